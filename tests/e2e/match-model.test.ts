// In the browser: a manager opens 'How matching works' from the dashboard and reads the learned
// weights next to the defaults, with the training date, sample size and good outcomes, at 375 and 1280 px.
// Screenshots go to SHOTS_DIR when it is set.
import { describe, expect, it } from 'vitest';
import { trainMatchModel } from '../../src/server/features/matching/train-match-model';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { seedBookingHistory } from '../../src/server/seed/factories/history';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { managerWithShift, openPage, server, startBrowserSuite } from './support/harness';

startBrowserSuite();

describe("'How matching works'", () => {
  it('shows the learned weights next to the defaults, from the dashboard', async () => {
    const { manager } = await managerWithShift();
    const workers = [];
    for (const [i, skills] of [
      ['Server/Waitstaff'],
      ['Cashier', 'Greeter'],
      ['Food prep'],
      ['Greeter'],
    ].entries()) {
      const t = await createTalent(server.ctx, { skills: skills as never, phone: `(301) 555-42${10 + i}` });
      workers.push({ workerId: t.userId, skills, quality: [0.9, 0.6, 0.3, 0.1][i] ?? 0.5 });
    }
    const business = {
      managerId: manager.userId,
      businessName: 'Harbor Street Bistro',
      managerEmail: manager.email,
      address: '12 Harbor Street, Baltimore, MD 21202',
    };
    await seedBookingHistory(server.ctx.db, {
      businesses: [business],
      workers,
      bookings: 320,
      now: new Date(),
    });
    const trained = await trainMatchModel(server.ctx);
    expect(trained).not.toBeNull();

    const { context, page, errors } = await openPage(manager, {
      path: '/business-dashboard',
      viewport: MOBILE,
    });
    await page.getByRole('link', { name: /How matching works/ }).click();
    await page.getByRole('heading', { name: 'How matching works' }).waitFor();
    await page.getByTestId('match-model-source').getByText('Learned').waitFor();
    await page
      .getByText(`from ${trained?.sampleSize} outcomes on the platform, ${trained?.positives} of them good`)
      .waitFor();
    const skills = page.getByRole('row', { name: /Skills that fit the position/ });
    await skills.waitFor();
    expect(await skills.getByRole('cell').allTextContents()).toEqual([
      (trained?.model.weights.skills ?? 0).toFixed(2),
      '2.00',
    ]);
    expect(await page.getByRole('row').count()).toBe(9);
    await expectNoSeriousA11yViolations(page, 'how matching works');
    await screenshot(page, 'how-matching-works-375');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'how-matching-works-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});

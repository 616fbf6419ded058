import { describe, expect, it } from 'vitest';
import { shiftApplications } from '../../src/server/db/schema';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { OVERLAP_MESSAGES } from '../../src/shared/domain/booking-overlap';
import { insertBookings } from '../api/sql-rule-fixtures';
import type { TestContext } from '../support/test-context';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { bookedWorker } from './support/bookings';
import { MOBILE } from './support/browser';
import { managerWithShift, openPage, server, startBrowserSuite } from './support/harness';
import { shots } from './support/screenshots';

// Offers that cannot be texted, and shifts that can take nobody (docs/product/applications.md).
startBrowserSuite();

/** Applies as the talent through the API; returns the application id. */
async function apply(talent: { token: string }, shiftId: string): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/shifts/${shiftId}/applications`,
    headers: { cookie: `tb_session=${talent.token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application.id;
}

describe('offers that cannot be texted, and shifts that can take nobody', () => {
  it('says before the click that a worker without texts is notified in the app, and labels it so', async () => {
    const { manager, shift } = await managerWithShift({
      positionTitle: 'Barista',
      maxApplications: 2,
    });
    // Consent given, phone never verified: no text may go to it.
    const talent = await createTalent(server.ctx, { name: 'Casey Lin' });
    await apply(talent, shift.id);
    const { context, page, errors } = await openPage(manager, {
      path: `/view-applications/${shift.id}`,
      viewport: MOBILE,
    });
    const card = page.getByRole('article', { name: 'Casey Lin' });
    await card.getByRole('button', { name: 'Select and Contact Worker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Casey Lin for this shift?' });
    await dialog
      .getByText(
        'Casey Lin does not receive text messages, so we will select them and notify them in the app only.',
        { exact: false },
      )
      .waitFor();
    expect(await dialog.getByText(/We will text/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Select and Notify in App' }).click();
    await card.getByRole('button', { name: 'Selected — notified in the app' }).waitFor();
    expect(await card.getByRole('button', { name: 'Texted Worker/Awaiting Response' }).count()).toBe(0);

    // 'View Full Profile' (docs/product/applications.md, "An applicant's full profile"): selected, so the contact
    // details; the past shifts with this business, newest first.
    await insertBookings(server.ctx as unknown as TestContext, [
      {
        managerId: manager.userId,
        workerId: talent.userId,
        status: 'completed',
        startsAt: new Date(Date.now() - 20 * 86_400_000),
      },
      {
        managerId: manager.userId,
        workerId: talent.userId,
        status: 'no_show',
        startsAt: new Date(Date.now() - 10 * 86_400_000),
      },
    ]);
    await card.getByRole('button', { name: 'View Full Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Casey Lin' });
    await profile.getByRole('link', { name: talent.email }).waitFor();
    const past = profile
      .getByRole('region', { name: 'Past shifts with your business' })
      .getByRole('listitem');
    await past.first().waitFor();
    expect(await past.allInnerTexts()).toEqual([
      expect.stringMatching(/No-show$/),
      expect.stringMatching(/Completed$/),
    ]);
    await expectNoSeriousA11yViolations(page, "applicant's full profile");
    await shots(page, 'applicant-full-profile', { fullPage: false });
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a filled shift leaves nobody waiting: the other applicant is Not Selected for the manager and finds the shift filled in History', async () => {
    const { manager, shift } = await managerWithShift({
      positionTitle: 'Runner',
      maxApplications: 1,
    });
    const chosen = await createTalent(server.ctx, { name: 'Dana Cruz', phone: '(240)555-0171' });
    const other = await createTalent(server.ctx, { name: 'Eli Park', phone: '(240)555-0172' });
    const chosenApplication = await apply(chosen, shift.id);
    await apply(other, shift.id);
    const asManager = { cookie: `tb_session=${manager.token}` };
    const asChosen = { cookie: `tb_session=${chosen.token}` };
    const url = (path: string) => `/api/applications/${chosenApplication}/${path}`;
    expect(
      (await server.app.inject({ method: 'POST', url: url('select'), headers: asManager })).statusCode,
    ).toBe(200);
    expect(
      (await server.app.inject({ method: 'POST', url: url('accept'), headers: asChosen })).statusCode,
    ).toBe(200);
    // And one to a shift that has started since the worker applied.
    const started = await createShiftPostedAt(
      server.ctx,
      manager.userId,
      new Date(Date.now() - 5 * 86_400_000),
      {
        positionTitle: 'Stocker',
      },
    );
    await server.ctx.db.insert(shiftApplications).values({ shiftId: started.id, workerId: other.userId });

    const {
      context: boss,
      page,
      errors,
    } = await openPage(manager, { path: `/view-applications/${shift.id}`, viewport: MOBILE });
    // No limbo: the accept that filled the shift ended the other application as rejected, so the
    // manager sees its status and no Select button. (A Select disabled with the reason, for a filled shift with an
    // applicant still waiting, is covered by tests/components/applicant-card.test.tsx.)
    const card = page.getByRole('article', { name: 'Eli Park' });
    await card.getByRole('button', { name: 'Not Selected' }).waitFor();
    expect(await card.getByRole('button', { name: 'Select and Contact Worker' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await boss.close();

    const {
      context: worker,
      page: dashboard,
      errors: workerErrors,
    } = await openPage(other, { path: '/worker-dashboard', viewport: MOBILE });
    await dashboard.getByRole('tab', { name: 'Active (0)' }).click();
    await dashboard.getByText('No active applications.').waitFor();
    await dashboard.getByRole('tab', { name: 'History' }).click();
    await dashboard
      .getByRole('article', { name: 'Runner' })
      .getByRole('button', { name: 'Filled by another worker' })
      .waitFor();
    await dashboard
      .getByRole('article', { name: 'Stocker' })
      .getByRole('button', { name: 'Shift started' })
      .waitFor();
    expect(workerErrors).toEqual([]);
    await worker.close();
  });

  it('flags a worker booked elsewhere at that time on both cards, before anyone clicks', async () => {
    const first = await managerWithShift({ positionTitle: 'Host', startTime: '09:00', endTime: '15:00' });
    const { talent } = await bookedWorker(first.manager.userId, first.shift.id, {
      name: 'Gale Ortiz',
      phone: '(240)555-0181',
    });
    const second = await managerWithShift({
      positionTitle: 'Line Cook',
      startTime: '13:00',
      endTime: '19:00',
    });
    await apply(talent, second.shift.id);

    const manager = await openPage(second.manager, {
      path: `/view-applications/${second.shift.id}`,
      viewport: MOBILE,
    });
    const card = manager.page.getByRole('article', { name: 'Gale Ortiz' });
    await card.getByText(OVERLAP_MESSAGES.flag).waitFor();
    expect(await card.getByRole('button', { name: 'Select and Contact Worker' }).isDisabled()).toBe(true);
    await card.getByText(OVERLAP_MESSAGES.select).waitFor();
    await expectNoSeriousA11yViolations(manager.page, 'applicant booked elsewhere');
    await shots(manager.page, 'overlap-applicant-card');
    expect(manager.errors).toEqual([]);
    await manager.context.close();

    const worker = await openPage(talent, { path: '/shifts', viewport: MOBILE });
    const shiftCard = worker.page.getByRole('article', { name: 'Line Cook' });
    await shiftCard.getByText(OVERLAP_MESSAGES.flagHelp).waitFor();
    await expectNoSeriousA11yViolations(worker.page, 'open shift booked elsewhere');
    await shots(worker.page, 'overlap-open-shift-card');
    expect(worker.errors).toEqual([]);
    await worker.context.close();
  });
});

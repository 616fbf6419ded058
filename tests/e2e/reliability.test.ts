// In the browser (docs/product/trust.md, "Reliability"): a worker who cancelled a booking late opens
// 'My reliability' from the navigation, reads how the figure is computed and the mark with its reason, appeals it
// with a note and sees the appeal's status on the mark; the manager whose business cancelled a booking late sees
// their own figure and mark at 1280 px. Screenshots go to SHOTS_DIR when it is set.
import { describe, expect, it } from 'vitest';
import { cancelShift } from '../../src/server/booking/cancel-shift';
import { cancelBooking } from '../../src/server/features/applications/cancel-booking';
import { dayFromToday } from '../../src/server/seed/factories/shifts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { bookedWorker } from './support/bookings';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { managerWithShift, openPage, server, startBrowserSuite, toast } from './support/harness';
import { createShiftStartingAt, fiveMinuteMark } from './support/shift-near-now';

startBrowserSuite();

describe("'My reliability'", () => {
  it('a worker sees a late cancellation mark with its reason and appeals it', async () => {
    // 09:00 the day after tomorrow is 33 to 57 h away whenever this runs: always a late cancellation.
    const { manager, shift } = await managerWithShift({
      positionTitle: 'Barista',
      shiftDate: dayFromToday(2),
    });
    const worker = await bookedWorker(manager.userId, shift.id, {
      name: 'Rosa Lind',
      phone: '(301) 555-4101',
    });
    await cancelBooking(server.ctx, worker.talent.userId, worker.applicationId, { emergency: false });

    const { context, page, errors } = await openPage(worker.talent, {
      path: '/worker-dashboard',
      viewport: MOBILE,
    });
    // At 375 px the navigation sits behind the menu button (waited for: the page may still be rendering).
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Reliability' }).first().click();
    await page.getByRole('heading', { name: 'My reliability' }).waitFor();
    await page.getByTestId('reliability-figure').getByText('New').waitFor();
    await page.getByText('0 completed, 1 late cancellation (counts once)', { exact: false }).waitFor();
    const mark = page
      .getByRole('listitem')
      .filter({ hasText: 'Late cancellation (24 to 72 h before the start)' });
    await mark.getByText('Barista at', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page, 'my reliability');
    await screenshot(page, 'my-reliability-worker-375');

    await mark.getByRole('button', { name: 'Appeal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Appeal this mark' });
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await dialog.getByText('Please say why the decision is wrong.').waitFor();
    await dialog.getByLabel('Why is this mark wrong?').fill('The manager moved the shift by phone.');
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await toast(page, 'Appeal sent — the operations team will decide.').waitFor();
    await mark.getByText('Appeal open — the operations team will decide').waitFor();
    expect(await mark.getByRole('button', { name: 'Appeal' }).count()).toBe(0);
    await screenshot(page, 'my-reliability-appealed-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a manager sees their business's late cancellation", async () => {
    // A shift six hours from now: cancelling it is a business late cancellation (under 24 h) at any time of day.
    const { manager } = await managerWithShift({ positionTitle: 'Host' });
    const shift = await createShiftStartingAt(manager.userId, fiveMinuteMark(6 * 60), { maxApplications: 1 });
    await bookedWorker(manager.userId, shift.id, { name: 'Tom Vale', phone: '(301) 555-4102' });
    await cancelShift(server.ctx, manager.userId, shift.id, 'Power cut');
    const { context, page, errors } = await openPage(manager, { path: '/reliability', viewport: DESKTOP });
    await page.getByRole('heading', { name: 'My reliability' }).waitFor();
    await page
      .getByText('1 late cancellation by the business in the last 1 booking', { exact: false })
      .waitFor();
    await page.getByText('Late cancellation by the business (under 24 h before the start)').waitFor();
    await screenshot(page, 'my-reliability-business-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});

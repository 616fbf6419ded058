// "Tests" (docs/product/attendance.md, "Check-in", "Timesheets", "Completion"): the whole way from a booking
// to a completed shift, through the screens. A shift starts in 20 minutes; the manager's shift page (1280 px) shows
// the 'Check-in code'; the worker (375 px) types it on the booked card's 'Check in', then 'Check out'; the timesheet
// appears on the card and the worker submits it; the manager approves it on 'Timesheets'; the worker's History shows
// the shift with hours and pay, the earnings count the pay, and the profile card has the new work-history stamp and
// 'Shifts completed' one higher. Check-in happens at the real time (the check-in window is open: 30 min before the
// start); the server's clock (the test context's injected clock) is then moved to exactly six hours after the
// recorded check-in for the check-out — before the scheduled end, so the automatic check-out does not run — which
// gives fixed figures: 6 h − the 30 min break = 5 h 30 min at $18.50/h = $101.75. With SHOTS_DIR set, screenshots
// at 375 and 1280 px go there (not kept in the repository).
import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shiftApplications, shifts, talentProfiles } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { formatShiftDate } from '../../src/shared/domain/shift-time';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, MOBILE } from './support/browser';
import { openPage, server, startBrowserSuite } from './support/harness';
import { shots } from './support/screenshots';
import { createShiftStartingAt, fiveMinuteMark, MINUTE } from './support/shift-near-now';

startBrowserSuite();

/**
 * One step of the timesheet on `scope` (the worker's card, the manager's row): it shows the 5 h 30 min and the pay in
 * status `from`, with no serious accessibility finding (`a11yName`); `button` moves it to `to` and is gone after.
 */
async function timesheetStep(
  scope: Locator,
  step: { from: string; button: string; to: string },
  a11yName: string,
) {
  await scope.getByText('5 h 30 min · $101.75').waitFor();
  await scope.getByText(step.from, { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(scope.page(), a11yName);
  await scope.getByRole('button', { name: step.button }).click();
  await scope.getByText(step.to, { exact: true }).waitFor();
  await expect.poll(() => scope.getByRole('button', { name: step.button }).count()).toBe(0);
}

describe('from check-in to a completed shift', () => {
  it("check in with the manager's code, check out, submit, approve: History, earnings, the stamp and the count", async () => {
    const manager = await createManager(server.ctx, { companyName: 'Fells Point Oyster House' });
    // Starts in 20 min (on a 5-minute mark), six hours long, 30 min unpaid break, $18.50/h; posted yesterday.
    const start = fiveMinuteMark(20);
    const shift = await createShiftStartingAt(manager.userId, start, {
      businessName: 'Fells Point Oyster House',
      positionTitle: 'Oyster Shucker',
      breakDuration: 30,
      hourlyRate: '18.50',
    });
    // Booked: the worker accepted the offer (the booking's own screens are tested in marketplace-*.test.ts).
    const talent = await createTalent(server.ctx, { name: 'Jordan Reyes' });
    const [application] = await server.ctx.db
      .insert(shiftApplications)
      .values({ shiftId: shift.id, workerId: talent.userId, status: 'accepted', acceptedAt: new Date() })
      .returning({ id: shiftApplications.id });
    await server.ctx.db.update(shifts).set({ acceptedCount: 1 }).where(eq(shifts.id, shift.id));
    const [before] = await server.ctx.db
      .select({ shiftsCompleted: talentProfiles.shiftsCompleted })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, talent.userId));
    const completedBefore = before!.shiftsCompleted;

    // The manager's shift page at 1280 px: the 'Check-in code'.
    const boss = await openPage(manager, { path: `/view-applications/${shift.id}`, viewport: DESKTOP });
    const b = boss.page;
    await b.getByRole('heading', { name: 'Check-in code' }).waitFor();
    const code = (await b
      .getByText(/^\d{4}$/)
      .first()
      .textContent())!.trim();
    expect(code).toMatch(/^\d{4}$/);
    await expectNoSeriousA11yViolations(b, "manager's shift page with the check-in code");

    // The worker at 375 px: the booked card's 'Check in', the code typed.
    const worker = await openPage(talent, { path: '/worker-dashboard', viewport: MOBILE });
    const w = worker.page;
    await w.getByRole('tab', { name: /^Active/ }).click();
    const booked = w.getByRole('article', { name: 'Oyster Shucker' });
    await booked.getByRole('button', { name: 'Check in' }).click();
    await booked.getByLabel('Check-in code').fill(code);
    await expectNoSeriousA11yViolations(w, 'check-in code field');
    await booked.getByRole('button', { name: 'Check in' }).click();
    await booked.getByText(/^Checked in at \d{1,2}:\d{2} (AM|PM)$/).waitFor();
    const [checkedIn] = await server.ctx.db
      .select({ status: shiftApplications.status, at: shiftApplications.checkedInAt })
      .from(shiftApplications)
      .where(eq(shiftApplications.id, application!.id));
    expect(checkedIn!.status).toBe('checked_in');
    expect(checkedIn!.at!.getTime()).toBeLessThan(start.getTime());

    // Six hours later by the server's clock: 'Check out'; the timesheet appears on the card; 'Submit'.
    server.ctx.clock.now = new Date(checkedIn!.at!.getTime() + 6 * 60 * MINUTE);
    expect(server.ctx.clock.now.getTime()).toBeLessThan(start.getTime() + 6 * 60 * MINUTE);
    await booked.getByRole('button', { name: 'Check out' }).click();
    // It asks first and names the time it will record (docs/product/attendance.md, "Check-out").
    const confirm = w.getByRole('dialog', { name: 'Check out now?' });
    await confirm
      .getByText('You can correct the times on your timesheet for 24 hours.', { exact: false })
      .waitFor();
    await expectNoSeriousA11yViolations(w, 'check-out dialog');
    await confirm.getByRole('button', { name: /^Check out at \d{1,2}:\d{2} (AM|PM)$/ }).click();
    await booked.getByText(/^Checked out at \d{1,2}:\d{2} (AM|PM)$/).waitFor();
    const sheet = booked.getByRole('region', { name: 'Timesheet' });
    await timesheetStep(
      sheet,
      { from: 'Draft', button: 'Submit', to: 'Submitted' },
      "worker's card with the timesheet",
    );
    await shots(w, 'completion-card-submitted');

    // The manager approves it on 'Timesheets' (1280 px).
    await b.goto('/manager/timesheets');
    const row = b.getByRole('article', { name: 'Jordan Reyes' });
    await timesheetStep(row, { from: 'Submitted', button: 'Approve', to: 'Approved' }, 'timesheets page');
    await shots(b, 'completion-timesheets-approved');
    // Earnings are counted by the shift's date against the real date again.
    server.ctx.clock.now = null;

    // The worker: History lists the completed shift with hours and pay; the earnings show the amount.
    await w.reload();
    await w.getByRole('tab', { name: 'History' }).click();
    const done = w.getByRole('tabpanel').getByRole('article', { name: 'Oyster Shucker' });
    await done.getByText('5 h 30 min · $101.75').waitFor();
    await done.getByText('Approved', { exact: true }).waitFor();
    const earnings = w.getByRole('region', { name: 'Earnings' });
    await earnings.waitFor();
    await expect.poll(() => earnings.getByText('$101.75').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(w, 'worker history and earnings');
    await shots(w, 'completion-history-earnings');

    // The profile card: 'Shifts completed' one higher, and the stamp (company, position, date) on its back.
    await w.goto('/talent-profile');
    const front = w.getByRole('region', { name: 'Profile card front' });
    await front.getByText(`Shifts completed: ${completedBefore + 1}`).waitFor();
    await w.getByRole('button', { name: 'Flip card' }).click();
    const back = w.getByRole('region', { name: 'Profile card back' });
    const stamp = back.getByRole('listitem').filter({ hasText: 'Fells Point Oyster House' });
    await stamp.getByText('Oyster Shucker').waitFor();
    await stamp.getByText(formatShiftDate(shift.shiftDate)).waitFor();
    await shots(w, 'completion-card-stamp');

    const [after] = await server.ctx.db
      .select({ status: shiftApplications.status })
      .from(shiftApplications)
      .where(eq(shiftApplications.id, application!.id));
    expect(after!.status).toBe('completed');
    expect(boss.errors).toEqual([]);
    expect(worker.errors).toEqual([]);
    await boss.context.close();
    await worker.context.close();
  });
});

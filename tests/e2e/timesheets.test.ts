// docs/product/attendance.md, "Timesheets" and "Timesheets in context": the manager's 'Timesheets' page at phone
// width — two workers' timesheets of a shift that ended, the scheduled, recorded and claimed times side by side,
// 'Adjust' with its dialog (reason required), 'Approve all' — the worker's History with the completed shift's hours
// and pay, and the earnings; a dispute decided by the operations team, as both sides then read it. With SHOTS_DIR
// set, screenshots at 375 and 1280 px go there.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTimesheet } from '../../src/server/booking/create-timesheet';
import { shiftApplications, shifts } from '../../src/server/db/schema';
import { decideQueueItem } from '../../src/server/features/ops-queues/queue-kit';
import { QUEUE_DEFS } from '../../src/server/features/ops-queues/queues';
import { disputeTimesheet } from '../../src/server/features/timesheets/dispute-timesheet';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { createStaff } from '../../src/server/seed/factories/staff';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE } from './support/browser';
import { openPage, server, startBrowserSuite } from './support/harness';
import { shots } from './support/screenshots';

startBrowserSuite();

const MINUTE = 60_000;

/**
 * A worker checked in and out of the shift (09:00-15:00 two days ago), as the check-out records it: the times on the
 * booking, and the timesheet.
 */
async function workedBy(shiftId: string, name: string, lateMinutes: number) {
  const talent = await createTalent(server.ctx, { name });
  const [shift] = await server.ctx.db.select().from(shifts).where(eq(shifts.id, shiftId));
  const checkInAt = new Date(shift!.startsAt.getTime() + lateMinutes * MINUTE);
  const timesheet = await server.ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .insert(shiftApplications)
      .values({
        shiftId,
        workerId: talent.userId,
        status: 'checked_in',
        acceptedAt: new Date(),
        checkedInAt: checkInAt,
        checkedOutAt: shift!.endsAt,
      })
      .returning();
    return createTimesheet(tx, server.ctx, {
      application: application!,
      shift: shift!,
      checkInAt,
      checkOutAt: shift!.endsAt,
      source: 'worker',
    });
  });
  return { ...talent, timesheetId: timesheet.id };
}

describe("the manager's Timesheets page and the worker's History", () => {
  it("adjust with a reason, approve all, then the worker's History shows hours and pay, and the earnings count them", async () => {
    const manager = await createManager(server.ctx, { companyName: 'Harbor Street Bistro' });
    const shift = await createShiftPostedAt(
      server.ctx,
      manager.userId,
      new Date(Date.now() - 5 * 86_400_000),
      {
        businessName: 'Harbor Street Bistro',
        positionTitle: 'Brunch Server',
        maxApplications: 2,
      },
    );
    const jordan = await workedBy(shift.id, 'Jordan Reyes', 0);
    const sam = await workedBy(shift.id, 'Sam Patel', 20);

    const boss = await openPage(manager, { path: '/business-dashboard', viewport: MOBILE });
    const b = boss.page;
    await b.getByRole('link', { name: /Timesheets/ }).click();
    const jordanRow = b.getByRole('article', { name: 'Jordan Reyes' });
    const samRow = b.getByRole('article', { name: 'Sam Patel' });
    await jordanRow.getByText('5 h 30 min · $101.75').waitFor();
    await samRow.getByText('5 h 10 min · $95.58').waitFor();
    // Side by side on the shift's clock: Sam's check-in was recorded 20 minutes late, and the claim is the same.
    await samRow.getByRole('table', { name: /^Times on the shift's clock/ }).waitFor();
    await samRow.getByText('+20 min vs scheduled').waitFor();
    expect(await samRow.getByText(/vs recorded/).count()).toBe(0);
    await expectNoSeriousA11yViolations(b, 'timesheets list');
    await shots(b, 'timesheets-list');

    // 'Adjust' Sam's: the reason is required, the pay previewed.
    await b.getByRole('article', { name: 'Sam Patel' }).getByRole('button', { name: 'Adjust' }).click();
    const dialog = b.getByRole('dialog', { name: 'Adjust timesheet' });
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await dialog.getByText('Give a reason for the adjustment.').waitFor();
    await dialog.getByLabel(/Reason/).fill('Arrived at 9:30 by the door log.');
    const checkIn = dialog.getByLabel('Check-in');
    await checkIn.fill((await checkIn.inputValue()).replace(/T.*/, 'T09:30'));
    await dialog.getByText('5 h worked, $92.50').waitFor();
    await expectNoSeriousA11yViolations(b, 'adjust dialog');
    await shots(b, 'timesheets-adjust-dialog');
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await samRow.getByText('Adjusted', { exact: true }).first().waitFor();
    // The adjustment against what was recorded, marked in words; the worker's own claim kept above it.
    await samRow.getByText('+10 min vs recorded').waitFor();
    await samRow.getByRole('rowheader', { name: "Worker's claim" }).waitFor();

    await b.getByRole('button', { name: 'Approve all (1)' }).click();
    await jordanRow.getByText('Approved', { exact: true }).waitFor();
    await b.getByRole('table', { name: 'Per shift' }).getByText('$194.25 ($194.25)').waitFor();
    await shots(b, 'timesheets-decided');

    // The worker: History lists the completed shift with hours and pay; earnings count it.
    const worker = await openPage(jordan, { path: '/worker-dashboard', viewport: MOBILE });
    const w = worker.page;
    await w.getByRole('tab', { name: 'History' }).click();
    const card = w.getByRole('article', { name: 'Brunch Server' });
    await card.getByText('5 h 30 min · $101.75').waitFor();
    await card.getByText('Approved', { exact: true }).waitFor();
    await w.getByRole('heading', { name: 'Earnings' }).waitFor();
    await expect.poll(() => w.getByText('$101.75').count()).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(w, 'worker history');
    await shots(w, 'worker-history-timesheet');

    // Sam disputes the adjustment; the operations team keeps the approved times. Both sides read the decision live.
    await disputeTimesheet(server.ctx, sam.userId, sam.timesheetId, 'I was at the door at 9:20.');
    await samRow.getByText(/\(with the operations team\)/).waitFor();
    const staff = await createStaff(server.ctx, { name: 'Olive Ops' });
    await decideQueueItem(
      server.ctx,
      QUEUE_DEFS['timesheet-disputes'],
      { id: staff.userId, role: 'ops' },
      sam.timesheetId,
      { decision: 'keep', reason: 'The door log says 9:30.' },
      null,
    );
    await samRow.getByText('The approved times stand.').waitFor();
    await samRow.getByText('Reason: The door log says 9:30.').waitFor();
    await expectNoSeriousA11yViolations(b, 'dispute decided, manager');
    await shots(b, 'timesheets-dispute-decided');
    const samPage = await openPage(sam, { path: '/worker-dashboard', viewport: MOBILE });
    const s = samPage.page;
    await s.getByRole('tab', { name: 'History' }).click();
    const samCard = s.getByRole('article', { name: 'Brunch Server' });
    await samCard.getByText('Reason: The door log says 9:30.').waitFor();
    await samCard.getByRole('rowheader', { name: 'Your claim' }).waitFor();
    expect(await samCard.getByRole('button', { name: 'Dispute' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(s, 'dispute decided, worker');
    await shots(s, 'worker-timesheet-dispute-decided');
    expect(boss.errors).toEqual([]);
    expect(worker.errors).toEqual([]);
    expect(samPage.errors).toEqual([]);
  });

  it("shows a claim longer than scheduled on its row; 'Approve all' leaves it and says so", async () => {
    const manager = await createManager(server.ctx, { companyName: 'Harbor Street Bistro' });
    const shift = await createShiftPostedAt(
      server.ctx,
      manager.userId,
      new Date(Date.now() - 5 * 86_400_000),
      { positionTitle: 'Line Cook', maxApplications: 2 },
    );
    await workedBy(shift.id, 'Ada Brooks', 0);
    // Checked in 20 minutes before the start: 20 minutes more than scheduled.
    await workedBy(shift.id, 'Leo Park', -20);

    const boss = await openPage(manager, {
      path: `/manager/timesheets?shiftId=${shift.id}`,
      viewport: MOBILE,
    });
    const b = boss.page;
    const leoRow = b.getByRole('article', { name: 'Leo Park' });
    await leoRow.getByText('Longer than scheduled').waitFor();
    await leoRow.getByText(/scheduled 6 h, claimed 6 h 20 min/).waitFor();
    await expectNoSeriousA11yViolations(b, 'flagged timesheet');
    await shots(b, 'timesheets-flagged');

    await b.getByRole('button', { name: 'Approve all (1)' }).click();
    await b.getByText(/1 claiming more than scheduled was left for you to review one by one/).waitFor();
    await b.getByRole('article', { name: 'Ada Brooks' }).getByText('Approved', { exact: true }).waitFor();
    await leoRow.getByRole('button', { name: 'Approve' }).click();
    await leoRow.getByText('Approved', { exact: true }).waitFor();
    expect(boss.errors).toEqual([]);
  });
});

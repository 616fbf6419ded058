// docs/product/attendance.md, "Timesheets": the manager's 'Timesheets' page at phone width —
// two workers' timesheets of a shift that ended, 'Adjust' with its dialog (reason required), 'Approve all' — and the
// worker's History with the completed shift's hours and pay, and the earnings. With SHOTS_DIR set,
// screenshots at 375 and 1280 px go there.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTimesheet } from '../../src/server/booking/create-timesheet';
import { shiftApplications, shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE } from './support/browser';
import { openPage, server, startBrowserSuite } from './support/harness';
import { shots } from './support/screenshots';

startBrowserSuite();

const MINUTE = 60_000;

/** A worker checked in and out of the shift (09:00-15:00 two days ago), as the check-out records it. */
async function workedBy(shiftId: string, name: string, lateMinutes: number) {
  const talent = await createTalent(server.ctx, { name });
  const [shift] = await server.ctx.db.select().from(shifts).where(eq(shifts.id, shiftId));
  await server.ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .insert(shiftApplications)
      .values({ shiftId, workerId: talent.userId, status: 'checked_in', acceptedAt: new Date() })
      .returning();
    await createTimesheet(tx, server.ctx, {
      application: application!,
      shift: shift!,
      checkInAt: new Date(shift!.startsAt.getTime() + lateMinutes * MINUTE),
      checkOutAt: shift!.endsAt,
      source: 'worker',
    });
  });
  return talent;
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
    await workedBy(shift.id, 'Sam Patel', 20);

    const boss = await openPage(manager, { path: '/business-dashboard', viewport: MOBILE });
    const b = boss.page;
    await b.getByRole('link', { name: /Timesheets/ }).click();
    const jordanRow = b.getByRole('article', { name: 'Jordan Reyes' });
    await jordanRow.getByText('5 h 30 min · $101.75').waitFor();
    await b.getByRole('article', { name: 'Sam Patel' }).getByText('5 h 10 min · $95.58').waitFor();
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
    await b.getByRole('article', { name: 'Sam Patel' }).getByText('Adjusted', { exact: true }).waitFor();

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
    expect(boss.errors).toEqual([]);
    expect(worker.errors).toEqual([]);
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

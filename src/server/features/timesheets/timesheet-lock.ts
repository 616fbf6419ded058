// The one way a timesheet change starts — lock its row for its worker or its shift's manager.
import { and, eq } from 'drizzle-orm';
import { TIMESHEET_MESSAGES } from '../../../shared/marketplace/timesheet-messages';
import type { AppContext } from '../../context';
import { shifts, type TimesheetStatus, timesheets } from '../../db/schema';
import { notFoundUnlessUuid } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';

/**
 * The timesheet row, locked, and its shift — for its worker (`{ workerId }`), its shift's manager (`{ managerId }`)
 * or the scheduler (`{}`). Someone else's timesheet is "not found" (404), as another manager's applicant is
 * (select-applicant.ts): whether it exists is not theirs to know.
 */
export async function lockTimesheet(tx: Tx, id: string, owner: { workerId?: string; managerId?: string }) {
  const notFound = notFoundUnlessUuid(id, TIMESHEET_MESSAGES.notFound);
  const [timesheet] = await tx
    .select()
    .from(timesheets)
    .where(
      and(
        eq(timesheets.id, id),
        owner.workerId ? eq(timesheets.workerId, owner.workerId) : undefined,
        owner.managerId ? eq(timesheets.managerId, owner.managerId) : undefined,
      ),
    )
    .for('update');
  if (!timesheet) throw notFound;
  const [shift] = await tx.select().from(shifts).where(eq(shifts.id, timesheet.shiftId)).limit(1);
  if (!shift) throw notFound;
  return { timesheet, shift };
}

/**
 * A scheduler job's step on a timesheet, in a transaction of its own, taken only while the timesheet is still
 * `status`: a job that runs again, or after a person has acted, changes nothing.
 */
export async function whileTimesheetIs(
  ctx: AppContext,
  id: string,
  status: TimesheetStatus,
  step: (tx: Tx) => Promise<unknown>,
) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: timesheets.status })
      .from(timesheets)
      .where(eq(timesheets.id, id));
    if (row?.status !== status) return;
    await step(tx);
  });
}

// docs/product/attendance.md, "Automatic check-out"; ADR 017: a worker still checked in 4 h after
// the scheduled end is checked out at the scheduled end, marked 'auto'. Scheduled at check-in (check-in.ts), run by
// the scheduler (jobs.ts).
import { formatClock } from '../../../shared/domain/attendance';
import { lockApplication } from '../../booking/booking-change';
import { shiftLine } from '../../booking/cancellation-notices';
import { workerName } from '../../booking/worker-contact';
import type { AppContext } from '../../context';
import { createNotification } from '../../notifications/create-notification';
import type { ScheduledJob } from '../../scheduler/scheduler';
import { recordCheckOut } from './check-out';

/**
 * The job's handler, idempotent: it acts only on a booking still checked in without a check-out (locked, then one
 * conditional UPDATE), so a second run, or a run after the worker checked out, finds nothing to do and tells
 * nobody. The worker and the manager are told in the app; the timesheet is created with source 'auto'.
 */
export async function autoCheckOut(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, job.subjectId);
    if (!locked) return;
    const { application, shift } = locked;
    if (application.status !== 'checked_in' || application.checkedOutAt) return;
    const row = await recordCheckOut(tx, ctx, { application, shift, at: shift.endsAt, auto: true });
    if (!row) return;
    const at = formatClock(shift.endsAt, shift.timeZone);
    const data = { shiftId: shift.id, applicationId: application.id, kind: 'checked_out', auto: true };
    await createNotification(tx, {
      recipientId: application.workerId,
      type: 'checked_out',
      title: 'You were checked out automatically',
      message: `You were checked out automatically at ${at}. ${shiftLine(shift)}: check your timesheet and correct the times if they are wrong.`,
      data,
    });
    const name = await workerName(tx, application.workerId);
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: application.workerId,
      type: 'checked_out',
      title: `${name} was checked out automatically`,
      message: `${name} did not check out, so they were checked out automatically at the scheduled end, ${at} (${shiftLine(shift)}).`,
      data,
    });
  });
}

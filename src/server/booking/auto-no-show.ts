// The automatic no-show (docs/product/attendance.md, "No-show"; ADR 017, "The automatic no-show").
// A booking with neither a check-in nor a manager's mark 4 h after the scheduled end becomes a no-show by the system;
// the worker is told with the appeal link, the manager is told. The job is scheduled when the booking is made
// (change-booking.ts, on accepted) and moved when an edit moves the shift (edit-shift.ts), like the reminders; the
// job itself is runAutoNoShow in no-show.ts.
import { ATTENDANCE_WINDOW } from '../../shared/constants';
import type { AppContext } from '../context';
import type { Tx } from '../messaging/outbox';

/** The scheduler's kind (src/server/features/jobs.ts); the subject is the application. */
export const AUTO_NO_SHOW_KIND = 'auto-no-show';

/** When the automatic no-show runs: the state machine's settledNoShow bound, 4 h after the scheduled end. */
export const autoNoShowAt = (endsAt: Date) =>
  new Date(endsAt.getTime() + ATTENDANCE_WINDOW.settledAfterEndMs);

/**
 * Schedules a booking's automatic no-show at its shift's end + 4 h, replacing an unfinished one (an edit that moved
 * the shift). Call it in the transaction that books or moves.
 */
export async function scheduleAutoNoShow(
  tx: Tx,
  ctx: Pick<AppContext, 'services'>,
  application: { id: string },
  shift: { endsAt: Date },
): Promise<void> {
  await ctx.services.scheduler.cancel(tx, AUTO_NO_SHOW_KIND, application.id);
  await ctx.services.scheduler.schedule(tx, {
    kind: AUTO_NO_SHOW_KIND,
    subjectId: application.id,
    runAt: autoNoShowAt(shift.endsAt),
  });
}

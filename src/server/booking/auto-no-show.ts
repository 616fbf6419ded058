// The automatic no-show (docs/product/attendance.md, "No-show"; ADR 017, "The automatic no-show").
// A booking with neither a check-in nor a manager's mark 4 h after the scheduled end becomes a no-show by the system;
// the worker is told with the appeal link, the manager is told. The job is scheduled when the booking is made
// (respond-to-offer.ts) and moved when an edit moves the shift (edit-shift.ts), like the reminders.
import { eq } from 'drizzle-orm';
import { ATTENDANCE_WINDOW } from '../../shared/constants';
import type { AppContext } from '../context';
import { talentProfiles, users } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import type { ScheduledJob } from '../scheduler/scheduler';
import { lockApplication } from './booking-change';
import { shiftLine } from './cancellation-notices';
import { emailShiftManager } from './email-shift-manager';
import { recordNoShow } from './no-show';

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

/**
 * The job. Idempotent (docs/decisions/015-scheduler.md): it acts only on a booking still accepted, through the state
 * machine's system bound, with the conditional update of recordNoShow; a booking checked in, marked or cancelled
 * meanwhile, or a second run, changes nothing and tells nobody. A shift whose end moved later since the job was
 * scheduled gets the job again at the new time.
 */
export async function runAutoNoShow(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, job.subjectId);
    if (locked?.application.status !== 'accepted') return;
    const { application, shift } = locked;
    const result = await recordNoShow(tx, ctx, { application, shift, by: 'system' });
    if (!result.ok) {
      if (result.reason === 'noShowTooEarly')
        await ctx.services.scheduler.schedule(tx, {
          kind: AUTO_NO_SHOW_KIND,
          subjectId: application.id,
          runAt: autoNoShowAt(shift.endsAt),
        });
      return;
    }
    const [worker] = await tx
      .select({ name: talentProfiles.name })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(users.id, application.workerId))
      .limit(1);
    const workerName = worker?.name ?? 'A worker';
    const message =
      `${workerName} did not check in for ${shiftLine(shift)} and no arrival was marked, so they were recorded ` +
      'as a no-show. They may appeal within 14 days.';
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: application.workerId,
      type: 'no_show',
      title: 'No-show recorded',
      message,
      data: { shiftId: shift.id, applicationId: application.id, kind: 'no_show', by: 'system' },
      sentVia: ['email'],
    });
    await emailShiftManager(tx, shift, {
      subject: `${workerName} was recorded as a no-show for your ${shift.positionTitle} shift`,
      body: `${message}\n\nThe shift's attendance: ${ctx.config.APP_ORIGIN}/view-applications/${shift.id}`,
    });
  });
}

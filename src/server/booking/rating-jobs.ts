// The rating window's scheduled work (docs/product/trust.md, "Ratings"; ADR 019): publication of
// the lone rating when the 7 days end, and the reminders on days 1 and 5 to those who have not rated.
import type { RaterRole } from '../../shared/domain/ratings';
import { isRatingWindowOpen, ratingReminderTimes, ratingWindowEnd } from '../../shared/domain/ratings';
import type { AppContext } from '../context';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import type { ScheduledJob } from '../scheduler/scheduler';
import { shiftLine } from './cancellation-notices';
import { publishRatings } from './publish-ratings';
import { bookingRatingRows, loadRatingBooking, noticeShift } from './rating-booking';

/** The scheduler kinds of a booking's rating window (registered in src/server/features/jobs.ts). */
export const RATING_JOB_KINDS = { publish: 'ratings-publish', reminder: 'ratings-reminder' } as const;

/**
 * Schedules, in the caller's transaction, the window's publication and its two reminders for a booking completed at
 * `completedAt` (complete-application.ts). Scheduling again is a no-op (same kind, subject and time), so a rating of
 * a booking completed before ratings existed schedules its publication the same way (submit-rating.ts).
 */
export async function scheduleRatingJobs(
  tx: Tx,
  ctx: AppContext,
  applicationId: string,
  completedAt: Date,
  opts: { reminders?: boolean } = {},
) {
  const { scheduler } = ctx.services;
  await scheduler.schedule(tx, {
    kind: RATING_JOB_KINDS.publish,
    subjectId: applicationId,
    runAt: ratingWindowEnd(completedAt),
  });
  if (opts.reminders === false) return;
  for (const runAt of ratingReminderTimes(completedAt))
    await scheduler.schedule(tx, { kind: RATING_JOB_KINDS.reminder, subjectId: applicationId, runAt });
}

/** At the window's end: the lone rating (if any) goes live. Idempotent: publishing finds nothing the second time. */
export async function runRatingsPublish(ctx: AppContext, job: ScheduledJob) {
  await ctx.db.transaction(async (tx) => {
    const booking = await loadRatingBooking(tx, job.subjectId, { lock: true });
    const now = ctx.now();
    if (!booking.completedAt || isRatingWindowOpen(booking.completedAt, now)) return;
    await publishRatings(tx, booking, now);
  });
}

const REMINDERS: Record<RaterRole, { action: string; about: (b: { businessName: string }) => string }> = {
  talent: { action: 'Rate this shift', about: (b) => b.businessName },
  manager: { action: 'Rate worker', about: () => 'the worker' },
};

/** Days 1 and 5: a notice to each side that has not rated yet, while the window is open. */
export async function runRatingsReminder(ctx: AppContext, job: ScheduledJob) {
  await ctx.db.transaction(async (tx) => {
    const booking = await loadRatingBooking(tx, job.subjectId, { lock: true });
    if (booking.status !== 'completed' || !isRatingWindowOpen(booking.completedAt, ctx.now())) return;
    const rated = new Set((await bookingRatingRows(tx, booking.id)).map((r) => r.raterRole));
    const line = shiftLine(noticeShift(booking));
    const endsOn = ratingWindowEnd(booking.completedAt!).toISOString().slice(0, 10);
    for (const role of ['talent', 'manager'] as const) {
      if (rated.has(role)) continue;
      const { action, about } = REMINDERS[role];
      await createNotification(tx, {
        recipientId: role === 'talent' ? booking.workerId : booking.managerId,
        type: 'rating_reminder',
        title: `${action}`,
        message: `How was ${line}? Rate ${about(booking)} by ${endsOn}; ratings stay hidden until both sides have rated.`,
        data: { applicationId: booking.id, shiftId: booking.shiftId },
      });
    }
  });
}

export const ratingJobHandlers = {
  [RATING_JOB_KINDS.publish]: runRatingsPublish,
  [RATING_JOB_KINDS.reminder]: runRatingsReminder,
};

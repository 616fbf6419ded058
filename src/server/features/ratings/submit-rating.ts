// 'Rate this shift' (the worker about the business) and 'Rate worker' (the manager about the worker)
// (docs/product/trust.md, "Ratings").
import {
  invalidTags,
  isRatingWindowOpen,
  RATING_MESSAGES,
  shouldPublish,
} from '../../../shared/domain/ratings';
import type { SubmitRatingInput } from '../../../shared/schemas/ratings';
import { inChangeTransaction } from '../../booking/booking-change';
import { publishRatings } from '../../booking/publish-ratings';
import { bookingRatingRows, loadRatingBooking } from '../../booking/rating-booking';
import { scheduleRatingJobs } from '../../booking/rating-jobs';
import type { AppContext } from '../../context';
import { ratings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { flagLinkedAccounts, linkOf } from '../../trust/linked-accounts';

/**
 * One side's rating of a completed booking, within the 7-day window, once. Under the booking's row lock: the rating
 * is inserted, and when the other side's is already in, both go live in the same transaction (publishRatings). Two
 * ratings submitted at the same instant are serialised by the lock: the second sees the first and publishes both.
 */
export async function submitRating(
  ctx: AppContext,
  userId: string,
  applicationId: string,
  input: SubmitRatingInput,
) {
  return inChangeTransaction(ctx, async (tx) => {
    const booking = await loadRatingBooking(tx, applicationId, { viewerId: userId, lock: true });
    const role = booking.viewerRole!;
    const now = ctx.now();
    if (booking.status !== 'completed' || !booking.completedAt)
      throw new AppError('CONFLICT', RATING_MESSAGES.notCompleted);
    if (!isRatingWindowOpen(booking.completedAt, now))
      throw new AppError('CONFLICT', RATING_MESSAGES.windowEnded);
    const tags = input.tags ?? [];
    if (invalidTags(role, tags).length > 0)
      throw new AppError('BAD_REQUEST', RATING_MESSAGES.badTags, { field: 'tags' });
    const existing = await bookingRatingRows(tx, booking.id);
    if (existing.some((r) => r.raterRole === role))
      throw new AppError('CONFLICT', RATING_MESSAGES.alreadyRated);

    const [rating] = await tx
      .insert(ratings)
      .values({
        applicationId: booking.id,
        shiftId: booking.shiftId,
        raterId: userId,
        rateeId: role === 'talent' ? booking.managerId : booking.workerId,
        raterRole: role,
        stars: input.stars,
        comment: input.comment ? input.comment : null,
        tags,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!rating) throw new AppError('CONFLICT', RATING_MESSAGES.alreadyRated);
    // Linked since the booking (one person on both sides): the rating counts in no average (rating-averages.ts), and
    // the operations team sees the pair (docs/product/trust.md, "Linked accounts").
    const link = await linkOf(tx, booking.workerId, booking.managerId);
    if (link)
      await flagLinkedAccounts(
        tx,
        {
          talentId: booking.workerId,
          managerId: booking.managerId,
          link,
          what: `their rating of booking ${booking.id} counts in no average.`,
        },
        now,
      );
    // A booking completed before ratings existed has no window job yet: the lone rating must still go live.
    await scheduleRatingJobs(tx, ctx, booking.id, booking.completedAt, { reminders: false });
    const roles = [...existing.map((r) => r.raterRole), role];
    const published = shouldPublish(roles, booking.completedAt, now)
      ? await publishRatings(tx, booking, now)
      : 0;
    return { ratingId: rating.id, published: published > 0 };
  });
}

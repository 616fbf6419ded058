// A booking's ratings go live together, once (docs/product/trust.md, "Ratings"; ADR 019).
import { and, eq, isNull } from 'drizzle-orm';
import { ratings } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import { updateRatingAverages } from '../trust/rating-averages';
import { publishApplicationChanged } from './application-events';
import { shiftLine } from './cancellation-notices';
import { noticeShift, type RatingBooking } from './rating-booking';

/**
 * Publishes the booking's hidden ratings: one UPDATE setting published_at on those still null, run under the
 * booking's row lock (loadRatingBooking with lock), so whichever of the second rating or the window's end comes
 * first publishes and the other finds nothing. Then the averages of those rated, a notice to each side and the live
 * event. Returns how many ratings went live (0: already published, or none given).
 */
export async function publishRatings(tx: Tx, booking: RatingBooking, now: Date): Promise<number> {
  const published = await tx
    .update(ratings)
    .set({ publishedAt: now })
    .where(and(eq(ratings.applicationId, booking.id), isNull(ratings.publishedAt)))
    .returning({ rateeId: ratings.rateeId });
  if (published.length === 0) return 0;
  await updateRatingAverages(
    tx,
    published.map((r) => r.rateeId),
  );
  const line = shiftLine(noticeShift(booking));
  const data = { applicationId: booking.id, shiftId: booking.shiftId };
  for (const recipientId of [booking.workerId, booking.managerId])
    await createNotification(tx, {
      recipientId,
      type: 'ratings_live',
      title: 'Ratings are live',
      message: `Your ratings for ${line} are live.`,
      data,
    });
  await publishApplicationChanged(
    tx,
    { workerId: booking.workerId, managerId: booking.managerId },
    { applicationId: booking.id, shiftId: booking.shiftId, status: 'completed' },
  );
  return published.length;
}

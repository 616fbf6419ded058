// The rated party's one public reply, and 'Report' of a live rating about you for the operations
// queue (docs/product/trust.md, "Ratings"; decides the reports).
import { and, eq, isNull } from 'drizzle-orm';
import { RATING_MESSAGES } from '../../../shared/domain/ratings';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { ratingReports, ratings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import { ratingDto } from './rating-views';

/**
 * A live rating about `userId`, locked; anything else (malformed id, another's rating, one the operations team
 * removed, which has left every list) is 404. One not yet published is 409: it will be live.
 */
async function liveRatingAbout(tx: Tx, userId: string, ratingId: string) {
  if (!isUuid(ratingId)) throw new AppError('NOT_FOUND', RATING_MESSAGES.ratingNotFound);
  const [rating] = await tx
    .select()
    .from(ratings)
    .where(and(eq(ratings.id, ratingId), eq(ratings.rateeId, userId)))
    .for('update');
  if (!rating || rating.hiddenAt) throw new AppError('NOT_FOUND', RATING_MESSAGES.ratingNotFound);
  if (!rating.publishedAt) throw new AppError('CONFLICT', RATING_MESSAGES.notLive);
  return rating;
}

/** One public reply by the rated party, once the rating is live; stored as typed, never changed. */
export async function replyToRating(ctx: AppContext, userId: string, ratingId: string, reply: string) {
  return ctx.db.transaction(async (tx) => {
    const rating = await liveRatingAbout(tx, userId, ratingId);
    if (rating.reply !== null) throw new AppError('CONFLICT', RATING_MESSAGES.alreadyReplied);
    const [updated] = await tx
      .update(ratings)
      .set({ reply, repliedAt: ctx.now() })
      .where(and(eq(ratings.id, rating.id), isNull(ratings.reply)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', RATING_MESSAGES.alreadyReplied);
    return { rating: ratingDto(updated) };
  });
}

/** 'Report': one rating_reports row per (rating, reporter), status 'open', for the operations queue. */
export async function reportRating(ctx: AppContext, userId: string, ratingId: string, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const rating = await liveRatingAbout(tx, userId, ratingId);
    const [report] = await tx
      .insert(ratingReports)
      .values({ ratingId: rating.id, reporterId: userId, reason, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: ratingReports.id });
    if (!report) throw new AppError('CONFLICT', RATING_MESSAGES.alreadyReported);
    return { ok: true as const, reportId: report.id };
  });
}

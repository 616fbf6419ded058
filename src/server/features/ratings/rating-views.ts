// What each side sees of a booking's ratings, and the live ratings about a user
// (docs/product/trust.md, "Ratings").
import { and, desc, eq } from 'drizzle-orm';
import { RATINGS } from '../../../shared/constants';
import { isLiveRating, isRatingWindowOpen, ratingWindowEnd } from '../../../shared/domain/ratings';
import type { BookingRatings, RatingDto } from '../../../shared/schemas/responses/ratings';
import { ratingSummary } from '../../../shared/schemas/responses/ratings';
import { isUuid } from '../../../shared/uuid';
import { bookingRatingRows, loadRatingBooking } from '../../booking/rating-booking';
import type { AppContext } from '../../context';
import { managerAccounts, ratingReports, ratings, shifts, talentProfiles } from '../../db/schema';
import { liveRatingSql } from '../../trust/live-rating-sql';

type RatingRow = typeof ratings.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const ratingDto = (r: RatingRow): RatingDto => ({
  id: r.id,
  raterRole: r.raterRole,
  stars: r.stars,
  comment: r.comment,
  tags: r.tags,
  createdAt: r.createdAt.toISOString(),
  publishedAt: iso(r.publishedAt),
  reply: r.reply,
  repliedAt: iso(r.repliedAt),
});

/** The booking's ratings as its worker or its shift's manager sees them: their own always, the other's once live. */
export async function getBookingRatings(
  ctx: AppContext,
  userId: string,
  applicationId: string,
): Promise<BookingRatings> {
  const booking = await loadRatingBooking(ctx.db, applicationId, { viewerId: userId });
  const role = booking.viewerRole!;
  const rows = await bookingRatingRows(ctx.db, booking.id);
  const mine = rows.find((r) => r.raterRole === role) ?? null;
  const other = rows.find((r) => r.raterRole !== role);
  // Double-blind until published; a rating removed by the operations team (hidden_at) is no longer shown either.
  const theirs = other && isLiveRating(other) ? other : null;
  const completed = booking.status === 'completed' && booking.completedAt !== null;
  const reported = theirs
    ? (
        await ctx.db
          .select({ id: ratingReports.id })
          .from(ratingReports)
          .where(and(eq(ratingReports.ratingId, theirs.id), eq(ratingReports.reporterId, userId)))
      ).length > 0
    : false;
  return {
    applicationId: booking.id,
    viewerRole: role,
    counterpartName: role === 'talent' ? booking.businessName : (booking.workerName ?? 'the worker'),
    shiftTitle: booking.positionTitle,
    completedAt: iso(booking.completedAt),
    windowEndsAt: completed ? ratingWindowEnd(booking.completedAt!).toISOString() : null,
    canRate: completed && !mine && isRatingWindowOpen(booking.completedAt, ctx.now()),
    mine: mine ? ratingDto(mine) : null,
    theirs: theirs ? ratingDto(theirs) : null,
    reported,
  };
}

/** A page of the live ratings about a user (worker or business), newest first, with their summary. */
export async function listRatingsAbout(ctx: AppContext, userId: string, page: number) {
  if (!isUuid(userId)) return { summary: ratingSummary(null, 0), ratings: [], page, hasMore: false };
  const size = RATINGS.pageSize;
  const rows = await ctx.db
    .select({ rating: ratings, shiftTitle: shifts.positionTitle })
    .from(ratings)
    .innerJoin(shifts, eq(shifts.id, ratings.shiftId))
    .where(and(eq(ratings.rateeId, userId), liveRatingSql(ratings)))
    .orderBy(desc(ratings.publishedAt), desc(ratings.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  const [talent] = await ctx.db
    .select({ average: talentProfiles.averageRating, count: talentProfiles.ratingCount })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, userId));
  const [business] = await ctx.db
    .select({ average: managerAccounts.averageRating, count: managerAccounts.ratingCount })
    .from(managerAccounts)
    .where(eq(managerAccounts.userId, userId));
  const stored = talent ?? business;
  return {
    summary: ratingSummary(stored?.average ?? null, stored?.count ?? 0),
    ratings: rows.slice(0, size).map((r) => ({ ...ratingDto(r.rating), shiftTitle: r.shiftTitle })),
    page,
    hasMore: rows.length > size,
  };
}

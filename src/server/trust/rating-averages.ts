// The stored rating averages of workers and businesses (docs/product/trust.md, "Ratings").
import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import { managerAccounts, ratings, talentProfiles } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { ratingCountsSql } from './live-rating-sql';

// A rating between linked accounts (one person on both sides, linked-accounts.ts) stays visible but counts in no
// average (docs/product/trust.md, "Linked accounts"): ratingCountsSql.
const liveOf = (userId: AnyColumn) => sql`${ratings.rateeId} = ${userId} and ${ratingCountsSql(ratings)}`;
/** The mean of the user's live ratings to two decimals (null without any) and their count, as correlated subqueries. */
const liveAverage = (userId: AnyColumn): SQL<string | null> =>
  sql`(select round(avg(${ratings.stars}), 2) from ${ratings} where ${liveOf(userId)})`;
const liveCount = (userId: AnyColumn): SQL<number> =>
  sql`(select count(*)::int from ${ratings} where ${liveOf(userId)})`;

/**
 * Recomputes talent_profiles.average_rating / rating_count and manager_accounts.average_rating / rating_count of the
 * given users from their live ratings (published_at not null; a rating removed by staff, hidden_at set, or one between
 * linked accounts never counts). Called in the transaction that publishes ratings, so
 * the averages change exactly when the ratings go live. A user without live ratings gets null and 0. An id that is not
 * a worker (or not a business) simply matches no row of that table.
 */
export async function updateRatingAverages(tx: Tx, rateeIds: string[]): Promise<void> {
  const ids = [...new Set(rateeIds)];
  if (ids.length === 0) return;
  await tx
    .update(talentProfiles)
    .set({ averageRating: liveAverage(talentProfiles.userId), ratingCount: liveCount(talentProfiles.userId) })
    .where(inArray(talentProfiles.userId, ids));
  await tx
    .update(managerAccounts)
    .set({
      averageRating: liveAverage(managerAccounts.userId),
      ratingCount: liveCount(managerAccounts.userId),
    })
    .where(inArray(managerAccounts.userId, ids));
}

// The SQL side of isLiveRating and ratingCounts (src/shared/domain/ratings.ts): which ratings are listed about a user
// and which count in averages, the match score's rating and its training (docs/product/trust.md, "Ratings" and
// "Linked accounts"). Every query over `ratings` that shows or counts ratings filters with these, so the rule is
// written once; tests/api/live-rating.test.ts checks them against the pure rule row by row.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { ratings } from '../db/schema';
import { linkedAccountsSql } from './linked-accounts';

/** The columns the rule reads: `ratings` itself, or an alias of it (drizzle's alias(ratings, 'r')). */
export type RatingColumns = Record<'publishedAt' | 'hiddenAt' | 'raterId' | 'rateeId', AnyColumn>;

/** Live: published and not removed by the operations team (isLiveRating). */
export const liveRatingSql = (r: Pick<RatingColumns, 'publishedAt' | 'hiddenAt'> = ratings): SQL<boolean> =>
  sql`(${r.publishedAt} is not null and ${r.hiddenAt} is null)`;

/** Counts in averages and in the match score: live, and its rater and ratee not linked accounts (ratingCounts). */
export const ratingCountsSql = (r: RatingColumns = ratings): SQL<boolean> =>
  sql`(${liveRatingSql(r)} and not ${linkedAccountsSql(r.raterId, r.rateeId)})`;

// The stored rating averages as wire summaries, in batch for lists (docs/product/trust.md, "Ratings").
import { inArray } from 'drizzle-orm';
import { type RatingSummary, ratingSummary } from '../../shared/schemas/responses/ratings';
import type { Db } from '../db/client';
import { managerAccounts } from '../db/schema';
import type { Tx } from '../messaging/outbox';

/** The businesses' rating summaries (manager_accounts.average_rating / rating_count), one query for all ids. */
export async function loadBusinessRatings(
  db: Db | Tx,
  managerIds: string[],
): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(managerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: managerAccounts.userId,
      average: managerAccounts.averageRating,
      count: managerAccounts.ratingCount,
    })
    .from(managerAccounts)
    .where(inArray(managerAccounts.userId, ids));
  return new Map(rows.map((r) => [r.id, ratingSummary(r.average, r.count)]));
}

/** A loaded business's summary, or none yet ('Ready to earn first rating!'). */
export const businessRatingOf = (loaded: Map<string, RatingSummary>, managerId: string): RatingSummary =>
  loaded.get(managerId) ?? ratingSummary(null, 0);

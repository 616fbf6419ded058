import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** At most `max` hits per `windowMs` for one key of one bucket (a sliding window). */
export type RateLimit = { bucket: string; key: string; max: number; windowMs: number };

/** `hits`: the rows taken, for `refundRateLimitHits` when the attempt turns out not to count. */
/** `full`: the limits that refused, so a caller can tell whose cap it was (a sender's, a recipient's). */
export type RateLimitResult =
  | { ok: true; hits: number[] }
  | { ok: false; retryAfterSeconds: number; full: RateLimit[] };

/**
 * Takes one hit from every limit, or none when any of them is used up. The counters live in the database,
 * so they hold across restarts and instances. A transaction-scoped advisory lock per (bucket, key)
 * serialises concurrent callers: without it, 50 parallel requests could all count "0 so far" and all pass.
 * Refused calls are not recorded, so a caller that keeps knocking still gets `max` per window, no more.
 */
export async function takeRateLimit(
  db: Pick<Db, 'transaction'>,
  limits: RateLimit[],
  now: Date,
): Promise<RateLimitResult> {
  // One lock order for everyone, so two callers sharing two keys cannot deadlock. Platform-wide keys ('all') come
  // first: a transaction that queues several texts takes a cap per text and holds each lock to its commit
  // (messaging/queue-text.ts), so whoever holds any text lock holds the platform one, and nobody waits for it
  // while holding another (ADR 006).
  const sorted = [...limits].sort(
    (a, b) => Number(b.key === 'all') - Number(a.key === 'all') || lockName(a).localeCompare(lockName(b)),
  );
  return db.transaction(async (tx) => {
    for (const limit of sorted)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName(limit)}, 0))`);

    let retryAfterMs = 0;
    const full: RateLimit[] = [];
    for (const limit of sorted) {
      const since = new Date(now.getTime() - limit.windowMs);
      const hits = await tx
        .select({ createdAt: rateLimitHits.createdAt })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, limit.bucket),
            eq(rateLimitHits.key, limit.key),
            gt(rateLimitHits.createdAt, since),
          ),
        )
        .orderBy(asc(rateLimitHits.createdAt))
        .limit(limit.max);
      if (hits.length >= limit.max) {
        // The window frees a slot when its oldest hit leaves it.
        const freeAt = hits[0]!.createdAt.getTime() + limit.windowMs;
        retryAfterMs = Math.max(retryAfterMs, freeAt - now.getTime());
        full.push(limit);
      }
    }
    if (retryAfterMs > 0)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)), full };

    const taken = await tx
      .insert(rateLimitHits)
      .values(sorted.map((limit) => ({ bucket: limit.bucket, key: limit.key, createdAt: now })))
      .returning({ id: rateLimitHits.id });
    // Housekeeping: hits that have left the window count for nothing, so the table stays small.
    for (const limit of sorted) {
      await tx
        .delete(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, limit.bucket),
            eq(rateLimitHits.key, limit.key),
            lte(rateLimitHits.createdAt, new Date(now.getTime() - limit.windowMs)),
          ),
        );
    }
    return { ok: true, hits: taken.map((hit) => hit.id) };
  });
}

/**
 * Gives back hits taken by `takeRateLimit`, for limits that count only some outcomes (sign-in counts failures
 * only). Take first, refund after: a hit reserves its slot while the attempt runs, so concurrent callers
 * can never pass more than `max` at once, which checking first and recording afterwards could not promise.
 */
export async function refundRateLimitHits(db: Db, hits: number[]): Promise<void> {
  if (hits.length) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, hits));
}

const lockName = (limit: RateLimit) => `rate:${limit.bucket}:${limit.key}`;

// The businesses' reliability and rating averages shown on open-shift cards (docs/product/trust.md, "Reliability",
// "Ratings"), for a page of shifts. Both change slowly (a booking ends, a rating goes live), while a signed-in list
// asks for them on every page: once the app's services are started, each process keeps them per manager for
// BUSINESS_FIGURES_TTL_MS (docs/decisions/018-match-score.md, "Sorting"). Tests without `start()` read them fresh.
import type { RatingSummary } from '../../shared/schemas/responses/ratings';
import type { AppContext } from '../context';
import { loadBusinessRatings } from '../trust/load-rating-summaries';
import { type BusinessReliability, loadBusinessReliability } from '../trust/load-reliability';

/** How long a business's figures may be shown without reading them again. */
export const BUSINESS_FIGURES_TTL_MS = 5000;
/** Entries kept at most (oldest dropped): one per business seen. */
const MAX_ENTRIES = 10_000;

type Figures = { reliability: BusinessReliability | undefined; rating: RatingSummary | undefined };
type Entry = Figures & { at: number };

const caches = new WeakMap<object, Map<string, Entry>>();
/**
 * The reads under way, per manager: a request that finds a business's figures expired while another request is
 * already reading them waits for that read instead of starting its own (at a few hundred requests a second, every
 * request in those milliseconds would otherwise read the same businesses again).
 */
const reading = new WeakMap<object, Map<string, Promise<Figures>>>();

async function loadFresh(ctx: AppContext, ids: string[]): Promise<Map<string, Figures>> {
  const [reliability, ratings] = await Promise.all([
    loadBusinessReliability(ctx.db, ids, ctx.now()),
    loadBusinessRatings(ctx.db, ids),
  ]);
  return new Map(ids.map((id) => [id, { reliability: reliability.get(id), rating: ratings.get(id) }]));
}

/** The figures as the loaders answer them (read them with businessReliabilityOf / businessRatingOf). */
function split(figures: Map<string, Figures>) {
  const reliability = new Map<string, BusinessReliability>();
  const ratings = new Map<string, RatingSummary>();
  for (const [id, entry] of figures) {
    if (entry.reliability) reliability.set(id, entry.reliability);
    if (entry.rating) ratings.set(id, entry.rating);
  }
  return { reliability, ratings };
}

/**
 * The businesses' reliability and rating summaries by manager id. Only the ids not held, or held longer than the
 * TTL, are read, in one query each, side by side.
 */
export async function loadBusinessFigures(
  ctx: AppContext,
  managerIds: string[],
): Promise<ReturnType<typeof split>> {
  const ids = [...new Set(managerIds)];
  if (ids.length === 0) return split(new Map());
  // Only while the shift-change listener runs (the started app), as the open-shifts cache itself.
  if (!ctx.services.openShiftsCache.armed) return split(await loadFresh(ctx, ids));
  const key = ctx.services.openShiftsCache;
  let cache = caches.get(key);
  let pending = reading.get(key);
  if (!cache || !pending) {
    cache = new Map();
    pending = new Map();
    caches.set(key, cache);
    reading.set(key, pending);
  }
  const now = ctx.now().getTime();
  const result = new Map<string, Figures>();
  const missing: string[] = [];
  const waiting: [string, Promise<Figures>][] = [];
  for (const id of ids) {
    const hit = cache.get(id);
    const age = hit ? now - hit.at : Number.POSITIVE_INFINITY;
    const read = pending.get(id);
    if (hit && age >= 0 && age < BUSINESS_FIGURES_TTL_MS) result.set(id, hit);
    else if (read) waiting.push([id, read]);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const fresh = loadFresh(ctx, missing);
    for (const id of missing) {
      const read = fresh.then((figures) => figures.get(id)!);
      // A failed read is not kept: the next request reads again (and this one answers the error).
      read.catch(() => {});
      pending.set(id, read);
      waiting.push([id, read]);
    }
    fresh
      .then((figures) => {
        for (const [id, entry] of figures) {
          cache.delete(id);
          cache.set(id, { ...entry, at: now });
        }
        while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      })
      .catch(() => {})
      .finally(() => {
        for (const id of missing) pending.delete(id);
      });
  }
  for (const [id, read] of waiting) result.set(id, await read);
  return split(result);
}

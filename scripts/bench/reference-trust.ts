// The reference server's reliability and rating figures (docs/product/trust.md), each read with plain SQL on `pg`
// as the app's loaders read them (src/server/trust/load-reliability.ts, src/server/trust/load-rating-summaries.ts)
// and turned into figures by the app's pure rules in src/shared, so the rules themselves are not copied here; which
// bookings count are the app's SQL fragments, and a business's figure the app's whole statement, rendered with this
// server's placeholders (reference-sql.ts); a row becomes a figure, and an id not loaded 'New', as in the app.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shiftApplications } from '../../src/server/db/schema';
import {
  businessReliabilityFromRow,
  businessReliabilityOf,
  businessReliabilitySql,
  workerReliabilityFromRow,
} from '../../src/server/trust/load-reliability';
import { workerBookingOutcomeSql } from '../../src/server/trust/reliability-booking-sql';
import { RELIABILITY } from '../../src/shared/constants';
import {
  type BusinessReliability,
  reliabilityWindowStart,
  type WorkerReliability,
} from '../../src/shared/domain/reliability';
import { type RatingSummary, ratingSummary } from '../../src/shared/schemas/responses/ratings';
import type { Row } from './reference-dto';
import { sqlText } from './reference-sql';

/** A statement and its values; with a `name`, a named prepared statement, where the app runs one (executeNamed). */
export type Query = (text: string, values: unknown[], name?: string) => Promise<Row[]>;

/** How long after its shift's start a booking may still end (load-reliability.ts). */
const SHIFT_END_MARGIN_MS = 30 * 24 * 60 * 60 * 1000;
const LAST = RELIABILITY.lastBookings;

const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** Which bookings count for a worker and as what: the app's own fragment, as text. */
const WORKER_OUTCOME = sqlText(workerBookingOutcomeSql(alias(shiftApplications, 'b')));

const WORKER_RELIABILITY_SQL = `
  WITH counted AS (
    SELECT sa.worker_id, sa.outcome,
      row_number() OVER (PARTITION BY sa.worker_id ORDER BY sa.event_at DESC, sa.id DESC) AS n
    FROM (
      SELECT b.id, b.worker_id, ${WORKER_OUTCOME} AS outcome,
        coalesce(b.completed_at, b.cancelled_at, (SELECT s.ends_at FROM shifts s WHERE s.id = b.shift_id)) AS event_at
      FROM shift_applications b
      WHERE b.worker_id = ANY($1::uuid[]) AND b.status IN ('completed', 'no_show', 'cancelled')
      OFFSET 0
    ) sa
    WHERE sa.outcome IS NOT NULL AND sa.event_at > $2::timestamptz AND sa.event_at <= $3::timestamptz)
  SELECT w.id,
    count(*) FILTER (WHERE c.outcome = 'completed') AS completed,
    count(*) FILTER (WHERE c.outcome = 'late') AS late,
    count(*) FILTER (WHERE c.outcome = 'very_late') AS very_late,
    count(*) FILTER (WHERE c.outcome = 'no_show') AS no_shows
  FROM unnest($1::uuid[]) AS w(id)
  LEFT JOIN counted c ON c.worker_id = w.id AND c.n <= ${LAST}
  GROUP BY w.id`;

/** Each worker's reliability (loadWorkerReliability): their newest bookings in the window, counted by the shared rule. */
export async function workerReliability(
  query: Query,
  workerIds: readonly string[],
  now: Date,
): Promise<Map<string, WorkerReliability>> {
  const result = new Map<string, WorkerReliability>();
  if (workerIds.length === 0) return result;
  // The app's two statement names: a plan kept for one worker is not reused for an applicants list.
  const name = workerIds.length > 20 ? 'ref_worker_reliability_many' : 'ref_worker_reliability_few';
  const rows = await query(
    WORKER_RELIABILITY_SQL,
    [distinct(workerIds), reliabilityWindowStart(now), now],
    name,
  );
  for (const row of rows) result.set(row.id, workerReliabilityFromRow(row));
  return result;
}

/** The app's own statement (businessReliabilitySql), with this server's placeholders. */
const BUSINESS_RELIABILITY_SQL = sqlText(
  businessReliabilitySql({
    managerIds: sql.raw('$1::uuid[]'),
    shiftsFrom: sql.raw('$2::timestamptz'),
    since: sql.raw('$3::timestamptz'),
    until: sql.raw('$4::timestamptz'),
    last: sql.raw(String(LAST)),
  }),
);

/** Each business's reliability (loadBusinessReliability), 'New' for one not loaded (businessReliabilityOf). */
export async function businessReliability(
  query: Query,
  managerIds: readonly string[],
  now: Date,
): Promise<(managerId: string) => BusinessReliability> {
  const loaded = new Map<string, BusinessReliability>();
  const since = reliabilityWindowStart(now);
  const rows = managerIds.length
    ? await query(BUSINESS_RELIABILITY_SQL, [
        distinct(managerIds),
        new Date(since.getTime() - SHIFT_END_MARGIN_MS),
        since,
        now,
      ])
    : [];
  for (const row of rows) loaded.set(row.id, businessReliabilityFromRow(row));
  return (id) => businessReliabilityOf(loaded, id);
}

/** The businesses' stored rating averages as summaries (loadBusinessRatings), none yet for one not found. */
export async function businessRatings(
  query: Query,
  managerIds: readonly string[],
): Promise<(managerId: string) => RatingSummary> {
  const rows = managerIds.length
    ? await query(
        'SELECT user_id, average_rating, rating_count FROM manager_accounts WHERE user_id = ANY($1::uuid[])',
        [distinct(managerIds)],
      )
    : [];
  const loaded = new Map(
    rows.map((r) => [r.user_id as string, ratingSummary(r.average_rating, r.rating_count)]),
  );
  return (id) => loaded.get(id) ?? ratingSummary(null, 0);
}

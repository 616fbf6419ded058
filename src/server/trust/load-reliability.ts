// Both sides' reliability for many users at once (docs/product/trust.md, "Reliability"), read from
// the recorded events in one SQL round trip per call. The formula is src/shared/domain/reliability.ts; this selects
// the bookings that count exactly as its countedBookings does (window, newest 20, excused and upheld left out).
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RELIABILITY } from '../../shared/constants';
import {
  type BusinessReliability,
  businessReliabilityFromCounts,
  reliabilityWindowStart,
  type WorkerReliability,
  workerReliabilityFromCounts,
} from '../../shared/domain/reliability';
import { isUuid } from '../../shared/uuid';
import type { Db } from '../db/client';
import { executeNamed } from '../db/named-statement';
import { rowsOf } from '../db/rows';
import { shiftApplications } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { businessBookingCountsSql, workerBookingOutcomeSql } from './reliability-booking-sql';

export type { BusinessReliability, WorkerReliability };

/**
 * When a booking's event happened: its completion, its cancellation or no-show decision, else the shift's end
 * (bookings completed before completed_at existed). `sa` is shift_applications, `s` its shift.
 */
export const BOOKING_EVENT_AT = sql.raw('coalesce(sa.completed_at, sa.cancelled_at, s.ends_at)');

/** The ids as one uuid[] parameter (a single bind value, whatever the count); anything not a uuid is left out. */
function idArray(ids: readonly string[]): SQL {
  const valid = [...new Set(ids.filter(isUuid))];
  return sql`string_to_array(${valid.join(',')}, ',')::uuid[]`;
}

function windowBounds(now: Date) {
  return {
    since: sql`${reliabilityWindowStart(now).toISOString()}::timestamptz`,
    until: sql`${now.toISOString()}::timestamptz`,
  };
}

/** The bookings as the two queries below name them: `b` for a worker's, `sa` (on its shift `s`) for a business's. */
const BOOKING = alias(shiftApplications, 'b');
const ENDED_BOOKING = alias(shiftApplications, 'sa');
const shiftManager = sql.raw('s.manager_id');

/** How long after its shift's start a booking may still end (be completed: timesheet approval, disputes). */
const SHIFT_END_MARGIN_MS = 30 * 24 * 60 * 60 * 1000;

const int = (value: unknown): number => Number(value ?? 0);

/** The distinct valid ids loadWorkerReliability reads (its statement's name depends on how many). */
const validIds = (ids: readonly string[]) => [...new Set(ids.filter(isUuid))];

/**
 * The worker ids as SQL: one id as a one-element array, so that PostgreSQL plans its statement (a named one, planned
 * once per connection) for one worker, not for the ten rows it assumes of an array parameter; else idArray.
 */
function workerIdArray(ids: readonly string[]): SQL {
  const valid = validIds(ids);
  return valid.length === 1 ? sql`array[${valid[0]}::uuid]` : idArray(valid);
}

/** The query of loadWorkerReliability (exported for EXPLAIN in tests and the benchmark). */
export function workerReliabilityQuery(workerIds: readonly string[], now: Date): SQL {
  const { since, until } = windowBounds(now);
  const ids = workerIdArray(workerIds);
  // One pass over the workers' applications (shift_applications_worker_idx, worker_id = any), numbered per worker
  // newest first; a lateral subquery per worker costs more to plan and to run on 500 ids. Which bookings count, and
  // as what, is workerBookingOutcomeSql (the training and the bench's reference server use it too).
  return sql`
    with counted as (
      select sa.worker_id, sa.outcome,
        row_number() over (partition by sa.worker_id order by sa.event_at desc, sa.id desc) as n
      from (
        -- BOOKING_EVENT_AT, reading the shift's end only for a booking with neither time (COALESCE stops at the
        -- first non-null): no join with every shift to rank a few hundred workers' bookings. OFFSET 0 keeps the
        -- outcome computed once per booking (not again in a pushed-down filter).
        select b.id, b.worker_id, ${workerBookingOutcomeSql(BOOKING)} as outcome, coalesce(b.completed_at,
          b.cancelled_at, (select s.ends_at from shifts s where s.id = b.shift_id)) as event_at
        from shift_applications b
        where b.worker_id = any(${ids}) and b.status in ('completed', 'no_show', 'cancelled')
        offset 0
      ) sa
      where sa.outcome is not null and sa.event_at > ${since} and sa.event_at <= ${until})
    select w.id as id,
      count(*) filter (where c.outcome = 'completed') as completed,
      count(*) filter (where c.outcome = 'late') as late,
      count(*) filter (where c.outcome = 'very_late') as very_late,
      count(*) filter (where c.outcome = 'no_show') as no_shows
    from unnest(${ids}) as w(id)
    left join counted c on c.worker_id = w.id and c.n <= ${RELIABILITY.lastBookings}
    group by w.id`;
}

/**
 * Each worker's figure from their newest RELIABILITY.lastBookings bookings in the window: completed, no-show, or a
 * late / very late cancellation by the worker (an emergency excuse records 'none'); a mark with an upheld appeal is
 * no booking. Uses shift_applications_worker_idx per worker; workers without bookings are 'New'.
 */
export async function loadWorkerReliability(
  db: Db | Tx,
  workerIds: string[],
  now: Date,
): Promise<Map<string, WorkerReliability>> {
  const result = new Map<string, WorkerReliability>();
  if (workerIds.length === 0) return result;
  // Three names, so a plan kept for one worker (a profile) is not reused for hundreds (an applicants list); one worker
  // has a text of its own (workerIdArray).
  const count = validIds(workerIds).length;
  const name =
    count === 1
      ? 'tb_worker_reliability_one'
      : count > 20
        ? 'tb_worker_reliability_many'
        : 'tb_worker_reliability_few';
  const rows = rowsOf(await executeNamed(db, name, workerReliabilityQuery(workerIds, now)));
  for (const row of rows) result.set(String(row.id), workerReliabilityFromRow(row));
  return result;
}

/** One row of workerReliabilityQuery as the figure (also read from a statement that embeds the query). */
export function workerReliabilityFromRow(row: Record<string, unknown>): WorkerReliability {
  return workerReliabilityFromCounts({
    completed: int(row.completed),
    late: int(row.late),
    veryLate: int(row.very_late),
    noShows: int(row.no_shows),
  });
}

/** The query of loadBusinessReliability (exported for EXPLAIN in tests). */
export function businessReliabilityQuery(managerIds: readonly string[], now: Date): SQL {
  const { since, until } = windowBounds(now);
  return businessReliabilitySql({
    managerIds: idArray(managerIds),
    shiftsFrom: sql`${new Date(reliabilityWindowStart(now).getTime() - SHIFT_END_MARGIN_MS).toISOString()}::timestamptz`,
    since,
    until,
    last: sql`${RELIABILITY.lastBookings}`,
  });
}

type BusinessReliabilityParts = { managerIds: SQL; shiftsFrom: SQL; since: SQL; until: SQL; last: SQL };

/**
 * businessReliabilityQuery's statement from its values: the managers' uuid[], the earliest shift start read, the
 * window's bounds and how many of the newest count (the benchmark's reference server fills in placeholders of its own).
 */
export function businessReliabilitySql({
  managerIds,
  shiftsFrom,
  since,
  until,
  last,
}: BusinessReliabilityParts): SQL {
  return sql`
    select m.id as id, b.bookings, b.late, t.median_hours, t.approvals
    from unnest(${managerIds}) as m(id)
    cross join lateral (
      select count(*) as bookings, count(*) filter (where x.late) as late
      from (
        select (sa.status = 'cancelled' and sa.cancellation_consequence = 'business_late') as late
        from shifts s
        join shift_applications sa on sa.shift_id = s.id
        where s.manager_id = m.id
          -- Only shifts that can have ended in the window (shifts_manager_start_idx): a booking ends by its shift's
          -- start (a cancellation) or within days after it (a no-show, a completion); older history is not read.
          and s.starts_at > ${shiftsFrom}
          and ${businessBookingCountsSql(ENDED_BOOKING, shiftManager)}
          and ${BOOKING_EVENT_AT} > ${since} and ${BOOKING_EVENT_AT} <= ${until}
        order by ${BOOKING_EVENT_AT} desc, sa.id desc
        limit ${last}
      ) x
    ) b
    cross join lateral (
      select percentile_cont(0.5) within group (order by y.hours) as median_hours, count(*) as approvals
      from (
        select extract(epoch from (ts.approved_at - ts.submitted_at)) / 3600.0 as hours
        from timesheets ts
        where ts.manager_id = m.id and ts.submitted_at is not null and ts.approved_at is not null
          and ts.approved_at > ${since} and ts.approved_at <= ${until}
        order by ts.approved_at desc, ts.id desc
        limit ${last}
      ) y
    ) t`;
}

/**
 * Each business's (manager's) figure: of its newest RELIABILITY.lastBookings bookings in the window (completed,
 * no-show or cancelled, on its shifts), the share it did not cancel late ('business_late'; a mark the manager appealed
 * successfully is no booking); and the median hours from submission to approval of its newest
 * RELIABILITY.lastBookings timesheets approved in the window, by the manager or automatically.
 */
export async function loadBusinessReliability(
  db: Db | Tx,
  managerIds: string[],
  now: Date,
): Promise<Map<string, BusinessReliability>> {
  const result = new Map<string, BusinessReliability>();
  if (managerIds.length === 0) return result;
  const rows = rowsOf(await db.execute(businessReliabilityQuery(managerIds, now)));
  for (const row of rows) result.set(String(row.id), businessReliabilityFromRow(row));
  return result;
}

/** One row of businessReliabilityQuery as the figure (also read from the reference server's statement). */
export function businessReliabilityFromRow(row: Record<string, unknown>): BusinessReliability {
  const approvals = int(row.approvals);
  return businessReliabilityFromCounts({
    bookings: int(row.bookings),
    lateCancellations: int(row.late),
    medianApprovalHours:
      approvals < RELIABILITY.newUntil || row.median_hours == null ? null : Number(row.median_hours),
    approvalsCounted: approvals,
  });
}

/** A loaded figure, or 'New' for an id the loader was not asked about (it answers every uuid it is given). */
export const workerReliabilityOf = (loaded: Map<string, WorkerReliability>, id: string): WorkerReliability =>
  loaded.get(id) ?? workerReliabilityFromCounts({ completed: 0, late: 0, veryLate: 0, noShows: 0 });

export const businessReliabilityOf = (
  loaded: Map<string, BusinessReliability>,
  id: string,
): BusinessReliability =>
  loaded.get(id) ??
  businessReliabilityFromCounts({
    bookings: 0,
    lateCancellations: 0,
    medianApprovalHours: null,
    approvalsCounted: 0,
  });

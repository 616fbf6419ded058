// The facts behind match scores (docs/decisions/018-match-score.md, "Features"), loaded in batches: one shift × its
// applicants (the manager's list) or one worker × a page of shifts (the worker's list). Two queries run side by side:
// the profiles with their history aggregates, and RELIABILITY's figures; the model comes from its minute cache.
import { type SQL, sql } from 'drizzle-orm';
import type { MatchFacts } from '../../shared/domain/match-score';
import { isUuid } from '../../shared/uuid';
import type { Db } from '../db/client';
import { executeNamed } from '../db/named-statement';
import { rowsOf } from '../db/rows';
import {
  loadWorkerReliability,
  workerReliabilityFromRow,
  workerReliabilityQuery,
} from '../trust/load-reliability';
import { blockedWithWorkerSql } from '../trust/visibility-sql';
import { workedHereCountsSql } from './worked-here-sql';

/** Reliability figures by worker id (loadWorkerReliability's answer). */
export type ReliabilityById = Map<string, { figure: number | null }>;

/** The shift's side of the facts. */
export type MatchShift = { managerId: string; positionTitle: string; requirements: string | null };
/** The worker's own facts: the same for every shift. */
export type WorkerOwnFacts = Omit<
  MatchFacts,
  'positionTitle' | 'requirements' | 'completedHere' | 'favourite'
> & {
  vetted: boolean;
};

type Row = Record<string, unknown>;
const num = (value: unknown): number | null => (value == null ? null : Number(value));

/** The platform's mean live worker rating (the shrinkage prior), weighted by count; null before any rating. */
const PLATFORM_RATING_SQL = sql.raw(
  '(select sum(p.average_rating * p.rating_count) / nullif(sum(p.rating_count), 0) from talent_profiles p where p.rating_count > 0)',
);

/**
 * Median minutes from an offer to its acceptance, over the worker's accepted offers (uses
 * shift_applications_answers_idx, migration 0018).
 */
const MEDIAN_ANSWER_SQL =
  sql.raw(`(select percentile_cont(0.5) within group (order by extract(epoch from (h.accepted_at - h.selected_at)) / 60.0)
  from shift_applications h
  where h.worker_id = tp.user_id and h.accepted_at is not null and h.selected_at is not null and h.accepted_at >= h.selected_at)`);

function idArray(ids: readonly string[]): SQL {
  return sql`string_to_array(${[...new Set(ids.filter(isUuid))].join(',')}, ',')::uuid[]`;
}

/** A worker's own facts from one row of the facts query (the bench's reference server reads the same row). */
export function ownFacts(row: Row, reliability: number | null): WorkerOwnFacts {
  const platform = num(row.platform_rating);
  return {
    skills: (row.skills as string[] | null) ?? [],
    years: (row.years as string | null) ?? null,
    ratingAverage: num(row.average_rating),
    ratingCount: Number(row.rating_count ?? 0),
    ...(platform === null ? {} : { platformRating: platform }),
    reliability,
    medianAnswerMinutes: num(row.median_answer),
    completedShifts: Number(row.shifts_completed ?? 0),
    vetted: row.approved === true,
  };
}

/**
 * The manager's applicants: each worker's facts for this shift (completed shifts with this manager, favourite of
 * this manager). Workers without a talent profile get none (they are scored as a blank newcomer by the caller).
 */
export async function loadApplicantMatchFacts(
  db: Db,
  shift: MatchShift,
  workerIds: string[],
  now: Date,
  loaded?: Promise<ReliabilityById>,
): Promise<Map<string, MatchFacts & { vetted: boolean }>> {
  const facts = new Map<string, MatchFacts & { vetted: boolean }>();
  if (workerIds.length === 0) return facts;
  const manager = sql`${shift.managerId}::uuid`;
  const [result, reliability] = await Promise.all([
    executeNamed(
      db,
      'tb_applicant_match_facts',
      sql`
      select tp.user_id, tp.skills, tp.years, tp.average_rating, tp.rating_count, tp.shifts_completed, tp.approved,
        ${MEDIAN_ANSWER_SQL} as median_answer, ${PLATFORM_RATING_SQL} as platform_rating,
        coalesce(here.n, 0) as completed_here,
        exists (select 1 from favourites f where f.manager_id = ${manager} and f.worker_id = tp.user_id) as favourite
      from talent_profiles tp
      -- Completed bookings per worker on this manager's shifts, counted once for all (shifts_manager_idx).
      left join ${workedHereCountsSql({ managerId: manager })} here on here.worker_id = tp.user_id
      where tp.user_id = any(${idArray(workerIds)})`,
    ),
    loaded ?? loadWorkerReliability(db, workerIds, now),
  ]);
  for (const row of rowsOf(result)) {
    const id = String(row.user_id);
    facts.set(id, {
      ...ownFacts(row, reliability.get(id)?.figure ?? null),
      positionTitle: shift.positionTitle,
      requirements: shift.requirements,
      completedHere: Number(row.completed_here ?? 0),
      favourite: row.favourite === true,
    });
  }
  return facts;
}

/** One worker's own facts (the open-shifts list adds each shift's side); null without a talent profile. */
export async function loadWorkerOwnFacts(
  db: Db,
  workerId: string,
  now: Date,
): Promise<WorkerOwnFacts | null> {
  const [result, reliability] = await Promise.all([
    db.execute(sql`
      select tp.user_id, tp.skills, tp.years, tp.average_rating, tp.rating_count, tp.shifts_completed, tp.approved,
        ${MEDIAN_ANSWER_SQL} as median_answer, ${PLATFORM_RATING_SQL} as platform_rating
      from talent_profiles tp
      where tp.user_id = ${workerId}::uuid`),
    loadWorkerReliability(db, [workerId], now),
  ]);
  const [row] = rowsOf(result);
  return row ? ownFacts(row, reliability.get(workerId)?.figure ?? null) : null;
}

/** One worker's facts for ranking every open shift in memory ('Best match', best-match-from-snapshot.ts). */
export type WorkerListFacts = {
  own: WorkerOwnFacts;
  /** Completed bookings per manager. */
  completedWith: Map<string, number>;
  /** Managers who starred the worker. */
  starredBy: Set<string>;
  /** Users blocked either way with the worker (blockedWithWorkerSql). */
  blockedWith: Set<string>;
};

/** loadWorkerOwnFacts plus the per-manager facts and the blocks, in one statement with the reliability's counts. */
export async function loadWorkerListFacts(
  db: Db,
  workerId: string,
  now: Date,
): Promise<WorkerListFacts | null> {
  const { worked, starred } = managerFactsSql(workerId);
  // A named statement: parsed and planned once per connection on PostgreSQL (its planning cost more than its run).
  const result = await executeNamed(
    db,
    'tb_worker_list_facts',
    sql`
    select tp.user_id, tp.skills, tp.years, tp.average_rating, tp.rating_count, tp.shifts_completed, tp.approved,
      ${MEDIAN_ANSWER_SQL} as median_answer, ${PLATFORM_RATING_SQL} as platform_rating,
      (select coalesce(json_agg(json_build_array(w.manager_id, w.n)), '[]') from ${worked} w) as worked,
      (select coalesce(json_agg(f.manager_id), '[]') from ${starred} f) as starred,
      (select coalesce(json_agg(b.id), '[]') from ${blockedWithWorkerSql(workerId)} b) as blocked,
      (select row_to_json(r) from (${workerReliabilityQuery([workerId], now)}) r) as reliability
    from talent_profiles tp
    where tp.user_id = ${workerId}::uuid`,
  );
  const [row] = rowsOf(result);
  if (!row) return null;
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const pairs = json<[string, number][]>(row.worked);
  return {
    own: ownFacts(row, workerReliabilityFromRow(json<Record<string, unknown>>(row.reliability)).figure),
    completedWith: new Map(pairs.map(([manager, n]) => [manager, Number(n)])),
    starredBy: new Set(json<string[]>(row.starred)),
    blockedWith: new Set(json<string[]>(row.blocked)),
  };
}

/**
 * A worker's completed shifts per manager (workedHereCountsSql: manager_id, n) and the managers who starred them
 * (manager_id): the per-shift facts of the worker's list.
 */
export function managerFactsSql(workerId: string): { worked: SQL; starred: SQL } {
  const worker = sql`${workerId}::uuid`;
  return {
    worked: workedHereCountsSql({ workerId: worker }),
    starred: sql`(select f.manager_id from favourites f where f.worker_id = ${worker})`,
  };
}

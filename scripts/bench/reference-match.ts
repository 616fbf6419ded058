// The reference server's match scores (docs/decisions/018-match-score.md): the facts read with its own plain SQL on
// `pg` as the app reads them (src/server/match/load-match-facts.ts, open-shift-matches.ts,
// match-model.ts), then scored and ranked by the app's pure rules (src/shared/domain/match-score.ts,
// match-ranking.ts), so the rules themselves are not copied here; the bookings workedHere counts are the app's SQL
// fragment (reference-sql.ts), and a row becomes a worker's facts, or a blank newcomer's, as in the app (ownFacts,
// blankFacts).
import { sql } from 'drizzle-orm';
import { type WorkerOwnFacts as OwnFacts, ownFacts } from '../../src/server/match/load-match-facts';
import { blankFacts } from '../../src/server/match/rank-applicants';
import { workedHereCountsSql } from '../../src/server/match/worked-here-sql';
import { rankBestMatch, withNewcomerReason } from '../../src/shared/domain/match-ranking';
import {
  DEFAULT_MATCH_WEIGHTS,
  isNewcomer,
  MATCH_FEATURE_NAMES,
  type MatchFacts,
  type MatchFeatureName,
  type MatchWeights,
  matchFeatures,
  matchLogit,
  scoreMatch,
} from '../../src/shared/domain/match-score';
import { sqlText } from './reference-sql';
import { type Query, workerReliability } from './reference-trust';

/** As long as the app keeps the model it read (match-model.ts, MATCH_MODEL_CACHE_MS). */
const MODEL_CACHE_MS = 60_000;
let cachedModel: { readAt: number; value: Promise<MatchWeights> } | null = null;

/** The latest stored weights, or the defaults before any training (or when one is missing): currentMatchModel. */
export function matchModel(query: Query): Promise<MatchWeights> {
  if (cachedModel && Date.now() - cachedModel.readAt < MODEL_CACHE_MS) return cachedModel.value;
  const value = query(
    'SELECT weights FROM match_models ORDER BY trained_at DESC, created_at DESC LIMIT 1',
    [],
  ).then(([row]) => {
    const stored = (row?.weights ?? {}) as Record<string, unknown>;
    const finite = (key: string) =>
      typeof stored[key] === 'number' && Number.isFinite(stored[key]) ? (stored[key] as number) : null;
    const weights = Object.fromEntries(MATCH_FEATURE_NAMES.map((name) => [name, finite(name)]));
    const bias = finite('bias');
    return bias === null || Object.values(weights).some((w) => w === null)
      ? DEFAULT_MATCH_WEIGHTS
      : { bias, weights: weights as Record<MatchFeatureName, number> };
  });
  cachedModel = { readAt: Date.now(), value };
  value.catch(() => {
    cachedModel = null;
  });
  return value;
}

/** The $1 worker's completed shifts per manager, and per worker on the $1 manager's shifts (the app's fragment). */
const WORKED_HERE_BY_MANAGER = sqlText(workedHereCountsSql({ workerId: sql.raw('$1::uuid') }));
const WORKED_HERE_BY_WORKER = sqlText(workedHereCountsSql({ managerId: sql.raw('$1::uuid') }));

const MEDIAN_ANSWER_SQL = `(SELECT percentile_cont(0.5) WITHIN GROUP
    (ORDER BY extract(epoch FROM (h.accepted_at - h.selected_at)) / 60.0)
  FROM shift_applications h
  WHERE h.worker_id = tp.user_id AND h.accepted_at IS NOT NULL AND h.selected_at IS NOT NULL
    AND h.accepted_at >= h.selected_at)`;
const PLATFORM_RATING_SQL = `(SELECT sum(p.average_rating * p.rating_count) / nullif(sum(p.rating_count), 0)
  FROM talent_profiles p WHERE p.rating_count > 0)`;
const PROFILE_COLUMNS = `tp.user_id, tp.skills, tp.years, tp.average_rating, tp.rating_count, tp.shifts_completed,
  tp.approved, ${MEDIAN_ANSWER_SQL} AS median_answer, ${PLATFORM_RATING_SQL} AS platform_rating`;

/** A worker's own facts (loadWorkerOwnFacts); null without a talent profile. */
export async function workerOwnFacts(query: Query, workerId: string, now: Date): Promise<OwnFacts | null> {
  const [[row], reliability] = await Promise.all([
    query(`SELECT ${PROFILE_COLUMNS} FROM talent_profiles tp WHERE tp.user_id = $1::uuid`, [workerId]),
    workerReliability(query, [workerId], now),
  ]);
  return row ? ownFacts(row, reliability.get(workerId)?.figure ?? null) : null;
}

/** Each shift's side for one worker (loadShiftSides): completed shifts with its manager, the manager's star. */
async function shiftSides(query: Query, workerId: string, shiftIds: string[]) {
  if (shiftIds.length === 0) return new Map<string, { completedHere: number; favourite: boolean }>();
  const rows = await query(
    `SELECT s.id, coalesce(w.n, 0) AS completed_here, (f.manager_id IS NOT NULL) AS favourite
     FROM shifts s
     LEFT JOIN ${WORKED_HERE_BY_MANAGER} w ON w.manager_id = s.manager_id
     LEFT JOIN (SELECT f.manager_id FROM favourites f WHERE f.worker_id = $1::uuid) f ON f.manager_id = s.manager_id
     WHERE s.id = ANY($2::uuid[])`,
    [workerId, shiftIds],
  );
  return new Map(
    rows.map((r) => [
      r.id as string,
      { completedHere: Number(r.completed_here ?? 0), favourite: r.favourite === true },
    ]),
  );
}

type ListedShift = { id: string; positionTitle: string; requirements: string | null };

/** Each shift's `match` for this worker (withOpenShiftMatches), by shift id; none for a shift gone meanwhile. */
export async function openShiftMatches(
  query: Query,
  workerId: string,
  own: OwnFacts,
  shifts: ListedShift[],
): Promise<Map<string, { score: number; reasons: string[] }>> {
  const [sides, model] = await Promise.all([
    shiftSides(
      query,
      workerId,
      shifts.map((s) => s.id),
    ),
    matchModel(query),
  ]);
  const matches = new Map<string, { score: number; reasons: string[] }>();
  for (const shift of shifts) {
    const side = sides.get(shift.id);
    if (side)
      matches.set(
        shift.id,
        scoreMatch(
          { ...own, ...side, positionTitle: shift.positionTitle, requirements: shift.requirements },
          model,
          'worker',
        ),
      );
  }
  return matches;
}

type MatchShift = { managerId: string; positionTitle: string; requirements: string | null };
type Applicant = { id: string; workerId: string; appliedAt: Date; status: string };
type Reliability = Promise<Map<string, { figure: number | null }>>;
export type ApplicantMatch = { score: number; reasons: string[]; newcomer: boolean };

/** The applicants' facts for this shift (loadApplicantMatchFacts); workers without a profile get none. */
async function applicantFacts(query: Query, shift: MatchShift, workerIds: string[], loading: Reliability) {
  const facts = new Map<string, MatchFacts & { vetted: boolean }>();
  if (workerIds.length === 0) return facts;
  const [rows, reliability] = await Promise.all([
    query(
      `SELECT ${PROFILE_COLUMNS}, coalesce(here.n, 0) AS completed_here,
       EXISTS (SELECT 1 FROM favourites f WHERE f.manager_id = $1::uuid AND f.worker_id = tp.user_id) AS favourite
     FROM talent_profiles tp
     LEFT JOIN ${WORKED_HERE_BY_WORKER} here ON here.worker_id = tp.user_id
     WHERE tp.user_id = ANY($2::uuid[])`,
      [shift.managerId, [...new Set(workerIds)]],
      'ref_applicant_match_facts',
    ),
    loading,
  ]);
  for (const row of rows)
    facts.set(row.user_id, {
      ...ownFacts(row, reliability.get(row.user_id)?.figure ?? null),
      positionTitle: shift.positionTitle,
      requirements: shift.requirements,
      completedHere: Number(row.completed_here ?? 0),
      favourite: row.favourite === true,
    });
  return facts;
}

/**
 * The applicants with their `match`, 'Best match' first or newest first (rankApplicants): a worker without a
 * profile is scored as a blank newcomer; only a vetted newcomer still 'interested' may take the newcomer place.
 */
export async function rankedApplicants<T extends Applicant>(
  query: Query,
  shift: MatchShift,
  rows: T[],
  sort: 'best' | 'newest',
  /** The applicants' reliability, loaded by the caller (the list shows it too). */
  reliability: Reliability,
): Promise<(T & { match: ApplicantMatch })[]> {
  const [facts, model] = await Promise.all([
    applicantFacts(
      query,
      shift,
      rows.map((r) => r.workerId),
      reliability,
    ),
    matchModel(query),
  ]);
  const blank = blankFacts(shift);
  const scored = rows.map((row) => {
    const pair = facts.get(row.workerId) ?? blank;
    return {
      row,
      ...scoreMatch(pair, model, 'manager'),
      id: row.id,
      logit: matchLogit(matchFeatures(pair), model),
      appliedAt: row.appliedAt.toISOString(),
      newcomerEligible: pair.vetted && isNewcomer(pair) && row.status === 'interested',
    };
  });
  const { ranked, featuredId } = rankBestMatch(scored);
  return (sort === 'best' ? ranked : scored).map(({ row, score, reasons }) => {
    const newcomer = row.id === featuredId;
    return { ...row, match: { score, reasons: newcomer ? withNewcomerReason(reasons) : reasons, newcomer } };
  });
}

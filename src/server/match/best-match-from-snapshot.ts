// 'Best match' ranked in memory (docs/decisions/018-match-score.md, "Sorting"): the worker's facts in one statement,
// the per-shift part of the sum over the open-shifts snapshot in a loop, the page kept by a bounded insertion, then
// the page's rows through the listing's own path. Same order, sum and cursor as the SQL version
// (list-best-match-shifts.ts), which still serves when there is no snapshot.
import { SKILL_OPTIONS } from '../../shared/constants';
import { type MatchWeights, workedHereFeature } from '../../shared/domain/match-score';
import type { OpenShiftsPageDto } from '../../shared/marketplace/types';
import type { AppContext } from '../context';
import { encodeCursor } from '../lib/keyset-cursor';
import { listOpenShifts } from '../open-shifts/list-open-shifts';
import { shiftVisibleToWorker } from '../trust/visibility-sql';
import { decodeBestCursor } from './list-best-match-shifts';
import { loadWorkerListFacts, type WorkerListFacts } from './load-match-facts';
import { currentMatchModel } from './match-model';
import { shiftSidesFromFacts, withOpenShiftMatches } from './open-shift-matches';
import type { OpenShiftsSnapshot, SnapshotShift } from './open-shifts-snapshot';

type Ranked = { shift: SnapshotShift; micro: number };
type After = { micro: number; at: number; id: string };

const bitCount = (bits: number) => {
  let n = 0;
  for (let b = bits; b; b &= b - 1) n++;
  return n;
};

/** The worker's skills as a SKILL_OPTIONS bitmask; null if one is not in the list (the SQL order handles that). */
export function workerSkillMask(skills: readonly string[]): number | null {
  let mask = 0;
  for (const skill of skills) {
    const i = SKILL_OPTIONS.indexOf(skill as never);
    if (i < 0) return null;
    mask |= 1 << i;
  }
  return mask;
}

/**
 * The per-shift sum in millionths, computed as the SQL does: the skills feature exact in tenths, the same float
 * products added in the same order, then rounded as PostgreSQL rounds float8::numeric to 6 places (15 digits first).
 */
export function bestMatchMicros(
  shift: Pick<SnapshotShift, 'titleMask' | 'anyMask' | 'managerId'>,
  skillMask: number,
  facts: Pick<WorkerListFacts, 'completedWith' | 'starredBy'>,
  model: MatchWeights,
): number {
  const tenths = Math.min(
    10,
    (shift.titleMask & skillMask ? 6 : 0) + 2 * bitCount(shift.anyMask & skillMask),
  );
  const n = facts.completedWith.get(shift.managerId) ?? 0;
  const w = model.weights;
  const sum =
    w.skills * (tenths / 10) +
    w.workedHere * workedHereFeature(n) +
    w.favourite * (facts.starredBy.has(shift.managerId) ? 1 : 0);
  return Math.round(Number(sum.toPrecision(15)) * 1e6);
}

/** a before b in the list: higher sum, then sooner, then smaller id. */
const before = (a: Ranked, b: Ranked) =>
  a.micro !== b.micro
    ? a.micro > b.micro
    : a.shift.startsAt !== b.shift.startsAt
      ? a.shift.startsAt < b.shift.startsAt
      : a.shift.id < b.shift.id;

/** The first `take` visible shifts after the cursor, in list order. */
export function rankSnapshot(
  snapshot: OpenShiftsSnapshot,
  facts: WorkerListFacts,
  skillMask: number,
  model: MatchWeights,
  now: Date,
  after: After | null,
  take: number,
): Ranked[] {
  const { shifts, managers } = snapshot;
  const nowMs = now.getTime();
  // Per manager, once: may the worker see its shifts outside and inside a running 'Favourites first' window (by the
  // one rule, shiftVisibleToWorker), and its part of the memo key (star, completions with it).
  const visible = new Uint8Array(managers.length);
  const visibleInWindow = new Uint8Array(managers.length);
  const managerKey = new Float64Array(managers.length);
  managers.forEach((managerId, m) => {
    visible[m] = shiftVisibleToWorker({ managerId, favouritesFirstUntil: null }, facts, now) ? 1 : 0;
    visibleInWindow[m] = shiftVisibleToWorker({ managerId, favouritesFirstUntil: nowMs + 1 }, facts, now)
      ? 1
      : 0;
    managerKey[m] =
      64 * (facts.starredBy.has(managerId) ? 1 : 0) + 128 * (facts.completedWith.get(managerId) ?? 0);
  });
  const top: Ranked[] = [];
  // The sum takes few distinct values (skill matches × star × completions with the manager): computed once each.
  const memo = new Map<number, number>();
  for (let i = snapshot.from; i < shifts.length; i++) {
    const shift = shifts[i]!;
    const m = shift.manager;
    const windowRunning = shift.favouritesFirstUntil !== null && shift.favouritesFirstUntil > nowMs;
    if (!(windowRunning ? visibleInWindow[m] : visible[m])) continue;
    const memoKey =
      ((shift.titleMask & skillMask) !== 0 ? 1 : 0) +
      2 * bitCount(shift.anyMask & skillMask) +
      managerKey[m]!;
    let micro = memo.get(memoKey);
    if (micro === undefined) {
      micro = bestMatchMicros(shift, skillMask, facts, model);
      memo.set(memoKey, micro);
    }
    // Not after the cursor: a higher sum, or the same sum and not later in (start, id).
    if (
      after &&
      (micro > after.micro ||
        (micro === after.micro &&
          (shift.startsAt < after.at || (shift.startsAt === after.at && shift.id <= after.id))))
    )
      continue;
    // The shifts come soonest first, so with the page full a sum no higher than its last one's comes after it.
    if (top.length === take && micro <= top[take - 1]!.micro) continue;
    const row = { shift, micro };
    let at = top.length;
    while (at > 0 && before(row, top[at - 1]!)) at--;
    top.splice(at, 0, row);
    if (top.length > take) top.pop();
  }
  return top;
}

/** One 'Best match' page from the snapshot; null when the SQL order must answer (a skill outside the list). */
export async function bestMatchFromSnapshot(
  ctx: AppContext,
  workerId: string,
  snapshot: OpenShiftsSnapshot,
  query: { cursor?: string; limit: number },
): Promise<OpenShiftsPageDto | null> {
  const decoded = query.cursor ? decodeBestCursor(query.cursor) : null;
  const [facts, { model }] = await Promise.all([
    loadWorkerListFacts(ctx.db, workerId, ctx.now()),
    currentMatchModel(ctx.db),
  ]);
  const skillMask = facts && workerSkillMask(facts.own.skills);
  if (!facts || skillMask === null) return null;
  const after = decoded && {
    micro: Math.round(Number(decoded.key) * 1e6),
    at: decoded.at.getTime(),
    id: decoded.id,
  };
  const rows = rankSnapshot(snapshot, facts, skillMask, model, ctx.now(), after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? `${(last.micro / 1e6).toFixed(6)}~${encodeCursor({ at: new Date(last.shift.startsAt), id: last.shift.id })}`
      : null;
  if (page.length === 0) return { shifts: [], nextCursor };
  const ids = page.map((row) => row.shift.id);
  // The page's rows through the listing (its conditions again, every field other features add), in this order.
  const listed = await listOpenShifts(ctx, { viewerId: workerId, ids, limit: ids.length });
  const byId = new Map(listed.shifts.map((shift) => [shift.id, shift]));
  const sides = shiftSidesFromFacts(
    facts,
    page.map(({ shift }) => shift),
  );
  const shifts = ids.flatMap((id) => byId.get(id) ?? []);
  return withOpenShiftMatches(ctx, workerId, facts.own, model, { shifts, nextCursor }, sides);
}

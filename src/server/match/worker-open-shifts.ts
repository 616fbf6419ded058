// The signed-in worker's open shifts (docs/decisions/018-match-score.md, "Sorting"): 'Best match' by default,
// 'Soonest' on request; each shift with the worker's match. Anonymous callers keep the cached 'Soonest' list.
import type { OpenShiftFilters } from '../../shared/marketplace/open-shift-filters';
import type { OpenShiftsPageDto } from '../../shared/marketplace/types';
import type { OpenShiftsSort } from '../../shared/schemas/responses/matching';
import type { AppContext } from '../context';
import { listOpenShifts, OPEN_SHIFTS_PAGE_SIZE } from '../open-shifts/list-open-shifts';
import { bestMatchFromSnapshot } from './best-match-from-snapshot';
import { listBestMatchShiftIds } from './list-best-match-shifts';
import { loadWorkerListFacts, loadWorkerOwnFacts } from './load-match-facts';
import { currentMatchModel } from './match-model';
import { loadShiftSides, shiftSidesFromFacts, withOpenShiftMatches } from './open-shift-matches';
import { readOpenShiftsSnapshot } from './open-shifts-snapshot';

export type WorkerShiftsQuery = {
  cursor?: string;
  limit?: number;
  sort?: OpenShiftsSort;
  /** Set only when at least one filter is on; a filtered list is 'Soonest' (docs/product/shifts.md, "Filters"). */
  filters?: OpenShiftFilters;
};

export async function listOpenShiftsForWorker(
  ctx: AppContext,
  workerId: string,
  query: WorkerShiftsQuery,
): Promise<OpenShiftsPageDto> {
  const limit = query.limit ?? OPEN_SHIFTS_PAGE_SIZE;
  if (query.filters) query = { ...query, sort: 'soonest' };
  // 'Best match' ranked in memory over the open-shifts snapshot when there is one; else in SQL below.
  const snapshot = query.sort === 'soonest' ? null : await readOpenShiftsSnapshot(ctx);
  const fromSnapshot =
    snapshot && (await bestMatchFromSnapshot(ctx, workerId, snapshot, { cursor: query.cursor, limit }));
  if (fromSnapshot) return fromSnapshot;
  // 'Soonest': the page and the worker's facts (own and per manager, one statement) side by side; each shift's side
  // of the match comes from those facts, so the request waits for one round trip.
  if (query.sort === 'soonest') {
    const [facts, { model }, page] = await Promise.all([
      loadWorkerListFacts(ctx.db, workerId, ctx.now()),
      currentMatchModel(ctx.db),
      listOpenShifts(ctx, { viewerId: workerId, cursor: query.cursor, limit, filters: query.filters }),
    ]);
    // Without a talent profile there is nothing to match on: no scores.
    if (!facts) return page;
    // A signed-in worker's page names each shift's business: its manager's id.
    const sides = shiftSidesFromFacts(
      facts,
      page.shifts.map((shift) => ({ id: shift.id, managerId: shift.businessId ?? '' })),
    );
    return withOpenShiftMatches(ctx, workerId, facts.own, model, page, sides);
  }
  const [own, { model }] = await Promise.all([
    loadWorkerOwnFacts(ctx.db, workerId, ctx.now()),
    currentMatchModel(ctx.db),
  ]);
  // Without a talent profile there is nothing to match on: 'Soonest', without scores.
  if (!own) return listOpenShifts(ctx, { viewerId: workerId, cursor: query.cursor, limit });
  const { ids, nextCursor } = await listBestMatchShiftIds(ctx, {
    workerId,
    skills: own.skills,
    model,
    cursor: query.cursor,
    limit,
  });
  if (ids.length === 0) return { shifts: [], nextCursor };
  // The page's shifts as the list shows them (its own fields and the other features' additions), in this order.
  const [listed, sides] = await Promise.all([
    listOpenShifts(ctx, { viewerId: workerId, ids, limit: ids.length }),
    loadShiftSides(ctx, workerId, ids),
  ]);
  const byId = new Map(listed.shifts.map((shift) => [shift.id, shift]));
  const shifts = ids.flatMap((id) => byId.get(id) ?? []);
  return withOpenShiftMatches(ctx, workerId, own, model, { shifts, nextCursor }, sides);
}

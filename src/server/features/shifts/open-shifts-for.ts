import { activeFilterCount, type OpenShiftFilters } from '../../../shared/marketplace/open-shift-filters';
import type { OpenShiftsPageDto } from '../../../shared/marketplace/types';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { listOpenShiftsForWorker, type WorkerShiftsQuery } from '../../match/worker-open-shifts';
import { listOpenShifts } from '../../open-shifts/list-open-shifts';

type PageQuery = Omit<WorkerShiftsQuery, 'filters'> & OpenShiftFilters;

/**
 * The open-shifts page as the caller sees it (docs/decisions/007-open-shifts-cache.md). Signed-in callers get a
 * fresh page: a talent's carries their own applications, and a manager who just posted expects to see the shift.
 * Anonymous visitors all see the same pages, so theirs come from the cache as JSON text, one entry per
 * (limit, cursor); `serialize` is the route's own serializer, so a cached page keeps to the response schema.
 */
export async function openShiftsFor(
  ctx: AppContext,
  caller: SessionUser | null,
  query: PageQuery,
  serialize: (page: OpenShiftsPageDto) => string,
): Promise<{ page: OpenShiftsPageDto } | { json: string }> {
  const { cursor, limit, sort, ...rest } = query;
  const filters = activeFilterCount(rest) > 0 ? rest : undefined;
  // A talent's list is 'Best match' by default, with their match on each shift (docs/decisions/018-match-score.md).
  if (caller?.role === 'talent')
    return { page: await listOpenShiftsForWorker(ctx, caller.id, { cursor, limit, sort, filters }) };
  // Filtered pages are read fresh, never cached (docs/product/shifts.md, "Filters"): their combinations are too many
  // to share, and would push the unfiltered pages everyone reads out of the cache.
  if (caller || filters) return { page: await listOpenShifts(ctx, { cursor, limit, filters }) };
  // Anonymous: always 'Soonest', whatever `sort` says.
  const key = `${limit ?? ''}:${cursor ?? ''}`;
  return {
    json: await ctx.services.openShiftsCache.page(key, async () =>
      serialize(await listOpenShifts(ctx, { cursor, limit })),
    ),
  };
}

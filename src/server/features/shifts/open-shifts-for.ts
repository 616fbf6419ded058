import type { OpenShiftsPageDto } from '../../../shared/marketplace/types';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { listOpenShiftsForWorker, type WorkerShiftsQuery } from '../../match/worker-open-shifts';
import { listOpenShifts } from '../../open-shifts/list-open-shifts';

type PageQuery = WorkerShiftsQuery;

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
  // A talent's list is 'Best match' by default, with their match on each shift (docs/decisions/018-match-score.md).
  if (caller?.role === 'talent') return { page: await listOpenShiftsForWorker(ctx, caller.id, query) };
  const { cursor, limit } = query;
  if (caller) return { page: await listOpenShifts(ctx, { cursor, limit }) };
  // Anonymous: always 'Soonest', whatever `sort` says.
  const key = `${limit ?? ''}:${cursor ?? ''}`;
  return {
    json: await ctx.services.openShiftsCache.page(key, async () =>
      serialize(await listOpenShifts(ctx, { cursor, limit })),
    ),
  };
}

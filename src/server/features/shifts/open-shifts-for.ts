import type { OpenShiftsPageDto } from '../../../shared/marketplace/types';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { listOpenShifts } from './list-open-shifts';

type PageQuery = { cursor?: string; limit?: number };

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
  if (caller)
    return {
      page: await listOpenShifts(ctx, {
        viewerId: caller.role === 'talent' ? caller.id : undefined,
        ...query,
      }),
    };
  const key = `${query.limit ?? ''}:${query.cursor ?? ''}`;
  return {
    json: await ctx.services.openShiftsCache.page(key, async () =>
      serialize(await listOpenShifts(ctx, query)),
    ),
  };
}

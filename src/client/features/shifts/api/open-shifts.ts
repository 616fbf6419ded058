import { useInfiniteQuery } from '@tanstack/react-query';
import type { OpenShiftsPageDto } from '../../../../shared/marketplace/types';
import type { OpenShiftsSort } from '../../../../shared/schemas/responses/matching';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

/** `sort` only for a signed-in talent ('Best match' or 'Soonest'); everyone else gets the cached soonest list. */
export const fetchOpenShifts = (cursor: string | null, signal?: AbortSignal, sort?: OpenShiftsSort) => {
  const query = new URLSearchParams();
  if (sort) query.set('sort', sort);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return api<OpenShiftsPageDto>(`/shifts/open${search ? `?${search}` : ''}`, { signal });
};

/**
 * docs/product/shifts.md ("Open shifts"): open future shifts, a page at a time; soonest first, or for a signed-in
 * talent 'Best match' first (docs/decisions/018-match-score.md).
 */
export function useOpenShifts(viewerId: string | null, sort?: OpenShiftsSort) {
  return useInfiniteQuery({
    queryKey: [...marketplaceKeys.openShifts(viewerId), sort ?? 'soonest'],
    queryFn: ({ pageParam, signal }) => fetchOpenShifts(pageParam, signal, sort),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

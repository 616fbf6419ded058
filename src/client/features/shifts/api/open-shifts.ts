import { useInfiniteQuery } from '@tanstack/react-query';
import type { OpenShiftFilters } from '../../../../shared/marketplace/open-shift-filters';
import type { OpenShiftsPageDto } from '../../../../shared/marketplace/types';
import type { OpenShiftsSort } from '../../../../shared/schemas/responses/matching';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

/**
 * `sort` only for a signed-in talent ('Best match' or 'Soonest'); everyone else gets the cached soonest list.
 * `filters` narrow it (docs/product/shifts.md, "Filters").
 */
export const fetchOpenShifts = (
  cursor: string | null,
  signal?: AbortSignal,
  sort?: OpenShiftsSort,
  filters: OpenShiftFilters = {},
) => {
  const query = new URLSearchParams();
  if (sort) query.set('sort', sort);
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query.set(key, String(value));
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return api<OpenShiftsPageDto>(`/shifts/open${search ? `?${search}` : ''}`, { signal });
};

/**
 * docs/product/shifts.md ("Open shifts"): open future shifts, a page at a time; soonest first, or for a signed-in
 * talent 'Best match' first (docs/decisions/018-match-score.md).
 */
export function useOpenShifts(
  viewerId: string | null,
  sort?: OpenShiftsSort,
  filters: OpenShiftFilters = {},
) {
  return useInfiniteQuery({
    queryKey: [...marketplaceKeys.openShifts(viewerId), sort ?? 'soonest', filters],
    queryFn: ({ pageParam, signal }) => fetchOpenShifts(pageParam, signal, sort, filters),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

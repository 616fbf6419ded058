import { useInfiniteQuery } from '@tanstack/react-query';
import type { OpenShiftsPageDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

export const fetchOpenShifts = (cursor: string | null, signal?: AbortSignal) =>
  api<OpenShiftsPageDto>(`/shifts/open${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });

/** docs/product/shifts.md ("Open shifts"): open future shifts, soonest first, a page at a time. */
export function useOpenShifts(viewerId: string | null) {
  return useInfiniteQuery({
    queryKey: marketplaceKeys.openShifts(viewerId),
    queryFn: ({ pageParam, signal }) => fetchOpenShifts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

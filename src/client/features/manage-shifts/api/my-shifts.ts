import { useInfiniteQuery } from '@tanstack/react-query';
import type { ManagerShiftsPageDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

/** docs/product/shifts.md ("The manager's shifts"): the manager's upcoming shifts, newest first, with accepted counts. */
export function useMyShifts(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: marketplaceKeys.myShifts,
    queryFn: ({ pageParam, signal }) =>
      api<ManagerShiftsPageDto>(
        `/shifts/mine${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

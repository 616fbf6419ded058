import { useInfiniteQuery } from '@tanstack/react-query';
import type { ManagerUnderwayShiftsPageDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

/**
 * docs/product/shifts.md ("The manager's shifts"), 'Today and in progress': the manager's started shifts that ended
 * less than 4 h ago or still have timesheets to decide. Under the my-shifts key, so the live events refetch it; once a
 * minute too, as shifts start and end with the clock, not with an event.
 */
export function useUnderwayShifts(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...marketplaceKeys.myShifts, 'underway'],
    queryFn: ({ pageParam, signal }) =>
      api<ManagerUnderwayShiftsPageDto>(
        `/shifts/mine/underway${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: 60_000,
    enabled,
  });
}

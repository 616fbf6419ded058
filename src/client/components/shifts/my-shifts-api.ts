import { useInfiniteQuery } from '@tanstack/react-query';
import type { ManagerShiftsPageDto } from '../../../shared/marketplace/types';
import { api } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplace-keys';

export type MyShiftsWhen = 'upcoming' | 'past';

/**
 * docs/product/shifts.md ("The manager's shifts"): the manager's upcoming shifts, soonest first, or the past ones,
 * latest first, with accepted counts and who is booked.
 */
export function useMyShifts(enabled: boolean, when: MyShiftsWhen = 'upcoming') {
  return useInfiniteQuery({
    queryKey: [...marketplaceKeys.myShifts, when],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (when === 'past') query.set('when', 'past');
      if (pageParam) query.set('cursor', pageParam);
      const search = query.toString();
      return api<ManagerShiftsPageDto>(`/shifts/mine${search ? `?${search}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ManagerAccountDto } from '../../../../shared/api-types';
import { api } from '../../../lib/api';

/** The manager's own account, to prefill the shift form (docs/product/shifts.md). */
export function useManagerAccount(enabled: boolean) {
  return useQuery({
    queryKey: ['manager-account'],
    queryFn: ({ signal }) => api<ManagerAccountDto>('/accounts/managers/me', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

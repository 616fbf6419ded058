import { useQuery } from '@tanstack/react-query';
import type { MyApplicationsDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

/** Spec §7 call 26: the worker's applications joined with their shifts, newest first. */
export function useMyApplications(enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.myApplications,
    queryFn: ({ signal }) => api<MyApplicationsDto>('/applications/mine', { signal }),
    enabled,
  });
}

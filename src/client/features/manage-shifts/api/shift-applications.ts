import { useQuery } from '@tanstack/react-query';
import type { ShiftApplicationsDto } from '../../../../shared/marketplace/types';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

/** docs/product/applications.md ("Reviewing applicants"): one of the manager's shifts and everyone who applied. */
export function useShiftApplications(shiftId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.shiftApplications(shiftId ?? ''),
    queryFn: ({ signal }) =>
      api<ShiftApplicationsDto>(`/shifts/${encodeURIComponent(shiftId ?? '')}/applications`, { signal }),
    enabled: enabled && Boolean(shiftId),
  });
}

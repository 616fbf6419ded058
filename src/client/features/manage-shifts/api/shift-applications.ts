import { useQuery } from '@tanstack/react-query';
import type { ShiftApplicationsDto } from '../../../../shared/marketplace/types';
import type { ApplicantsSort } from '../../../../shared/schemas/responses/matching';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

/**
 * docs/product/applications.md ("Reviewing applicants"): one of the manager's shifts and everyone who applied, in
 * 'Best match' or 'Newest' order (docs/decisions/018-match-score.md).
 */
export function useShiftApplications(
  shiftId: string | undefined,
  enabled: boolean,
  sort: ApplicantsSort = 'best',
) {
  return useQuery({
    queryKey: [...marketplaceKeys.shiftApplications(shiftId ?? ''), sort],
    queryFn: ({ signal }) =>
      api<ShiftApplicationsDto>(`/shifts/${encodeURIComponent(shiftId ?? '')}/applications?sort=${sort}`, {
        signal,
      }),
    enabled: enabled && Boolean(shiftId),
  });
}

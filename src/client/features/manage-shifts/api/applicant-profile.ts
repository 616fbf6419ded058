import { useQuery } from '@tanstack/react-query';
import type { ApplicantProfileDto } from '../../../../shared/schemas/responses/applicant-profile';
import { api } from '../../../lib/api';

/**
 * 'View Full Profile' (docs/product/applications.md, "An applicant's full profile"): the worker behind one
 * application and their past shifts with this business; loaded when the dialog opens.
 */
export function useApplicantProfile(applicationId: string, enabled: boolean) {
  return useQuery({
    // Under the marketplace keys, so the live events that refetch the applicants refetch an open profile too.
    queryKey: ['marketplace', 'applicant-profile', applicationId] as const,
    queryFn: ({ signal }) =>
      api<ApplicantProfileDto>(`/applications/${encodeURIComponent(applicationId)}/profile`, { signal }),
    enabled,
  });
}

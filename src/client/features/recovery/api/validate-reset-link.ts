import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../shared/domain/roles';
import type { ResetLink } from '../../../../shared/schemas/support';
import { api } from '../../../lib/api';

export const validateResetLinkRequest = (link: ResetLink) =>
  api<{ valid: true; userType: Role }>('/auth/reset-password/validate', { method: 'POST', body: link });

/** The reset link's "validating" step (docs/product/recovery.md). Checked once per link, never retried (the answer will not change). */
export function useValidateResetLink(link: ResetLink | null) {
  return useQuery({
    queryKey: ['reset-link', link?.token, link?.type],
    queryFn: () => validateResetLinkRequest(link!),
    enabled: link !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

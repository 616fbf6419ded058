import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppealDto } from '../../../../shared/schemas/responses/manager-attendance';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';

const appealsKey = [...marketplaceKeys.all, 'my-appeals'] as const;

/** The worker's own appeals (docs/product/attendance.md, "Appeals"); read only by the cards of no-shows. */
export function useMyAppeals() {
  return useQuery({
    queryKey: appealsKey,
    queryFn: ({ signal }) => api<{ appeals: AppealDto[] }>('/appeals/mine', { signal }),
  });
}

/** 'Appeal' a no-show with a note: once, within 14 days. */
export function useCreateAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { applicationId: string; note: string }) =>
      api<{ appeal: AppealDto }>('/appeals', {
        method: 'POST',
        body: { subjectKind: 'no_show', subjectId: input.applicationId, note: input.note },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: appealsKey }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { AppealDto } from '../../../../shared/schemas/responses/manager-attendance';
import { postAppeal } from '../../../components/appeals/appeals-api';
import { api } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplace-keys';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

const appealsKey = [...marketplaceKeys.all, 'my-appeals'] as const;

/** The worker's own appeals (docs/product/attendance.md, "Appeals"); read only by the cards of no-shows. */
export function useMyAppeals() {
  return useQuery({
    queryKey: appealsKey,
    queryFn: ({ signal }) => api<{ appeals: AppealDto[] }>('/appeals/mine', { signal }),
  });
}

/** 'Appeal' a no-show with a note: once, within 14 days. */
export const useCreateAppeal = () =>
  useRefetchingMutation(
    (input: { applicationId: string; note: string }) =>
      postAppeal({ subjectKind: 'no_show', subjectId: input.applicationId, note: input.note }),
    appealsKey,
  );

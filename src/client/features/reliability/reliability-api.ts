import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppealSubjectKind } from '../../../shared/domain/appeals';
import type { AppealDto } from '../../../shared/schemas/responses/manager-attendance';
import type { MyReliabilityDto } from '../../../shared/schemas/responses/reliability';
import { api } from '../../lib/api';

const myReliabilityKey = ['reliability', 'me'] as const;

/** 'My reliability' (GET /api/reliability/me): the caller's figure, how it is made, and the marks. */
export function useMyReliability(enabled: boolean) {
  return useQuery({
    queryKey: myReliabilityKey,
    queryFn: ({ signal }) => api<MyReliabilityDto>('/reliability/me', { signal }),
    enabled,
  });
}

/** Appeal one mark (POST /api/appeals): once, within 14 days; the page then shows the appeal's status. */
export function useAppealMark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { subjectKind: AppealSubjectKind; subjectId: string; note: string }) =>
      api<{ appeal: AppealDto }>('/appeals', { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: myReliabilityKey }),
  });
}

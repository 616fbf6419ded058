import { useQuery } from '@tanstack/react-query';
import type { MyReliabilityDto } from '../../../shared/schemas/responses/reliability';
import { postAppeal } from '../../components/appeals/appeals-api';
import { api } from '../../lib/api';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation';

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
export const useAppealMark = () => useRefetchingMutation(postAppeal, myReliabilityKey);

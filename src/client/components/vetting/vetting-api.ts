// Vetting on the client (docs/product/operations.md, "Vetting"): the worker's own state, the staff's queue and
// review, a business's setting.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VettingDecision } from '../../../shared/domain/vetting';
import type {
  EmailVerificationSentDto,
  MyVettingDto,
  VettingQueueDto,
  VettingReviewDto,
} from '../../../shared/schemas/responses/vetting';
import { api } from '../../lib/api';
import { useRealtime } from '../../lib/realtime';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation';
import { postAppeal } from '../appeals/appeals-api';

export const myVettingKey = ['vetting', 'me'] as const;
const opsVettingKey = ['ops', 'vetting'] as const;
const vettedOnlyKey = ['vetted-only'] as const;

export function useMyVetting(enabled = true) {
  return useQuery({
    queryKey: myVettingKey,
    queryFn: ({ signal }) => api<MyVettingDto>('/vetting/me', { signal }),
    enabled,
  });
}

/** A staff decision reaches an open tab at once (the server's live 'vetting_changed'). */
export function useVettingEvents() {
  const client = useQueryClient();
  useRealtime('vetting_changed', () => {
    void client.invalidateQueries({ queryKey: myVettingKey });
  });
}

export const useResubmitVetting = () =>
  useRefetchingMutation(
    () => api<MyVettingDto>('/vetting/me/resubmit', { method: 'POST', body: {} }),
    myVettingKey,
  );

/** `sent: false`: a link went out a moment ago and is still open; `message` says so (a 429 past the limits). */
export const useSendEmailVerification = () =>
  useRefetchingMutation(
    () => api<EmailVerificationSentDto>('/email-verification', { method: 'POST', body: {} }),
    myVettingKey,
  );

export const useAppealRejection = (userId: string) =>
  useRefetchingMutation(
    (note: string) => postAppeal({ subjectKind: 'vetting', subjectId: userId, note }),
    myVettingKey,
  );

export const confirmEmailVerification = (token: string) =>
  api<{ ok: true; email: string }>('/email-verification/confirm', { method: 'POST', body: { token } });

export function useVettingQueue(page: number) {
  return useQuery({
    queryKey: [...opsVettingKey, 'queue', page],
    queryFn: ({ signal }) => api<VettingQueueDto>(`/ops/vetting?page=${page}`, { signal }),
  });
}

export function useVettingReview(userId: string) {
  return useQuery({
    queryKey: [...opsVettingKey, 'review', userId],
    queryFn: ({ signal }) => api<VettingReviewDto>(`/ops/vetting/${encodeURIComponent(userId)}`, { signal }),
  });
}

export const useDecideVetting = (userId: string) =>
  useRefetchingMutation(
    (input: { decision: VettingDecision; note?: string }) =>
      api(`/ops/vetting/${encodeURIComponent(userId)}/decision`, { method: 'POST', body: input }),
    opsVettingKey,
  );

export function useVettedOnly() {
  return useQuery({
    queryKey: vettedOnlyKey,
    queryFn: ({ signal }) => api<{ vettedOnly: boolean }>('/accounts/managers/me/vetted-only', { signal }),
  });
}

export function useSetVettedOnly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vettedOnly: boolean) =>
      api<{ vettedOnly: boolean }>('/accounts/managers/me/vetted-only', {
        method: 'PATCH',
        body: { vettedOnly },
      }),
    onSuccess: (data) => client.setQueryData(vettedOnlyKey, data),
  });
}

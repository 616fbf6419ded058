import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhoneCodeInput, PhoneVerificationStatusDto } from '../../../shared/schemas/phone-verification';
import { api } from '../../lib/api';

const phoneVerificationKey = ['phone-verification'] as const;

/** The caller's phone and whether texts may go to it. */
export function usePhoneVerification(enabled = true) {
  return useQuery({
    queryKey: phoneVerificationKey,
    queryFn: () => api<PhoneVerificationStatusDto>('/phone-verification'),
    enabled,
  });
}

/** Texts a code to the phone stored on the account. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: () =>
      api<{ status: 'sent' | 'verified'; message: string }>('/phone-verification', {
        method: 'POST',
        body: {},
      }),
  });
}

export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneCodeInput) =>
      api<{ verified: true; message: string }>('/phone-verification/confirm', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneVerificationKey }),
  });
}

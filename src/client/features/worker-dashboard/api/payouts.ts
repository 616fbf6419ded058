import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutStateDto } from '../../../../shared/schemas/responses/payouts';
import { api } from '../../../lib/api';

export const payoutsKey = ['payouts'] as const;

/**
 * 'Get paid': whether payouts are set up, and the pay waiting (docs/product/payments.md, "Get paid"). Asked only on
 * the worker's dashboard, which renders its cards once the caller is known to be talent.
 */
export const usePayouts = () =>
  useQuery({ queryKey: payoutsKey, queryFn: ({ signal }) => api<PayoutStateDto>('/payouts', { signal }) });

/** 'Set up payouts': the provider's hosted onboarding to go to. */
export function useStartPayoutSetup() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/payouts/setup', { method: 'POST' }),
  });
}

/** Back from onboarding: the provider's word on whether payouts are on now. */
export function useRefreshPayouts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<PayoutStateDto>('/payouts/refresh', { method: 'POST' }),
    onSuccess: (state) => client.setQueryData(payoutsKey, state),
  });
}

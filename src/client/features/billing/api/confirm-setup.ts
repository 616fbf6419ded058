import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentMethodInput } from '../../../../shared/schemas/billing';
import type { BillingStateDto } from '../../../../shared/schemas/responses/billing';
import { api } from '../../../lib/api';
import { billingKey } from './billing-state';

/** The return from the hosted page: the server keeps the card the provider saved for this session. */
export function useConfirmPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmPaymentMethodInput) =>
      api<BillingStateDto>('/billing/payment-method/confirm', { method: 'POST', body: input }),
    onSuccess: (state) => queryClient.setQueryData(billingKey, state),
  });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** 'Add payment method' / 'Replace': the provider's hosted page to go to (docs/product/payments.md, "Billing"). */
export function useStartPaymentMethodSetup() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/billing/payment-method/setup', { method: 'POST' }),
  });
}

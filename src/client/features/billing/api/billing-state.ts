import { useQuery } from '@tanstack/react-query';
import type { BillingStateDto } from '../../../../shared/schemas/responses/billing';
import { api } from '../../../lib/api';

export const billingKey = ['billing'] as const;

/** The card on file (docs/product/payments.md, "Billing"). */
export function useBillingState(enabled: boolean) {
  return useQuery({
    queryKey: billingKey,
    queryFn: ({ signal }) => api<BillingStateDto>('/billing', { signal }),
    enabled,
  });
}

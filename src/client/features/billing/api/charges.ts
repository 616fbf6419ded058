import { useQuery } from '@tanstack/react-query';
import type { ChargesPageDto, ReceiptDto } from '../../../../shared/schemas/responses/statements';
import { api } from '../../../lib/api';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const chargesKey = ['billing', 'charges'] as const;

/** The business's charges, newest first, page by page (docs/product/payments.md, "Receipts and statements"). */
export const useCharges = (enabled: boolean) =>
  useCursorPages<ChargesPageDto>(chargesKey, '/billing/charges', enabled);

/** One charge's receipt. */
export function useReceipt(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...chargesKey, 'receipt', id],
    enabled: enabled && !!id,
    queryFn: ({ signal }) =>
      api<ReceiptDto>(`/billing/charges/${encodeURIComponent(id ?? '')}/receipt`, { signal }),
  });
}

/** 'Export CSV': a plain link, so the browser downloads the file the server names. */
export const CHARGES_CSV_URL = '/api/billing/charges.csv';

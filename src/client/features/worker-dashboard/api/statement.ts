import { useQuery } from '@tanstack/react-query';
import type { EarningsStatementDto, PayoutsPageDto } from '../../../../shared/schemas/responses/statements';
import { api } from '../../../lib/api';
import { useCursorPages } from '../../../lib/use-cursor-pages';

/** A few payouts at a time on the dashboard, so 'Earnings' does not push the worker's applications far down. */
const PAYOUTS_PER_PAGE = 5;

export const statementKeys = {
  statement: ['earnings', 'statement'] as const,
  payouts: ['earnings', 'payouts'] as const,
};

/** 'Paid out', 'Pending' and this year's 'Tax summary' (docs/product/payments.md, "Receipts and statements"). */
export const useEarningsStatement = () =>
  useQuery({
    queryKey: statementKeys.statement,
    queryFn: ({ signal }) => api<EarningsStatementDto>('/earnings/statement', { signal }),
  });

/** 'Payouts', newest first, page by page. */
export const usePayoutList = (enabled: boolean) =>
  useCursorPages<PayoutsPageDto>(
    statementKeys.payouts,
    `/earnings/payouts?limit=${PAYOUTS_PER_PAGE}`,
    enabled,
  );

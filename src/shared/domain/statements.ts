// Receipts and statements (docs/product/payments.md, "Receipts and statements"; product-next §1 and §5): the words
// and figures both sides' screens and the server share.
import { usd } from '../money';

/**
 * The provider files a 1099-NEC for a worker whose payments in a calendar year reach $2,000, from the 2026 tax year
 * on (product-next §5). Tax summaries start with that year.
 */
export const TAX_FORM = { name: '1099-NEC', thresholdCents: 200_000, fromYear: 2026 } as const;

/** A calendar year is counted in the marketplace's zone: all its businesses are in DC, Maryland and Virginia. */
export { DEFAULT_TIME_ZONE as TAX_YEAR_TIME_ZONE } from '../constants';

/** What the worker reads under 'Tax summary <year>'. */
export function taxSummarySentence(year: number, paidCents: number): string {
  const threshold = usd(TAX_FORM.thresholdCents).replace(/\.00$/, ''); // "$2,000"
  if (paidCents >= TAX_FORM.thresholdCents)
    return `Your payments in ${year} reached ${threshold}, so our payments provider files a ${TAX_FORM.name} for you and sends you a copy.`;
  return `Our payments provider files a ${TAX_FORM.name} when your payments in a calendar year reach ${threshold}. Your payments in ${year}: ${usd(paidCents)}.`;
}

/** A charge's status as the business reads it on /billing and on the receipt. */
export const CHARGE_STATUS_LABELS = { pending: 'Pending', succeeded: 'Paid', failed: 'Failed' } as const;

/** A payout's status as the worker reads it in 'Payouts'. */
export const PAYOUT_STATUS_LABELS = {
  waiting: 'Waiting for payout setup',
  pending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
} as const;

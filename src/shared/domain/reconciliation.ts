// The daily reconciliation of the ledger with the payments provider (docs/product/payments.md, "Reconciliation";
// product-next §1): what a mismatch can be, and the job's window. Shared by the server, the console and the tests.

/**
 * What a reconciliation can find. The provider's side: a payment, refund or transfer the ledger does not record, or
 * records with another amount. The ledger's side: a transaction naming a provider object the provider does not list.
 * The timesheets' side: an approved timesheet with no charge, or one with two charge (or payout) transactions.
 */
export type LedgerMismatchKind =
  | 'provider_object_without_ledger'
  | 'ledger_without_provider_object'
  | 'approved_without_charge'
  | 'duplicate_charge'
  | 'duplicate_payout'
  | 'amount_differs';

/** How the console names each kind, beside the item's title 'Ledger mismatch'. */
export const LEDGER_MISMATCH_LABELS: Record<LedgerMismatchKind, string> = {
  provider_object_without_ledger: 'Money at the provider that the ledger does not record',
  ledger_without_provider_object: 'Money in the ledger that the provider does not show',
  approved_without_charge: 'Approved timesheet without a charge',
  duplicate_charge: 'Timesheet charged twice in the ledger',
  duplicate_payout: 'Timesheet paid out twice in the ledger',
  amount_differs: 'The provider and the ledger differ on the amount',
};

const HOUR_MS = 60 * 60_000;

export const RECONCILIATION = {
  /** Each run covers one UTC day, the day before its run. */
  windowMs: 24 * HOUR_MS,
  /** It runs at 02:00 UTC, once the day's last charges and payouts have had time to be recorded. */
  runAtUtcHour: 2,
  /**
   * The provider's list is read this much either side of the day, so a ledger transaction recorded just after
   * midnight for a payment made just before it (or the reverse) still finds its other half.
   */
  marginMs: HOUR_MS,
} as const;

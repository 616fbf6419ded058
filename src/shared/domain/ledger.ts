// The double-entry ledger's rules (docs/product/applications.md, "The ledger"; docs/decisions/024-double-entry-ledger.md).
// Pure and shared: the server posts with them, and the database's own checks (drizzle/0028_double_entry_ledger.sql)
// say the same thing again, so a bug in one is caught by the other.

export type LedgerSide = 'debit' | 'credit';

/**
 * Every kind of account, with its normal side (the side that makes its balance grow) and whether it may go below
 * zero. Debit-normal: what is owed to the platform or held by it, and its costs; credit-normal: what the platform owes
 * and what it earned. The database copies both onto each account row when it is made (ledger_accounts), so its
 * check of the non-negative accounts needs nothing from here.
 */
export const LEDGER_ACCOUNT_KINDS = {
  /** What a business owes for work booked through the platform (one per business: its manager's user). */
  business_receivable: { normalSide: 'debit', nonNegative: false, owned: true },
  /** What the platform owes a worker (one per worker). Never below zero: nothing is taken back from a worker's pay. */
  worker_payable: { normalSide: 'credit', nonNegative: true, owned: true },
  /** The platform's fees. */
  fee_revenue: { normalSide: 'credit', nonNegative: false, owned: false },
  /** The platform's balance at the payments provider: money cannot leave it before it arrives. */
  provider_balance: { normalSide: 'debit', nonNegative: true, owned: false },
  /** What the payments provider charges the platform (e.g. instant payouts, which are free to the worker). */
  provider_fees: { normalSide: 'debit', nonNegative: false, owned: false },
  /** What a business owed and will not pay. */
  bad_debt: { normalSide: 'debit', nonNegative: false, owned: false },
  /** What the platform pays out of its own pocket (a correction absorbed after a payout). */
  platform_compensation: { normalSide: 'debit', nonNegative: false, owned: false },
  /**
   * The platform's own money put into its provider balance: a worker's approved pay sent although the business's
   * card failed for good (workers are paid for work done, product-next §0).
   */
  platform_funds: { normalSide: 'credit', nonNegative: false, owned: false },
  /**
   * What the payments provider withdrew for open card disputes (chargebacks), covered by the platform's own funds
   * while the dispute is open (docs/product/payments.md, "Card disputes"): the worker's pay is not touched.
   */
  card_disputes: { normalSide: 'debit', nonNegative: false, owned: false },
} as const satisfies Record<string, { normalSide: LedgerSide; nonNegative: boolean; owned: boolean }>;

export type LedgerAccountKind = keyof typeof LEDGER_ACCOUNT_KINDS;

/**
 * What a transaction records. The first three are the owed amounts of the booking flow; the rest the money moving
 * (docs/product/payments.md, "Charges and payouts"): the fee owed at approval, the business's card charged, the
 * platform's own money put in for a worker whose business's card failed for good, and the worker's pay sent.
 */
export type LedgerTransactionKind =
  | 'late_cancellation_compensation'
  | 'timesheet_pay'
  | 'dispute_adjustment'
  | 'platform_fee'
  | 'business_charge'
  | 'platform_advance'
  | 'worker_payout'
  // docs/product/payments.md, "Corrections" and "Card disputes".
  | 'pay_correction'
  | 'business_refund'
  | 'correction_charge'
  | 'correction_payout'
  | 'card_dispute'
  | 'card_dispute_lost';

/** An account: its kind and, for a person's account, the user (a business's manager, a worker); null for the platform's. */
export type LedgerAccountRef = { kind: LedgerAccountKind; ownerId: string | null };

export type LedgerLine = { account: LedgerAccountRef; side: LedgerSide; amountCents: number };

/**
 * Why these lines cannot be posted, or null when they can: every amount a positive integer of cents, at least one
 * line, and debits equal to credits.
 */
export function ledgerLinesProblem(
  lines: readonly Pick<LedgerLine, 'side' | 'amountCents'>[],
): string | null {
  if (lines.length === 0) return 'a transaction needs lines';
  for (const line of lines)
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents <= 0)
      return `amounts are positive integer cents, not ${line.amountCents}`;
  const { debit, credit } = totals(lines);
  return debit === credit ? null : `debits (${debit}) and credits (${credit}) differ`;
}

/** The sum of each side's amounts. */
export function totals(
  lines: readonly Pick<LedgerLine, 'side' | 'amountCents'>[],
): Record<LedgerSide, number> {
  const sums = { debit: 0, credit: 0 };
  for (const line of lines) sums[line.side] += line.amountCents;
  return sums;
}

/**
 * An account's balance from its lines: what its normal side received less what the other side took, so a worker's
 * payable is what the platform owes them and a business's receivable what the business owes.
 */
export function balanceFromLines(
  kind: LedgerAccountKind,
  lines: readonly Pick<LedgerLine, 'side' | 'amountCents'>[],
): number {
  const { debit, credit } = totals(lines);
  return LEDGER_ACCOUNT_KINDS[kind].normalSide === 'debit' ? debit - credit : credit - debit;
}

/**
 * The two lines of an amount one account owes another, e.g. a business to a worker: the debtor's account is
 * debited and the creditor's credited. A business's receivable grows and the worker's payable grows; the reverse
 * (a worker owing back) shrinks both.
 */
export function owedLines(from: LedgerAccountRef, to: LedgerAccountRef, amountCents: number): LedgerLine[] {
  return [
    { account: from, side: 'debit', amountCents },
    { account: to, side: 'credit', amountCents },
  ];
}

/**
 * The idempotency key of an owed amount of a booking: one per (kind, application), the uniqueness the single-entry
 * table had, so a retried cancellation or approval records once. Migration 0028 gave the old rows the same keys.
 */
export const bookingLedgerKey = (kind: LedgerTransactionKind, applicationId: string) =>
  `${kind}:${applicationId}`;

// The ledger transactions of money moving (docs/product/payments.md, "Charges and payouts"; ADR 024): each is posted
// in the transaction that records the step, under a key made from the movement, so a repeat posts nothing. The
// postings themselves (feeOwed, charged, paidOut) are also posted in bulk for the demo's history (history-money.ts).
import type { LedgerAccountRef } from '../../shared/domain/ledger';
import { owedLines } from '../../shared/domain/ledger';
import type { LedgerDb } from '../ledger/accounts';
import { businessReceivable, workerPayable } from '../ledger/booking-owed';
import { type LedgerPosting, postTransaction } from '../ledger/post-transaction';
import type { MoneyMovement } from './movements';

const platform = (kind: LedgerAccountRef['kind']): LedgerAccountRef => ({ kind, ownerId: null });
const refs = (m: MoneyMovement) => ({
  shiftId: m.shiftId,
  applicationId: m.applicationId,
  timesheetId: m.timesheetId,
});

/** At approval: the business owes the platform its fee on top of the pay it owes the worker. */
export const feeOwed = (m: MoneyMovement, reason: string, at: Date): LedgerPosting => ({
  kind: 'platform_fee',
  idempotencyKey: `platform_fee:${m.id}`,
  lines: owedLines(businessReceivable(m.managerId), platform('fee_revenue'), m.feeCents),
  refs: refs(m),
  reason,
  at,
});

/** The business's card charged: the money is in the platform's provider balance and the business owes that less. */
export const charged = (m: MoneyMovement, paymentId: string, reason: string, at: Date): LedgerPosting => ({
  kind: 'business_charge',
  idempotencyKey: `business_charge:${m.id}`,
  providerObjectId: paymentId,
  lines: owedLines(platform('provider_balance'), businessReceivable(m.managerId), m.amountCents),
  refs: refs(m),
  reason,
  at,
});

/** The business's card failed: the platform puts the worker's pay into its balance itself, so the worker is paid. */
export const postAdvanced = (tx: LedgerDb, m: MoneyMovement, reason: string, at: Date) =>
  postTransaction(tx, {
    kind: 'platform_advance',
    idempotencyKey: `platform_advance:${m.id}`,
    lines: owedLines(platform('provider_balance'), platform('platform_funds'), m.payCents),
    refs: refs(m),
    reason,
    at,
  });

/** The worker's pay sent: the platform owes them that less, and its balance holds that less. */
export const paidOut = (m: MoneyMovement, payoutId: string, reason: string, at: Date): LedgerPosting => ({
  kind: 'worker_payout',
  idempotencyKey: `worker_payout:${m.id}`,
  providerObjectId: payoutId,
  lines: owedLines(workerPayable(m.workerId), platform('provider_balance'), m.amountCents),
  refs: refs(m),
  reason,
  at,
});

export const postFeeOwed = (tx: LedgerDb, ...a: Parameters<typeof feeOwed>) =>
  postTransaction(tx, feeOwed(...a));
export const postCharged = (tx: LedgerDb, ...a: Parameters<typeof charged>) =>
  postTransaction(tx, charged(...a));
export const postPaidOut = (tx: LedgerDb, ...a: Parameters<typeof paidOut>) =>
  postTransaction(tx, paidOut(...a));

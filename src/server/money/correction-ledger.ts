// The ledger transactions of corrections and card disputes (docs/product/payments.md, "Corrections" and "Card
// disputes"; ADR 024): each balanced, under a key made from its row, so a repeat posts nothing.
import type { LedgerAccountRef, LedgerLine } from '../../shared/domain/ledger';
import { owedLines } from '../../shared/domain/ledger';
import type { moneyCorrections } from '../db/schema';
import type { LedgerDb } from '../ledger/accounts';
import { businessReceivable, workerPayable } from '../ledger/booking-owed';
import { postTransaction } from '../ledger/post-transaction';

export type MoneyCorrection = typeof moneyCorrections.$inferSelect;

const platform = (kind: LedgerAccountRef['kind']): LedgerAccountRef => ({ kind, ownerId: null });
const refs = (c: MoneyCorrection) => ({
  shiftId: c.shiftId,
  applicationId: c.applicationId,
  timesheetId: c.timesheetId,
});

/**
 * At the decision, what is owed changes. Lower: the business owes the difference and its fee less, taken from what
 * the platform still owes the worker (a payout not sent yet) or, once paid, from the platform's own pocket
 * (platform_compensation: never clawed back from the worker). Higher: the business owes the difference and its fee
 * more, the worker is owed the difference.
 */
export function postPayCorrection(tx: LedgerDb, c: MoneyCorrection, reason: string, at: Date) {
  const business = businessReceivable(c.managerId);
  const lines: LedgerLine[] =
    c.direction === 'higher'
      ? [
          { account: business, side: 'debit', amountCents: c.amountCents },
          { account: workerPayable(c.workerId), side: 'credit', amountCents: c.payCents },
          { account: platform('fee_revenue'), side: 'credit', amountCents: c.feeCents },
        ]
      : [
          {
            account:
              c.workerSide === 'absorbed' ? platform('platform_compensation') : workerPayable(c.workerId),
            side: 'debit',
            amountCents: c.payCents,
          },
          { account: platform('fee_revenue'), side: 'debit', amountCents: c.feeCents },
          { account: business, side: 'credit', amountCents: c.amountCents },
        ];
  return postTransaction(tx, {
    kind: 'pay_correction',
    idempotencyKey: `pay_correction:${c.id}`,
    lines,
    refs: refs(c),
    reason,
    at,
  });
}

/**
 * The refund made: the business is owed that less, and the platform's balance holds that less. What the platform
 * absorbs (the worker was paid already) is put into its balance from its own funds, as an advance is.
 */
export function postRefunded(tx: LedgerDb, c: MoneyCorrection, refundId: string, reason: string, at: Date) {
  const absorbed =
    c.workerSide === 'absorbed'
      ? owedLines(platform('provider_balance'), platform('platform_funds'), c.payCents)
      : [];
  return postTransaction(tx, {
    kind: 'business_refund',
    idempotencyKey: `business_refund:${c.id}`,
    providerObjectId: refundId,
    lines: [
      ...owedLines(businessReceivable(c.managerId), platform('provider_balance'), c.amountCents),
      ...absorbed,
    ],
    refs: refs(c),
    reason,
    at,
  });
}

/** The extra charge of a raised pay taken: the money is in the platform's balance, the business owes that less. */
export const postCorrectionCharged = (
  tx: LedgerDb,
  c: MoneyCorrection,
  paymentId: string,
  reason: string,
  at: Date,
) =>
  postTransaction(tx, {
    kind: 'correction_charge',
    idempotencyKey: `correction_charge:${c.id}`,
    providerObjectId: paymentId,
    lines: owedLines(platform('provider_balance'), businessReceivable(c.managerId), c.amountCents),
    refs: refs(c),
    reason,
    at,
  });

/** The extra charge refused: the platform puts the worker's difference into its balance itself, so they are paid. */
export const postCorrectionAdvanced = (tx: LedgerDb, c: MoneyCorrection, reason: string, at: Date) =>
  postTransaction(tx, {
    kind: 'platform_advance',
    idempotencyKey: `platform_advance:correction:${c.id}`,
    lines: owedLines(platform('provider_balance'), platform('platform_funds'), c.payCents),
    refs: refs(c),
    reason,
    at,
  });

/** The worker's extra pay sent. */
export const postCorrectionPaidOut = (
  tx: LedgerDb,
  c: MoneyCorrection,
  payoutId: string,
  reason: string,
  at: Date,
) =>
  postTransaction(tx, {
    kind: 'correction_payout',
    idempotencyKey: `correction_payout:${c.id}`,
    providerObjectId: payoutId,
    lines: owedLines(workerPayable(c.workerId), platform('provider_balance'), c.payCents),
    refs: refs(c),
    reason,
    at,
  });

type DisputeRefs = { providerDisputeId: string; amountCents: number };
type MoneyRefs = { shiftId: string; applicationId: string; timesheetId: string | null } | null;

/**
 * A card dispute opened: the provider withdrew the amount; the platform covers it from its own funds while the
 * dispute is open, so nothing is taken from what any worker is owed or was paid.
 */
export const postDisputeOpened = (tx: LedgerDb, d: DisputeRefs, money: MoneyRefs, reason: string, at: Date) =>
  postTransaction(tx, {
    kind: 'card_dispute',
    idempotencyKey: `card_dispute:${d.providerDisputeId}`,
    providerObjectId: d.providerDisputeId,
    lines: owedLines(platform('card_disputes'), platform('platform_funds'), d.amountCents),
    refs: money ?? {},
    reason,
    at,
  });

/** 'Accept the loss': the withdrawn amount is the platform's loss (bad debt). */
export const postDisputeLost = (tx: LedgerDb, d: DisputeRefs, money: MoneyRefs, reason: string, at: Date) =>
  postTransaction(tx, {
    kind: 'card_dispute_lost',
    idempotencyKey: `card_dispute_lost:${d.providerDisputeId}`,
    lines: owedLines(platform('bad_debt'), platform('card_disputes'), d.amountCents),
    refs: money ?? {},
    reason,
    at,
  });

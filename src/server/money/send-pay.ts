// Sending pay to a worker's account with the provider (docs/product/payments.md, "Charges and payouts"): the transfer,
// then the payout, instant and free to the worker, or standard when the provider will not pay the account instantly.
// Shared by the approved pay's payout (payout.ts) and a raised pay's extra payout (correction-job.ts).
import type { PaymentResult, PaymentsPort, PayoutSpeed } from '../payments/payments-port';

export type PaySent = {
  payoutId: string;
  arrivesAt: Date;
  arrived: boolean;
  speed: PayoutSpeed;
  /** Why it could not go instantly; null when it did. */
  standardBecause: string | null;
};

/**
 * Each call's idempotency key is `<key>:transfer`, `<key>:instant` or `<key>:standard`, the key stored before: a rerun
 * after a crash or a lost answer is the same call. A transfer made before (`transferId`) is not made again;
 * `keepTransfer` stores a new one before the payout is asked for.
 */
export async function transferAndPayOut(
  payments: PaymentsPort,
  input: {
    key: string;
    accountId: string;
    amountCents: number;
    description: string;
    transferId: string | null;
    keepTransfer: (transferId: string) => Promise<void>;
  },
): Promise<PaymentResult<PaySent>> {
  const { key, accountId, amountCents } = input;
  if (!input.transferId) {
    const transfer = await payments.transfer({
      idempotencyKey: `${key}:transfer`,
      accountId,
      amountCents,
      description: input.description,
    });
    if (!transfer.ok) return transfer;
    await input.keepTransfer(transfer.transferId);
  }
  const instant = await payments.payout({
    idempotencyKey: `${key}:instant`,
    accountId,
    amountCents,
    speed: 'instant',
  });
  if (instant.ok) return { ...instant, speed: 'instant', standardBecause: null };
  if (instant.reason !== 'refused') return instant;
  const standard = await payments.payout({
    idempotencyKey: `${key}:standard`,
    accountId,
    amountCents,
    speed: 'standard',
  });
  return standard.ok ? { ...standard, speed: 'standard', standardBecause: instant.message } : standard;
}

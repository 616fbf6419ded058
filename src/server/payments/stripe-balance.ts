// The provider's balance transactions for the daily reconciliation (docs/product/payments.md, "Reconciliation").
import type Stripe from 'stripe';
import type { BalanceTransaction } from './payments-port';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The provider's types, reduced to the objects the ledger records. */
const KINDS: Record<string, BalanceTransaction['kind']> = {
  charge: 'payment',
  payment: 'payment',
  refund: 'refund',
  payment_refund: 'refund',
  transfer: 'transfer',
  payout: 'payout',
};

/**
 * Every balance transaction created in the window, newest first as the provider lists them, every page read by the
 * SDK's auto-paging (100 a page). The source is expanded so that a charge is named by its payment (the id the
 * platform stores), as the ledger's `provider_object_id` is.
 */
export async function listStripeBalanceTransactions(
  stripe: Stripe,
  input: { createdFrom: Date; createdBefore: Date },
): Promise<{ transactions: BalanceTransaction[] }> {
  const transactions: BalanceTransaction[] = [];
  const pages = stripe.balanceTransactions.list({
    created: { gte: seconds(input.createdFrom), lt: seconds(input.createdBefore) },
    limit: 100,
    expand: ['data.source'],
  });
  for await (const bt of pages)
    transactions.push({
      id: bt.id,
      kind: isDispute(bt) ? 'dispute' : (KINDS[bt.type] ?? 'other'),
      objectId: objectIdOf(bt),
      amountCents: Math.abs(bt.amount),
      createdAt: new Date(bt.created * 1000),
    });
  return { transactions };
}

/** A card dispute's withdrawal (or its return) is an adjustment whose source is the dispute. */
const isDispute = (bt: Stripe.BalanceTransaction) =>
  typeof bt.source === 'object' && bt.source !== null && bt.source.object === 'dispute';

function objectIdOf(bt: Stripe.BalanceTransaction): string {
  const source = bt.source;
  if (!source) return bt.id;
  if (typeof source === 'string') return source;
  if (source.object === 'charge') {
    const intent = source.payment_intent;
    if (intent) return typeof intent === 'string' ? intent : intent.id;
  }
  return source.id;
}

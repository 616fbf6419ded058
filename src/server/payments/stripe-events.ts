import type Stripe from 'stripe';
import type { PaymentEvent } from './payments-port';

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? '');

/** The provider's event, reduced to the port's typed events; the types the product does not act on are 'other'. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'setup') break;
      return {
        ...base,
        kind: 'payment_method_saved',
        setupSessionId: session.id,
        customerId: idOf(session.customer),
      };
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return {
        ...base,
        kind: 'payment_succeeded',
        paymentId: intent.id,
        amountCents: intent.amount_received,
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const message = intent.last_payment_error?.message ?? 'The payment failed.';
      return { ...base, kind: 'payment_failed', paymentId: intent.id, message };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        ...base,
        kind: 'account_updated',
        accountId: account.id,
        payoutsEnabled: !!account.payouts_enabled,
      };
    }
    case 'payout.paid':
    case 'payout.failed': {
      const payout = event.data.object;
      return {
        ...base,
        kind: event.type === 'payout.paid' ? 'payout_paid' : 'payout_failed',
        // A connected account's events name the account beside the object.
        accountId: event.account ?? '',
        payoutId: payout.id,
        amountCents: payout.amount,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        ...base,
        kind: 'dispute_opened',
        disputeId: dispute.id,
        paymentId: idOf(dispute.payment_intent),
        amountCents: dispute.amount,
        reason: dispute.reason,
      };
    }
  }
  return { ...base, kind: 'other', providerType: event.type };
}

import { listBalanceTransactions, recordBalance } from './fake-balance';
import { createAccount, createAccountLink, createPayout, createTransfer } from './fake-connect-api';
import type { FakeContext, FakeHandler } from './fake-context';
import { invalid } from './fake-errors';
import { attachPaymentMethod } from './fake-payment-methods';
import {
  cancelPaymentIntent,
  capturePaymentIntent,
  createCheckoutSession,
  createCustomer,
  createPaymentIntent,
  createRefund,
  retrieve,
} from './fake-payments-api';
import { nowSeconds } from './fake-state';
import {
  completeOnboarding,
  type PageAnswer,
  showCheckout,
  showOnboarding,
  submitCheckout,
  submitOnboarding,
} from './hosted-pages';

type Route<H> = { method: 'GET' | 'POST'; path: RegExp; handle: H };

const id = '([A-Za-z0-9_]+)';
const at = (pattern: string) => new RegExp(`^${pattern}$`);

/** The subset of the provider's REST API the adapter uses (src/server/payments/stripe-payments.ts), no more. */
export const apiRoutes: Route<FakeHandler>[] = [
  { method: 'POST', path: at('/v1/customers'), handle: createCustomer },
  { method: 'POST', path: at('/v1/checkout/sessions'), handle: createCheckoutSession },
  { method: 'GET', path: at(`/v1/checkout/sessions/${id}`), handle: retrieve('checkout.session') },
  { method: 'GET', path: at(`/v1/setup_intents/${id}`), handle: retrieve('setup_intent') },
  { method: 'GET', path: at(`/v1/payment_methods/${id}`), handle: retrieve('payment_method') },
  { method: 'POST', path: at(`/v1/payment_methods/${id}/attach`), handle: attachPaymentMethod },
  { method: 'POST', path: at('/v1/payment_intents'), handle: createPaymentIntent },
  { method: 'GET', path: at(`/v1/payment_intents/${id}`), handle: retrieve('payment_intent') },
  { method: 'POST', path: at(`/v1/payment_intents/${id}/capture`), handle: capturePaymentIntent },
  { method: 'POST', path: at(`/v1/payment_intents/${id}/cancel`), handle: cancelPaymentIntent },
  { method: 'POST', path: at('/v1/refunds'), handle: createRefund },
  { method: 'POST', path: at('/v1/accounts'), handle: createAccount },
  { method: 'GET', path: at(`/v1/accounts/${id}`), handle: retrieve('account') },
  { method: 'POST', path: at('/v1/account_links'), handle: createAccountLink },
  { method: 'POST', path: at('/v1/transfers'), handle: createTransfer },
  { method: 'POST', path: at('/v1/payouts'), handle: createPayout },
  { method: 'GET', path: at('/v1/balance_transactions'), handle: listBalanceTransactions },
];

export const pageRoutes: Route<(ctx: FakeContext, id: string) => PageAnswer>[] = [
  { method: 'GET', path: at(`/_fake/checkout/${id}`), handle: showCheckout },
  { method: 'POST', path: at(`/_fake/checkout/${id}`), handle: submitCheckout },
  { method: 'GET', path: at(`/_fake/onboarding/${id}`), handle: showOnboarding },
  { method: 'POST', path: at(`/_fake/onboarding/${id}`), handle: submitOnboarding },
];

/** What tests (and a developer) may make happen that only the outside world causes: a dispute, a payout landing. */
export const controlRoutes: Route<FakeHandler>[] = [
  {
    method: 'POST',
    path: at('/_fake/disputes'),
    handle: (ctx) => {
      const intent = ctx.state.find('payment_intent', ctx.params.payment_intent, 'payment_intent');
      const dispute = ctx.state.save({
        id: ctx.state.newId('dp'),
        object: 'dispute',
        amount: intent.amount_received,
        currency: 'usd',
        charge: intent.latest_charge,
        payment_intent: intent.id,
        reason: typeof ctx.params.reason === 'string' ? ctx.params.reason : 'fraudulent',
        status: 'needs_response',
        created: nowSeconds(),
      });
      // The provider takes the disputed amount from the platform's balance at once (an adjustment).
      recordBalance(ctx.state, {
        type: 'adjustment',
        source: dispute.id,
        amount: -(dispute.amount as number),
      });
      ctx.emit('charge.dispute.created', dispute);
      return dispute;
    },
  },
  // The adapter's `createTestConnectedAccount` (test mode, the demo's seed): the hosted onboarding's outcome.
  { method: 'POST', path: at(`/_fake/accounts/${id}/onboarded`), handle: completeOnboarding },
  {
    method: 'POST',
    path: at(`/_fake/payouts/${id}/paid`),
    handle: (ctx, payoutId) => {
      const payout = ctx.state.find('payout', payoutId);
      if (payout.status === 'paid') throw invalid('This payout is already paid.');
      payout.status = 'paid';
      ctx.emit('payout.paid', payout, ctx.state.payoutAccounts.get(payout.id));
      return payout;
    },
  },
  {
    method: 'POST',
    path: at('/_fake/events'),
    handle: (ctx) => {
      const object = ctx.state.objects.get(String(ctx.params.object ?? ''));
      if (!object || typeof ctx.params.type !== 'string')
        throw invalid('Send type and the id of a known object.');
      ctx.emit(
        ctx.params.type,
        object,
        typeof ctx.params.account === 'string' ? ctx.params.account : undefined,
      );
      return { sent: ctx.params.type };
    },
  },
];

export function findRoute<H>(routes: Route<H>[], method: string, path: string) {
  for (const route of routes) {
    const match = route.method === method ? route.path.exec(path) : null;
    if (match) return { handle: route.handle, id: match[1] ?? '' };
  }
  return null;
}

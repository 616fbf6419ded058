import { recordBalance } from './fake-balance';
import type { FakeContext, FakeHandler } from './fake-context';
import { FakeApiError, invalid } from './fake-errors';
import { amountParam, stringParam, usd } from './fake-params';
import { type FakeObject, nowSeconds } from './fake-state';

/** The provider charges nothing under 50 cents in US dollars. */
const MINIMUM_CHARGE = 50;

export const createCustomer: FakeHandler = ({ state, params, effect }) => {
  effect();
  return state.save({
    id: state.newId('cus'),
    object: 'customer',
    email: params.email ?? null,
    name: params.name ?? null,
    created: nowSeconds(),
    livemode: false,
  });
};

export const createCheckoutSession: FakeHandler = ({ state, params, origin, effect }) => {
  if (params.mode !== 'setup') throw invalid('The fake serves setup mode only.', 'parameter_invalid', 'mode');
  usd(params);
  state.find('customer', params.customer, 'customer');
  const id = state.newId('cs_test');
  effect();
  return state.save({
    id,
    object: 'checkout.session',
    mode: 'setup',
    status: 'open',
    customer: params.customer,
    currency: 'usd',
    setup_intent: null,
    success_url: stringParam(params, 'success_url'),
    cancel_url: params.cancel_url ?? null,
    url: `${origin}/_fake/checkout/${id}`,
    created: nowSeconds(),
    livemode: false,
  });
};

export const retrieve =
  (kind: string): FakeHandler =>
  ({ state }, id) =>
    state.find(kind, id);

export const createPaymentIntent: FakeHandler = (ctx) => {
  const { state, params } = ctx;
  const amount = amountParam(params, 'amount', MINIMUM_CHARGE);
  usd(params);
  const customer = state.find('customer', params.customer, 'customer');
  const method = state.find('payment_method', params.payment_method, 'payment_method');
  if (method.customer !== customer.id)
    throw invalid(
      `The payment method '${method.id}' does not belong to the customer '${customer.id}'.`,
      'payment_method_invalid',
      'payment_method',
    );
  if (params.confirm !== 'true')
    throw invalid('The fake confirms at creation: send confirm=true.', undefined, 'confirm');
  const manual = params.capture_method === 'manual';
  const intent = state.save({
    id: state.newId('pi'),
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    currency: 'usd',
    customer: customer.id,
    payment_method: method.id,
    capture_method: manual ? 'manual' : 'automatic',
    description: params.description ?? null,
    status: 'processing',
    latest_charge: null,
    last_payment_error: null,
    created: nowSeconds(),
    livemode: false,
  });
  ctx.effect();
  const failure = state.failsAtCharge.get(method.id);
  if (failure) {
    const error = {
      type: 'card_error' as const,
      code: 'card_declined',
      decline_code: failure,
      message: 'Your card has insufficient funds.',
    };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    ctx.emit('payment_intent.payment_failed', intent);
    throw new FakeApiError(402, { ...error, payment_intent: intent });
  }
  if (manual) Object.assign(intent, { status: 'requires_capture', amount_capturable: amount });
  else succeed(ctx, intent, amount);
  return intent;
};

function succeed(ctx: FakeContext, intent: FakeObject, amount: number) {
  // The money taken is a charge, and the platform's balance grows by it (listed by GET /v1/balance_transactions).
  const charge = ctx.state.save({
    id: ctx.state.newId('ch'),
    object: 'charge',
    amount,
    currency: 'usd',
    payment_intent: intent.id,
    status: 'succeeded',
    created: nowSeconds(),
  });
  recordBalance(ctx.state, { type: 'charge', source: charge.id, amount });
  Object.assign(intent, {
    status: 'succeeded',
    amount_capturable: 0,
    amount_received: amount,
    latest_charge: charge.id,
  });
  ctx.emit('payment_intent.succeeded', intent);
}

const unexpectedState = (intent: FakeObject, action: string) =>
  invalid(
    `This PaymentIntent could not be ${action} because it has a status of ${String(intent.status)}.`,
    'payment_intent_unexpected_state',
  );

export const capturePaymentIntent: FakeHandler = (ctx, id) => {
  const intent = ctx.state.find('payment_intent', id);
  if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'captured');
  const capturable = intent.amount_capturable as number;
  const amount =
    ctx.params.amount_to_capture === undefined ? capturable : amountParam(ctx.params, 'amount_to_capture');
  if (amount > capturable)
    throw invalid(
      `The amount to capture (${amount}) must be less than or equal to the amount capturable (${capturable}).`,
      'amount_too_large',
      'amount_to_capture',
    );
  ctx.effect();
  succeed(ctx, intent, amount);
  return intent;
};

export const cancelPaymentIntent: FakeHandler = (ctx, id) => {
  const intent = ctx.state.find('payment_intent', id);
  if (intent.status === 'succeeded' || intent.status === 'canceled')
    throw unexpectedState(intent, 'canceled');
  ctx.effect();
  return Object.assign(intent, { status: 'canceled', amount_capturable: 0, canceled_at: nowSeconds() });
};

export const createRefund: FakeHandler = (ctx) => {
  const { state, params } = ctx;
  const intent = state.find('payment_intent', params.payment_intent, 'payment_intent');
  if (intent.status !== 'succeeded')
    throw invalid(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'charge_not_refundable',
    );
  const refunded = (intent.amount_refunded as number | undefined) ?? 0;
  const left = (intent.amount_received as number) - refunded;
  const amount = params.amount === undefined ? left : amountParam(params);
  if (amount > left || left === 0)
    throw invalid(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      left === 0 ? 'charge_already_refunded' : 'amount_too_large',
      'amount',
    );
  intent.amount_refunded = refunded + amount;
  ctx.effect();
  const refund = state.save({
    id: state.newId('re'),
    object: 'refund',
    amount,
    currency: 'usd',
    payment_intent: intent.id,
    charge: intent.latest_charge,
    status: 'succeeded',
    created: nowSeconds(),
  });
  recordBalance(state, { type: 'refund', source: refund.id, amount: -amount });
  return refund;
};

import Stripe from 'stripe';
import type { PaymentFailure, PaymentResult, PaymentsPort, SavedPaymentMethod } from './payments-port';
import { stripeServerOptions } from './stripe-api-base';
import { listStripeBalanceTransactions } from './stripe-balance';
import { toPaymentEvent } from './stripe-events';

export type StripePaymentsOptions = {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com in production; the project's fake in development and tests. */
  apiBase: string;
  timeoutMs?: number;
  /**
   * The project's fake only: its origin, whose control route completes a test account's onboarding
   * (`createTestConnectedAccount`). The provider has no such route, so without it that call is refused.
   */
  fakeControlOrigin?: string;
};

const currency = 'usd';
/** The provider's test token for a Visa 4242 (its "Test card numbers"); the fake knows it too (fake-cards.ts). */
const TEST_VISA = 'pm_card_visa';
const testModeOnly = (what: string): PaymentFailure => ({
  ok: false,
  reason: 'refused',
  message: `${what} is for the provider's test mode only, and this key is live.`,
  retryable: false,
});

/** The payments port on the official SDK: the SDK, not hand-written HTTP, speaks the provider's API. */
export function stripePayments(options: StripePaymentsOptions): PaymentsPort {
  const stripe = new Stripe(options.secretKey, {
    ...stripeServerOptions(options.apiBase),
    timeout: options.timeoutMs ?? 20_000,
    // The SDK retries a lost answer with the same idempotency key, so a retry never doubles an effect.
    maxNetworkRetries: 1,
    telemetry: false,
  });
  const key = (idempotencyKey: string) => ({ idempotencyKey });
  /** A payment on the saved card without the business present: held (`manual`) or taken at once. */
  const confirmIntent = (
    input: Parameters<PaymentsPort['charge']>[0],
    captureMethod: 'manual' | 'automatic',
  ) =>
    stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        capture_method: captureMethod,
        confirm: true,
        off_session: true,
        ...(input.description ? { description: input.description } : {}),
      },
      key(input.idempotencyKey),
    );

  const testMode = /^(sk|rk)_test_/.test(options.secretKey);
  const createAccount = ({ email, idempotencyKey }: { email: string; idempotencyKey: string }) =>
    stripe.accounts.create(
      {
        type: 'express',
        country: 'US',
        email,
        business_type: 'individual',
        capabilities: { transfers: { requested: true } },
      },
      key(idempotencyKey),
    );

  return {
    name: 'stripe',
    createCustomer: ({ email, name, idempotencyKey }) =>
      attempt(async () => {
        const customer = await stripe.customers.create({ email, name }, key(idempotencyKey));
        return { customerId: customer.id };
      }),
    startPaymentMethodSetup: ({ customerId, returnUrl, cancelUrl, idempotencyKey }) =>
      attempt(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'setup',
            currency,
            customer: customerId,
            success_url: returnUrl,
            cancel_url: cancelUrl,
          },
          key(idempotencyKey),
        );
        if (!session.url) throw new Error('The setup session came back without a hosted page URL');
        return { setupSessionId: session.id, url: session.url };
      }),
    readSavedPaymentMethod: ({ setupSessionId }) =>
      attempt(async () => {
        const session = await stripe.checkout.sessions.retrieve(setupSessionId);
        const setupIntentId = idOf(session.setup_intent);
        if (session.status !== 'complete' || !setupIntentId) return { method: null };
        const setupIntent = await stripe.setupIntents.retrieve(setupIntentId);
        const paymentMethodId = idOf(setupIntent.payment_method);
        if (setupIntent.status !== 'succeeded' || !paymentMethodId) return { method: null };
        return { method: savedCard(await stripe.paymentMethods.retrieve(paymentMethodId)) };
      }),
    placeHold: (input) => attempt(async () => ({ holdId: (await confirmIntent(input, 'manual')).id })),
    captureHold: ({ holdId, amountCents, idempotencyKey }) =>
      attempt(async () => {
        const intent = await stripe.paymentIntents.capture(
          holdId,
          { amount_to_capture: amountCents },
          key(idempotencyKey),
        );
        return { paymentId: intent.id, amountCents: intent.amount_received };
      }),
    cancelHold: ({ holdId, idempotencyKey }) =>
      attempt(async () => {
        await stripe.paymentIntents.cancel(holdId, {}, key(idempotencyKey));
        return {};
      }),
    charge: (input) => attempt(async () => ({ paymentId: (await confirmIntent(input, 'automatic')).id })),
    refund: ({ paymentId, amountCents, idempotencyKey }) =>
      attempt(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          key(idempotencyKey),
        );
        return { refundId: refund.id, amountCents: refund.amount };
      }),
    saveTestCard: ({ customerId, idempotencyKey }) =>
      testMode
        ? attempt(async () => ({
            method: savedCard(
              await stripe.paymentMethods.attach(TEST_VISA, { customer: customerId }, key(idempotencyKey)),
            ),
          }))
        : Promise.resolve(testModeOnly('Saving a test card')),
    createConnectedAccount: (input) => attempt(async () => ({ accountId: (await createAccount(input)).id })),
    createTestConnectedAccount: async (input) => {
      const { fakeControlOrigin } = options;
      if (!testMode) return testModeOnly('An account with payouts ready');
      if (!fakeControlOrigin)
        return {
          ok: false,
          reason: 'refused',
          message:
            "The provider onboards a connected account on its hosted page only, even in test mode: set up payouts as the worker ('Get paid').",
          retryable: false,
        };
      return attempt(async () => {
        const account = await createAccount(input);
        // The same outcome as the fake's hosted onboarding page, without the page; a repeat changes nothing.
        const done = await fetch(`${fakeControlOrigin}/_fake/accounts/${account.id}/onboarded`, {
          method: 'POST',
        });
        if (!done.ok) throw new Error(`The payments fake did not onboard ${account.id}: ${done.status}`);
        return { accountId: account.id };
      });
    },
    createOnboardingLink: ({ accountId, returnUrl, refreshUrl, idempotencyKey }) =>
      attempt(async () => {
        const link = await stripe.accountLinks.create(
          { account: accountId, return_url: returnUrl, refresh_url: refreshUrl, type: 'account_onboarding' },
          key(idempotencyKey),
        );
        return { url: link.url };
      }),
    readPayoutsEnabled: ({ accountId }) =>
      attempt(async () => {
        const account = await stripe.accounts.retrieve(accountId);
        return { payoutsEnabled: account.payouts_enabled === true };
      }),
    transfer: ({ accountId, amountCents, description, idempotencyKey }) =>
      attempt(async () => {
        const transfer = await stripe.transfers.create(
          { amount: amountCents, currency, destination: accountId, ...(description ? { description } : {}) },
          key(idempotencyKey),
        );
        return { transferId: transfer.id };
      }),
    payout: ({ accountId, amountCents, speed, idempotencyKey }) =>
      attempt(async () => {
        const payout = await stripe.payouts.create(
          { amount: amountCents, currency, method: speed },
          { idempotencyKey, stripeAccount: accountId },
        );
        return {
          payoutId: payout.id,
          arrivesAt: new Date(payout.arrival_date * 1000),
          arrived: payout.status === 'paid',
        };
      }),
    listBalanceTransactions: (input) => attempt(() => listStripeBalanceTransactions(stripe, input)),
    verifyWebhook(rawBody, signature) {
      if (!signature) return refusedSignature('The webhook has no signature header.');
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
        return { ok: true, event: toPaymentEvent(event) };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          return refusedSignature(`The webhook's signature does not match: ${error.message}`);
        throw error;
      }
    },
  };
}

const savedCard = (method: Stripe.PaymentMethod): SavedPaymentMethod => ({
  paymentMethodId: method.id,
  brand: method.card?.brand ?? 'unknown',
  last4: method.card?.last4 ?? '',
});

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const refusedSignature = (message: string): PaymentFailure => ({
  ok: false,
  reason: 'refused',
  message,
  retryable: false,
});

/** Runs one SDK call and turns the provider's expected refusals into results; a bug still throws. */
async function attempt<T extends object>(call: () => Promise<T>): Promise<PaymentResult<T>> {
  try {
    return { ok: true, ...(await call()) };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return failureOf(error);
    throw error;
  }
}

function failureOf(error: Stripe.errors.StripeError): PaymentFailure {
  const message = error.message;
  if (error instanceof Stripe.errors.StripeCardError)
    return {
      ok: false,
      reason:
        error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds'
          ? 'insufficient_funds'
          : 'card_declined',
      message,
      retryable: false,
    };
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return { ok: false, reason: 'idempotency_conflict', message, retryable: false };
  // No answer: the request may have been applied; the same key makes the retry safe.
  if (error instanceof Stripe.errors.StripeConnectionError)
    return { ok: false, reason: 'unavailable', message, retryable: true, uncertain: true };
  if (error instanceof Stripe.errors.StripeRateLimitError || (error.statusCode ?? 0) >= 500)
    return { ok: false, reason: 'unavailable', message, retryable: true };
  return { ok: false, reason: 'refused', message, retryable: false };
}

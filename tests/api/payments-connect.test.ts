import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { disabledPayments } from '../../src/server/payments/disabled-payments';
import { startPaymentsFake } from '../../src/server/payments/fake/start-payments-fake';
import { paymentsFor } from '../../src/server/payments/payments-for-config';
import { stripeServerOptions } from '../../src/server/payments/stripe-api-base';
import { stripePayments } from '../../src/server/payments/stripe-payments';
import { ok, type PaymentsWorld, savedCard, startPaymentsWorld, submitHostedForm } from '../support/payments';

// Workers' connected accounts, webhooks, the disabled provider and the configuration, through the real adapter.
let world: PaymentsWorld;
beforeAll(async () => {
  world = await startPaymentsWorld();
});
afterAll(() => world.close());

/** A new connected account and its hosted onboarding link, not yet followed. */
async function accountWithOnboardingLink(email = 'jo@work.test') {
  const { payments, key } = world;
  const { accountId } = ok(await payments.createConnectedAccount({ email, idempotencyKey: key() }));
  const link = ok(
    await payments.createOnboardingLink({
      accountId,
      returnUrl: 'http://localhost:3000/dashboard?payouts=done',
      refreshUrl: 'http://localhost:3000/dashboard?payouts=again',
      idempotencyKey: key(),
    }),
  );
  return { accountId, link };
}

async function onboardedAccount() {
  const { accountId, link } = await accountWithOnboardingLink();
  const answer = await submitHostedForm(link.url);
  return { accountId, link, answer };
}

describe('a worker connected account', () => {
  it('has payouts off until the hosted onboarding is completed, then on, and returns to the app', async () => {
    const { accountId, link } = await accountWithOnboardingLink('new@work.test');
    expect(ok(await world.payments.readPayoutsEnabled({ accountId })).payoutsEnabled).toBe(false);
    expect(await (await fetch(link.url)).text()).toContain(
      '<button type="submit">Complete onboarding</button>',
    );
    const answer = await submitHostedForm(link.url);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://localhost:3000/dashboard?payouts=done');
    expect(ok(await world.payments.readPayoutsEnabled({ accountId })).payoutsEnabled).toBe(true);
  });

  it('refuses a transfer to an account that has not completed onboarding', async () => {
    const { accountId } = ok(
      await world.payments.createConnectedAccount({ email: 'x@work.test', idempotencyKey: world.key() }),
    );
    const transfer = await world.payments.transfer({
      accountId,
      amountCents: 7_400,
      idempotencyKey: world.key(),
    });
    expect(transfer).toMatchObject({ ok: false, reason: 'refused' });
  });

  it('receives a transfer and pays it out instantly, and refuses a payout above its balance', async () => {
    const { accountId } = await onboardedAccount();
    ok(await world.payments.transfer({ accountId, amountCents: 7_400, idempotencyKey: world.key() }));
    const tooMuch = await world.payments.payout({
      accountId,
      amountCents: 7_401,
      speed: 'instant',
      idempotencyKey: world.key(),
    });
    expect(tooMuch).toMatchObject({
      ok: false,
      reason: 'refused',
      message: expect.stringMatching(/insufficient/),
    });
    const payout = ok(
      await world.payments.payout({
        accountId,
        amountCents: 7_400,
        speed: 'instant',
        idempotencyKey: world.key(),
      }),
    );
    expect(payout.payoutId).toMatch(/^po_/);
    await world.fake.webhooksSettled();
    const paid = world.webhooks
      .map((w) => world.payments.verifyWebhook(w.body, w.signature))
      .map((r) => (r.ok ? r.event : null))
      .find((e) => e?.kind === 'payout_paid' && e.payoutId === payout.payoutId);
    expect(paid).toMatchObject({ accountId, amountCents: 7_400 });
  });
});

describe('webhooks', () => {
  it('are signed by the fake and verified by the adapter into typed events', async () => {
    const { accountId } = await onboardedAccount();
    await world.fake.webhooksSettled();
    const events = world.webhooks.map((w) => ok(world.payments.verifyWebhook(w.body, w.signature)).event);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'account_updated', accountId, payoutsEnabled: true }),
    );
  });

  it('refuse a body changed after signing, a wrong secret and a missing signature', async () => {
    await onboardedAccount();
    await world.fake.webhooksSettled();
    const { body, signature } = world.webhooks.at(-1) ?? { body: '', signature: '' };
    expect(world.payments.verifyWebhook(body, signature).ok).toBe(true);
    const tampered = world.payments.verifyWebhook(
      body.replace('"payouts_enabled":true', '"payouts_enabled":false'),
      signature,
    );
    expect(tampered).toMatchObject({
      ok: false,
      reason: 'refused',
      message: expect.stringMatching(/signature/),
    });
    const otherSecret = paymentsFor(
      { paymentsProvider: 'fake', STRIPE_API_BASE: 'https://api.stripe.com' },
      { url: world.fake.url, webhookSecret: 'whsec_someone_else' },
    );
    expect(otherSecret.verifyWebhook(body, signature).ok).toBe(false);
    expect(world.payments.verifyWebhook(body, undefined)).toMatchObject({ ok: false, reason: 'refused' });
  });

  it('bring a dispute opened on a charge as dispute_opened', async () => {
    const card = await savedCard(world);
    const { paymentId } = ok(
      await world.payments.charge({ ...card, amountCents: 9_620, idempotencyKey: world.key() }),
    );
    const opened = await fetch(`${world.fake.url}/_fake/disputes`, {
      method: 'POST',
      body: new URLSearchParams({ payment_intent: paymentId }),
    });
    expect(opened.status).toBe(200);
    await world.fake.webhooksSettled();
    const events = world.webhooks.map((w) => ok(world.payments.verifyWebhook(w.body, w.signature)).event);
    expect(events).toContainEqual(
      expect.objectContaining({
        kind: 'dispute_opened',
        paymentId,
        amountCents: 9_620,
        reason: 'fraudulent',
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        kind: 'payment_method_saved',
        setupSessionId: card.setupSessionId,
        customerId: card.customerId,
      }),
    );
  });
});

describe('test mode only: a card and payouts without the hosted pages (the demo)', () => {
  it('saves the test Visa 4242 and makes an account with payouts ready, once per key', async () => {
    const { payments, key } = world;
    const { customerId } = ok(
      await payments.createCustomer({ email: 'demo@biz.test', name: 'Demo', idempotencyKey: key() }),
    );
    const cardKey = key();
    const { method } = ok(await payments.saveTestCard({ customerId, idempotencyKey: cardKey }));
    expect([method.brand, method.last4]).toEqual(['visa', '4242']);
    expect(ok(await payments.saveTestCard({ customerId, idempotencyKey: cardKey })).method).toEqual(method);
    // The card is the customer's: it can be charged off-session.
    ok(
      await payments.charge({
        customerId,
        paymentMethodId: method.paymentMethodId,
        amountCents: 500,
        idempotencyKey: key(),
      }),
    );

    const accountKey = key();
    const { accountId } = ok(
      await payments.createTestConnectedAccount({ email: 'demo@work.test', idempotencyKey: accountKey }),
    );
    expect(ok(await payments.readPayoutsEnabled({ accountId })).payoutsEnabled).toBe(true);
    expect(
      ok(await payments.createTestConnectedAccount({ email: 'demo@work.test', idempotencyKey: accountKey }))
        .accountId,
    ).toBe(accountId);
    expect(world.fake.effects()[accountKey]).toBe(1);
  });

  it('is refused on a live key, and the provider itself makes no account without its onboarding', async () => {
    const base = { webhookSecret: 'whsec_x', apiBase: world.fake.url };
    const live = stripePayments({ ...base, secretKey: 'sk_live_x', fakeControlOrigin: world.fake.url });
    expect(await live.saveTestCard({ customerId: 'cus_x', idempotencyKey: 'k' })).toMatchObject({
      ok: false,
      reason: 'refused',
    });
    expect(await live.createTestConnectedAccount({ email: 'a@b.test', idempotencyKey: 'k' })).toMatchObject({
      ok: false,
      reason: 'refused',
    });
    const provider = stripePayments({ ...base, secretKey: 'sk_test_x' });
    expect(
      await provider.createTestConnectedAccount({ email: 'a@b.test', idempotencyKey: 'k' }),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/hosted page only.*'Get paid'/),
    });
  });
});

describe('the disabled provider', () => {
  it('refuses every call with the reason', async () => {
    const hold = await disabledPayments.placeHold({
      customerId: 'c',
      paymentMethodId: 'p',
      amountCents: 100,
      idempotencyKey: 'k',
    });
    expect(hold).toEqual({
      ok: false,
      reason: 'disabled',
      message: 'Payments are settled outside TalentBridge on this server (PAYMENTS_PROVIDER=disabled).',
      retryable: false,
    });
    expect(disabledPayments.verifyWebhook('{}', 'sig')).toMatchObject({ ok: false, reason: 'disabled' });
    expect(paymentsFor({ paymentsProvider: 'disabled', STRIPE_API_BASE: 'https://api.stripe.com' })).toBe(
      disabledPayments,
    );
  });
});

describe('configuration', () => {
  const PROD = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
    APP_ORIGIN: 'https://talentbridge.example.com',
    SMS_PROVIDER: 'disabled',
    EMAIL_PROVIDER: 'disabled',
  };

  it('uses the fake outside production without keys, and Stripe when both keys are set', () => {
    expect(loadConfig({}).paymentsProvider).toBe('fake');
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).paymentsProvider,
    ).toBe('stripe');
  });

  it('refuses the fake in production, and Stripe without both keys anywhere', () => {
    expect(() => loadConfig(PROD)).toThrow(/Payments need a provider.*PAYMENTS_PROVIDER=disabled/);
    expect(() => loadConfig({ ...PROD, PAYMENTS_PROVIDER: 'fake' })).toThrow(/Payments need a provider/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(loadConfig({ ...PROD, PAYMENTS_PROVIDER: 'disabled' }).paymentsProvider).toBe('disabled');
    const live = { ...PROD, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig(live).paymentsProvider).toBe('stripe');
  });

  it('takes STRIPE_API_BASE as an origin and hands the SDK its host, port and protocol', () => {
    expect(() => loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:12111/v1' })).toThrow(/STRIPE_API_BASE/);
    expect(stripeServerOptions('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
    expect(stripeServerOptions('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
  });

  it('never starts the fake in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startPaymentsFake({ webhookSecret: 'whsec_x' })).rejects.toThrow(
        /never runs in production/,
      );
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});

import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPaymentsFake } from '../../src/server/payments/fake/start-payments-fake';
import { paymentsFor } from '../../src/server/payments/payments-for-config';
import type { TestApp } from './http';

export type ReceivedWebhook = { body: string; signature: string | undefined };

/** A local endpoint that keeps each webhook's raw body and signature, as the app's route will receive them. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const signature = req.headers['stripe-signature'];
    received.push({ body, signature: typeof signature === 'string' ? signature : undefined });
    res.writeHead(200).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The payments fake, a webhook receiver, and the real adapter (official SDK) pointed at the fake. */
export async function startPaymentsWorld() {
  const webhookSecret = `whsec_${randomUUID().replaceAll('-', '')}`;
  const receiver = await startWebhookReceiver();
  const fake = await startPaymentsFake({ webhookSecret, webhookUrl: receiver.url });
  const payments = paymentsFor(
    { paymentsProvider: 'fake', STRIPE_API_BASE: 'https://api.stripe.com' },
    { url: fake.url, webhookSecret },
  );
  return {
    fake,
    payments,
    webhooks: receiver.received,
    key: () => randomUUID(),
    async close() {
      await fake.close();
      await receiver.close();
    },
  };
}

/** Submits a hosted page's one form as a browser without script would, and returns the answer unfollowed. */
export async function submitHostedForm(pageUrl: string, fields: Record<string, string> = {}) {
  const page = await fetch(pageUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form on ${pageUrl}: ${html}`);
  return fetch(new URL(action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

export type PaymentsWorld = Awaited<ReturnType<typeof startPaymentsWorld>>;

/** The value of a call that must succeed; its failure, whole, as the test's error otherwise. */
export function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`Expected success, got ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

/** A new customer and a hosted card setup started for them, its page not yet submitted. */
export async function cardSetupStarted(world: PaymentsWorld) {
  const { payments, key } = world;
  const { customerId } = ok(
    await payments.createCustomer({ email: 'owner@cafe.test', name: 'Cafe', idempotencyKey: key() }),
  );
  const setup = ok(
    await payments.startPaymentMethodSetup({
      customerId,
      returnUrl: 'http://localhost:3000/billing?setup={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/billing',
      idempotencyKey: key(),
    }),
  );
  return { customerId, setup };
}

/** A customer whose card (one of the provider's test cards) was entered on the hosted setup page. */
export async function customerWithCard(world: PaymentsWorld, cardNumber: string) {
  const { customerId, setup } = await cardSetupStarted(world);
  const answer = await submitHostedForm(setup.url, { card_number: cardNumber });
  return { customerId, setup, answer };
}

/** A customer with a saved card, as the hold and charge calls take them. */
export async function savedCard(world: PaymentsWorld, cardNumber = '4242424242424242') {
  const { customerId, setup } = await customerWithCard(world, cardNumber);
  const { method } = ok(
    await world.payments.readSavedPaymentMethod({ setupSessionId: setup.setupSessionId }),
  );
  if (!method) throw new Error('the card was not saved');
  return { customerId, paymentMethodId: method.paymentMethodId, setupSessionId: setup.setupSessionId };
}

type AppUnderTest = { app: { inject: TestApp['app']['inject'] } };
const injectAs = (t: AppUnderTest, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: `tb_session=${token}` }, ...(payload ? { payload } : {}) });

/** A manager's card saved through the app as the browser does it: 'Add payment method', the hosted page, back. */
export async function cardThroughApp(t: AppUnderTest, managerToken: string, cardNumber = '4242424242424242') {
  const started = await injectAs(t, managerToken, 'POST', '/api/billing/payment-method/setup');
  if (started.statusCode !== 200) throw new Error(`setup: ${started.statusCode} ${started.body}`);
  const { url } = started.json() as { url: string };
  await submitHostedForm(url, { card_number: cardNumber });
  const sessionId = new URL(url).pathname.split('/').pop()!;
  const confirmed = await injectAs(t, managerToken, 'POST', '/api/billing/payment-method/confirm', {
    sessionId,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
}

/** A worker's payouts set up through the app: 'Set up payouts', the hosted onboarding, back to the dashboard. */
export async function payoutsThroughApp(t: AppUnderTest, workerToken: string) {
  const started = await injectAs(t, workerToken, 'POST', '/api/payouts/setup');
  if (started.statusCode !== 200) throw new Error(`setup: ${started.statusCode} ${started.body}`);
  await submitHostedForm((started.json() as { url: string }).url);
  const refreshed = await injectAs(t, workerToken, 'POST', '/api/payouts/refresh');
  if (refreshed.statusCode !== 200) throw new Error(`refresh: ${refreshed.statusCode} ${refreshed.body}`);
}

import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, paymentWebhookEvents, scheduledJobs } from '../../src/server/db/schema';
import {
  purgeWebhookBodies,
  WEBHOOK_BODY_PURGE_KIND,
} from '../../src/server/features/billing/webhook-body-purge';
import { createManager } from '../../src/server/seed/factories/accounts';
import { testAppForFile } from '../support/http';
import { type ReceivedWebhook, startWebhookReceiver, submitHostedForm } from '../support/payments';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';

// POST /api/webhooks/stripe (docs/product/payments.md, "Webhooks"), through the app's own payments fake: the fake
// signs its events with the app's webhook secret, as the provider does with the secret of its dashboard. Most tests
// catch the fake's deliveries in a local receiver and post them to the app themselves, to choose the order and the
// repeats; the last lets the fake deliver to the app's own route over HTTP, as in development.
const SECRET = 'whsec_payments_webhook_test_secret';
const t = testAppForFile({ ...PAYMENTS_WITH_FAKE, STRIPE_WEBHOOK_SECRET: SECRET });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t.ctx.services.payments.deliverEventsTo!(receiver.url);
});
afterAll(async () => {
  await receiver?.close();
});

const post = (body: string, signature: string | undefined, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': contentType,
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });

const stored = () =>
  t.ctx.db
    .select({
      id: paymentWebhookEvents.providerEventId,
      type: paymentWebhookEvents.type,
      processedAt: paymentWebhookEvents.processedAt,
      body: paymentWebhookEvents.body,
    })
    .from(paymentWebhookEvents);
const storedIds = async () => (await stored()).map((row) => row.id).sort();
const idOf = (hook: ReceivedWebhook) => (JSON.parse(hook.body) as { id: string }).id;

async function until<T>(read: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The next event the fake delivers to the receiver. */
async function nextEvent(cause: () => Promise<unknown>): Promise<ReceivedWebhook> {
  const before = receiver.received.length;
  await cause();
  return until(() => receiver.received[before], 'the fake to deliver an event');
}

/** A manager who started a card setup and saved 4242 on the fake's hosted page; the fake's event with it. */
async function savedSetup() {
  const manager = await createManager(t.ctx);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/billing/payment-method/setup',
    headers: { cookie: `tb_session=${manager.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json() as { url: string };
  const event = await nextEvent(() => submitHostedForm(url, { card_number: '4242424242424242' }));
  const sessionId = new URL(url).pathname.split('/').pop()!;
  return { manager, event, sessionId, fakeOrigin: new URL(url).origin };
}

/** An event about a known object, re-sent by the fake's test control (`POST /_fake/events`). */
const otherEvent = (fakeOrigin: string, type: string, object: string) =>
  nextEvent(() =>
    fetch(`${fakeOrigin}/_fake/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ type, object }),
    }),
  );

const cardOf = async (managerId: string) =>
  (
    await t.ctx.db
      .select({ brand: billingCustomers.brand, last4: billingCustomers.last4 })
      .from(billingCustomers)
      .where(eq(billingCustomers.managerUserId, managerId))
  )[0];

describe('POST /api/webhooks/stripe', () => {
  it('stores a signed event once, handled, and answers a repeat 200 without a second row', async () => {
    const { event, sessionId } = await savedSetup();
    expect(event.signature).toBeDefined();
    const id = idOf(event);

    const first = await post(event.body, event.signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const rows = (await stored()).filter((row) => row.id === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.type).toBe('checkout.session.completed');
    expect(rows[0]!.processedAt).toBeInstanceOf(Date);
    expect((rows[0]!.body as { data: { object: { id: string } } }).data.object.id).toBe(sessionId);

    const again = await post(event.body, event.signature, 'application/json; charset=utf-8');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ received: true });
    const after = (await stored()).filter((row) => row.id === id);
    expect(after).toHaveLength(1);
    expect(after[0]!.processedAt).toEqual(rows[0]!.processedAt);
  });

  it('stores two events delivered out of order, each once', async () => {
    const { sessionId, fakeOrigin } = await savedSetup();
    const earlier = await otherEvent(fakeOrigin, 'customer.updated', sessionId);
    const later = await otherEvent(fakeOrigin, 'invoice.paid', sessionId);

    expect((await post(later.body, later.signature)).statusCode).toBe(200);
    expect((await post(earlier.body, earlier.signature)).statusCode).toBe(200);
    const ids = await storedIds();
    expect(ids).toContain(idOf(earlier));
    expect(ids).toContain(idOf(later));
    const types = (await stored()).filter((row) => [idOf(earlier), idOf(later)].includes(row.id));
    expect(types.map((row) => row.type).sort()).toEqual(['customer.updated', 'invoice.paid']);
  });

  it('refuses a missing or wrong signature with 400 and stores nothing', async () => {
    const { event } = await savedSetup();
    const before = await storedIds();

    const unsigned = await post(event.body, undefined);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The webhook has no signature header.' },
    });
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({
      payload: event.body,
      secret: 'whsec_not_the_secret',
    });
    const wrong = await post(event.body, wrongSecret);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('BAD_REQUEST');
    expect((await post(event.body, 'bogus')).statusCode).toBe(400);

    expect(await storedIds()).toEqual(before);
  });

  it('refuses a body changed after it was signed, even by one character', async () => {
    const { event, manager } = await savedSetup();
    const before = await storedIds();
    const altered = event.body.replace('"livemode":false', '"livemode":true');
    expect(altered).not.toBe(event.body);

    const res = await post(altered, event.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/signature/);
    // Re-serialised JSON is not the body that was signed either: the route checks the bytes as received.
    const reformatted = JSON.stringify(JSON.parse(event.body), null, 1);
    expect((await post(reformatted, event.signature)).statusCode).toBe(400);

    expect(await storedIds()).toEqual(before);
    expect(await cardOf(manager.userId)).toEqual({ brand: null, last4: null });
  });

  it("keeps the card of a payment_method_saved event on the business's billing row, with no return to /billing", async () => {
    const { event, manager } = await savedSetup();
    expect(await cardOf(manager.userId)).toEqual({ brand: null, last4: null });

    const res = await post(event.body, event.signature);
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf(manager.userId)).toEqual({ brand: 'visa', last4: '4242' });
    const billing = await t.app.inject({
      method: 'GET',
      url: '/api/billing',
      headers: { cookie: `tb_session=${manager.token}` },
    });
    expect(billing.json()).toEqual({
      paymentMethod: { brand: 'visa', last4: '4242' },
      settledOutside: false,
    });
  });

  it('changes no billing row for a saved card of a session that is not pending (replaced or unknown)', async () => {
    const { event, manager } = await savedSetup();
    // The manager started another setup since: the earlier session is no longer theirs to confirm.
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/payment-method/setup',
      headers: { cookie: `tb_session=${manager.token}` },
    });
    const res = await post(event.body, event.signature);
    expect(res.statusCode).toBe(200);
    expect(await cardOf(manager.userId)).toEqual({ brand: null, last4: null });
    expect((await stored()).find((row) => row.id === idOf(event))?.processedAt).toBeInstanceOf(Date);
  });

  it("receives the fake's own deliveries over HTTP once pointed at the app's route, as in development", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    t.ctx.services.payments.deliverEventsTo!(`http://127.0.0.1:${port}/api/webhooks/stripe`);
    try {
      const manager = await createManager(t.ctx);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/billing/payment-method/setup',
        headers: { cookie: `tb_session=${manager.token}` },
      });
      await submitHostedForm((res.json() as { url: string }).url, { card_number: '4242424242424242' });
      expect(
        await until(async () => {
          const card = await cardOf(manager.userId);
          return card?.last4 ? card : undefined;
        }, 'the delivered event to keep the card'),
      ).toEqual({ brand: 'visa', last4: '4242' });
    } finally {
      t.ctx.services.payments.deliverEventsTo!(receiver.url);
    }
  });

  it('empties the bodies of events received more than 30 days ago, daily, and keeps their rows', async () => {
    const now = new Date('2027-01-20T00:05:00Z');
    const day = 24 * 60 * 60_000;
    const old = 'evt_purge_old_one';
    const recent = 'evt_purge_recent_one';
    await t.ctx.db.insert(paymentWebhookEvents).values([
      {
        providerEventId: old,
        type: 'customer.updated',
        receivedAt: new Date(now.getTime() - 31 * day),
        body: { a: 1 },
      },
      {
        providerEventId: recent,
        type: 'customer.updated',
        receivedAt: new Date(now.getTime() - 29 * day),
        body: { b: 2 },
      },
    ]);
    t.ctx.clock.now = now;
    const runAt = new Date('2027-01-20T00:00:00Z');
    await purgeWebhookBodies(t.ctx, { runAt });
    await purgeWebhookBodies(t.ctx, { runAt });

    const rows = Object.fromEntries((await stored()).map((row) => [row.id, row.body]));
    expect(rows[old]).toBeNull();
    expect(rows[recent]).toEqual({ b: 2 });
    const next = await t.ctx.db
      .select({ runAt: scheduledJobs.runAt })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, WEBHOOK_BODY_PURGE_KIND), eq(scheduledJobs.status, 'pending')));
    expect(next).toContainEqual({ runAt: new Date('2027-01-21T00:00:00Z') });
  });
});

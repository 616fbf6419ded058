import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingCustomers } from '../../src/server/db/schema';
import { UNKNOWN_SETUP_MESSAGE } from '../../src/server/features/billing/confirm-payment-method';
import { PAYMENTS_DISABLED_MESSAGE } from '../../src/server/features/billing/payment-failure';
import {
  SETUP_LIMIT,
  SETUP_LIMIT_MESSAGE,
} from '../../src/server/features/billing/start-payment-method-setup';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { SESSION_ID_INVALID, SESSION_ID_REQUIRED } from '../../src/shared/schemas/billing';
import { createTestApp, testAppForFile } from '../support/http';
import { submitHostedForm } from '../support/payments';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';

// The business's payment method (docs/product/payments.md, "Billing"), through the app's own payments service: the
// real adapter over HTTP to the project's fake, started by the app on first use.
const t = testAppForFile(PAYMENTS_WITH_FAKE);

const cookieOf = (token: string) => `tb_session=${token}`;
const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function newManager() {
  return cookieOf((await createManager(t.ctx)).token);
}

async function startSetup(cookie: string) {
  const res = await call(cookie, 'POST', '/api/billing/payment-method/setup');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url;
}

describe('the payment method', () => {
  it('has none, then is added on the hosted page with 4242 and reads back as visa 4242', async () => {
    const manager = await newManager();
    expect((await call(manager, 'GET', '/api/billing')).json()).toEqual({
      paymentMethod: null,
      settledOutside: false,
    });

    const url = await startSetup(manager);
    const answer = await submitHostedForm(url, { card_number: '4242 4242 4242 4242' });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${t.ctx.config.APP_ORIGIN}/billing`);
    const sessionId = back.searchParams.get('setup')!;

    const confirmed = await call(manager, 'POST', '/api/billing/payment-method/confirm', { sessionId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      paymentMethod: { brand: 'visa', last4: '4242' },
      settledOutside: false,
    });
    expect((await call(manager, 'GET', '/api/billing')).json()).toEqual({
      paymentMethod: { brand: 'visa', last4: '4242' },
      settledOutside: false,
    });
    // A reload of /billing?setup=… confirms the same session again and answers the same state.
    const again = await call(manager, 'POST', '/api/billing/payment-method/confirm', { sessionId });
    expect(again.json()).toEqual({ paymentMethod: { brand: 'visa', last4: '4242' }, settledOutside: false });
  });

  it('creates the provider customer once, under a key stored before the call, however often setup starts', async () => {
    const manager = await createManager(t.ctx);
    const cookie = cookieOf(manager.token);
    await startSetup(cookie);
    const [first] = await t.ctx.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.managerUserId, manager.userId));
    expect(first!.customerIdempotencyKey).toBe(`billing-customer:${manager.userId}`);
    expect(first!.providerCustomerId).toMatch(/^cus_/);
    await startSetup(cookie);
    const [second] = await t.ctx.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.managerUserId, manager.userId));
    expect(second!.providerCustomerId).toBe(first!.providerCustomerId);
    expect(second!.pendingSetupSessionId).not.toBe(first!.pendingSetupSessionId);
  });

  it('replaces the card with a later setup', async () => {
    const manager = await newManager();
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 9995']) {
      const url = await startSetup(manager);
      await submitHostedForm(url, { card_number: card });
      await call(manager, 'POST', '/api/billing/payment-method/confirm', { sessionId: sessionIdOf(url) });
    }
    expect((await call(manager, 'GET', '/api/billing')).json()).toEqual({
      paymentMethod: { brand: 'visa', last4: '9995' },
      settledOutside: false,
    });
  });

  it('keeps nothing for a declined card: the hosted page refuses it and confirm finds no saved card', async () => {
    const manager = await newManager();
    const url = await startSetup(manager);
    const answer = await submitHostedForm(url, { card_number: '4000 0000 0000 0002' });
    expect(await answer.text()).toContain('Your card was declined.');
    const res = await call(manager, 'POST', '/api/billing/payment-method/confirm', {
      sessionId: sessionIdOf(url),
    });
    expect(res.statusCode).toBe(409);
    expect((await call(manager, 'GET', '/api/billing')).json()).toEqual({
      paymentMethod: null,
      settledOutside: false,
    });
  });
});

describe('who may', () => {
  it("refuses another manager's session with 404, and keeps nothing for them", async () => {
    const mine = await newManager();
    const theirs = await newManager();
    const url = await startSetup(mine);
    await submitHostedForm(url, { card_number: '4242424242424242' });
    const res = await call(theirs, 'POST', '/api/billing/payment-method/confirm', {
      sessionId: sessionIdOf(url),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(UNKNOWN_SETUP_MESSAGE);
    expect((await call(theirs, 'GET', '/api/billing')).json()).toEqual({
      paymentMethod: null,
      settledOutside: false,
    });
  });

  it('answers talent 403 and the signed-out 401', async () => {
    const talent = cookieOf((await createTalent(t.ctx)).token);
    for (const [method, url] of [
      ['GET', '/api/billing'],
      ['POST', '/api/billing/payment-method/setup'],
      ['POST', '/api/billing/payment-method/confirm'],
    ] as const) {
      expect((await call(talent, method, url, { sessionId: 'cs_x' })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('says what is wrong with a missing session id', async () => {
    const res = await call(await newManager(), 'POST', '/api/billing/payment-method/confirm', {
      sessionId: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(SESSION_ID_REQUIRED);
    const odd = await call(await newManager(), 'POST', '/api/billing/payment-method/confirm', {
      sessionId: 'cs_\u0000/../x',
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain(SESSION_ID_INVALID);
  });

  it(`allows ${SETUP_LIMIT.max} setup starts an hour per manager`, async () => {
    const manager = await newManager();
    for (let i = 0; i < SETUP_LIMIT.max; i++) await startSetup(manager);
    const res = await call(manager, 'POST', '/api/billing/payment-method/setup');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(SETUP_LIMIT_MESSAGE);
  });
});

describe('a server that settles payments outside TalentBridge', () => {
  it('answers 409 with why, and says payments are settled outside', async () => {
    const app = await createTestApp({ PAYMENTS_PROVIDER: 'disabled' });
    try {
      const cookie = cookieOf((await createManager(app.ctx)).token);
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/billing/payment-method/setup',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(PAYMENTS_DISABLED_MESSAGE);
      const state = await app.app.inject({ method: 'GET', url: '/api/billing', headers: { cookie } });
      expect(state.json()).toEqual({ paymentMethod: null, settledOutside: true });
    } finally {
      await app.close();
    }
  });
});

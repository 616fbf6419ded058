import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../src/server/db/schema';
import { PAYOUTS_DISABLED_MESSAGE } from '../../src/server/features/payouts/payout-failure';
import {
  PAYOUT_SETUP_LIMIT,
  PAYOUT_SETUP_LIMIT_MESSAGE,
  PAYOUTS_READY_MESSAGE,
} from '../../src/server/features/payouts/start-payout-setup';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { recordPayOwed } from '../factories/ledger';
import { createTestApp, testAppForFile } from '../support/http';
import { submitHostedForm } from '../support/payments';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';

// The worker's 'Get paid' (docs/product/payments.md, "Get paid"), through the app's own payments service: the real
// adapter over HTTP to the project's fake and its hosted onboarding page.
const SECRET = 'whsec_payouts_test_secret';
const t = testAppForFile({ ...PAYMENTS_WITH_FAKE, STRIPE_WEBHOOK_SECRET: SECRET });

const cookieOf = (token: string) => `tb_session=${token}`;
const call = (cookie: string, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { cookie } });

async function newWorker() {
  const talent = await createTalent(t.ctx);
  return { ...talent, cookie: cookieOf(talent.token) };
}

async function startSetup(cookie: string) {
  const res = await call(cookie, 'POST', '/api/payouts/setup');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url;
}

const accountRow = async (workerId: string) =>
  (await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.workerUserId, workerId)))[0];

describe("the worker's payouts", () => {
  it('are not set up, then onboarding on the hosted page returns to the dashboard and they are ready', async () => {
    const worker = await newWorker();
    expect((await call(worker.cookie, 'GET', '/api/payouts')).json()).toEqual({
      status: 'not_started',
      waitingCents: 0,
    });

    const url = await startSetup(worker.cookie);
    expect((await call(worker.cookie, 'GET', '/api/payouts')).json()).toMatchObject({ status: 'incomplete' });
    const answer = await submitHostedForm(url);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${t.ctx.config.APP_ORIGIN}/worker-dashboard?payouts=done`);

    const refreshed = await call(worker.cookie, 'POST', '/api/payouts/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toEqual({ status: 'ready', waitingCents: 0 });
    expect((await call(worker.cookie, 'GET', '/api/payouts')).json()).toEqual({
      status: 'ready',
      waitingCents: 0,
    });
    // Once ready there is nothing to set up; the answer says so rather than opening the provider's page again.
    const again = await call(worker.cookie, 'POST', '/api/payouts/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PAYOUTS_READY_MESSAGE);
  });

  it('creates the provider account once, under a key stored before the call, however often setup starts', async () => {
    const worker = await newWorker();
    await startSetup(worker.cookie);
    const first = await accountRow(worker.userId);
    expect(first!.accountIdempotencyKey).toBe(`payout-account:${worker.userId}`);
    expect(first!.providerAccountId).toMatch(/^acct_/);
    expect(first!.payoutsEnabled).toBe(false);
    await startSetup(worker.cookie);
    expect((await accountRow(worker.userId))!.providerAccountId).toBe(first!.providerAccountId);
  });

  it('stays incomplete when the worker comes back without finishing', async () => {
    const worker = await newWorker();
    await startSetup(worker.cookie);
    const refreshed = await call(worker.cookie, 'POST', '/api/payouts/refresh');
    expect(refreshed.json()).toEqual({ status: 'incomplete', waitingCents: 0 });
  });

  it('shows the approved pay the platform holds for the worker as waiting, to the cent', async () => {
    const worker = await newWorker();
    const manager = await createManager(t.ctx);
    await recordPayOwed(t.ctx, manager.userId, worker.userId, 7_400);
    expect((await call(worker.cookie, 'GET', '/api/payouts')).json()).toEqual({
      status: 'not_started',
      waitingCents: 7_400,
    });
  });

  it('turns ready on the provider’s account.updated event, once, whatever the repeats', async () => {
    const worker = await newWorker();
    await startSetup(worker.cookie);
    const { providerAccountId } = (await accountRow(worker.userId))!;
    const payload = JSON.stringify({
      id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: providerAccountId, object: 'account', payouts_enabled: true } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await call(worker.cookie, 'GET', '/api/payouts')).json()).toMatchObject({ status: 'ready' });
  });
});

// Who may call these routes (talent only) is the access matrix's (tests/quality/access-matrix/matrix.ts).
describe('the limits', () => {
  it(`allows ${PAYOUT_SETUP_LIMIT.max} starts an hour, then 429 with the reason`, async () => {
    const worker = await newWorker();
    const answers = await Promise.all(
      Array.from({ length: PAYOUT_SETUP_LIMIT.max + 5 }, () =>
        call(worker.cookie, 'POST', '/api/payouts/setup'),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(PAYOUT_SETUP_LIMIT.max);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().error.message).toBe(PAYOUT_SETUP_LIMIT_MESSAGE);
    // However many starts raced, the worker has one provider account.
    expect((await accountRow(worker.userId))!.providerAccountId).toMatch(/^acct_/);
  });
});

describe('on a server that settles pay outside TalentBridge', () => {
  it('says so, and refuses setup with the reason before storing anything', async () => {
    const disabled = await createTestApp({ PAYMENTS_PROVIDER: 'disabled' });
    try {
      const worker = await createTalent(disabled.ctx);
      const cookie = cookieOf(worker.token);
      const state = await disabled.app.inject({ method: 'GET', url: '/api/payouts', headers: { cookie } });
      expect(state.json()).toEqual({ status: 'disabled', waitingCents: 0 });
      const setup = await disabled.app.inject({
        method: 'POST',
        url: '/api/payouts/setup',
        headers: { cookie },
      });
      expect(setup.statusCode).toBe(409);
      expect(setup.json().error.message).toBe(PAYOUTS_DISABLED_MESSAGE);
      const rows = await disabled.ctx.db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.workerUserId, worker.userId));
      expect(rows).toEqual([]);
    } finally {
      await disabled.close();
    }
  });
});

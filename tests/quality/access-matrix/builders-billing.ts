// How the access-control matrix calls the billing routes (docs/product/payments.md, "Billing"). They are the
// manager's own: a setup is the caller's, and only the manager who started a setup session may confirm it.
// Confirm: a manager's own = a session the target party's manager started and completed on the fake's hosted page
// with 4242; other = the other party's manager's session (404). Everyone else sends a made-up id, refused earlier.
// The provider's webhook takes no session: own = a fresh event signed with the app's webhook secret, stored once;
// other = a fresh event unsigned, refused with 400 and not stored. The worker's payout routes (docs/product/payments.md,
// "Get paid") name no account: each is the caller's own, so own and other are the same call.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { paymentWebhookEvents } from '../../../src/server/db/schema';
import { submitHostedForm } from '../../support/payments';
import { type Account, type Builder, STRIPE_WEBHOOK_SECRET, t } from './world';

async function completedSetup(manager: Account): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/billing/payment-method/setup',
    headers: { cookie: `tb_session=${manager.token}` },
  });
  const { url } = res.json() as { url: string };
  const answer = await submitHostedForm(url, { card_number: '4242424242424242' });
  return new URL(answer.headers.get('location')!).searchParams.get('setup')!;
}

/** An event the product only records ('other'), with a fresh id, as the provider would post it. */
function providerEvent() {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: 'customer.updated',
    livemode: false,
    data: { object: { id: `cus_${randomBytes(8).toString('hex')}`, object: 'customer' } },
  });
  return { id, payload };
}

export const BILLING_BUILDERS: Record<string, Builder> = {
  'GET /api/billing': async () => ({ method: 'GET', url: '/api/billing' }),
  'POST /api/billing/payment-method/setup': async () => ({
    method: 'POST',
    url: '/api/billing/payment-method/setup',
  }),
  'POST /api/billing/payment-method/confirm': async ({ actor, target }) => ({
    method: 'POST',
    url: '/api/billing/payment-method/confirm',
    payload: { sessionId: actor.startsWith('manager') ? await completedSetup(target.manager) : 'cs_made_up' },
  }),
  'GET /api/payouts': async () => ({ method: 'GET', url: '/api/payouts' }),
  'POST /api/payouts/setup': async () => ({ method: 'POST', url: '/api/payouts/setup' }),
  'POST /api/payouts/refresh': async () => ({ method: 'POST', url: '/api/payouts/refresh' }),
  'POST /api/webhooks/stripe': async ({ scope }) => {
    const { id, payload } = providerEvent();
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    return {
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: {
        'content-type': 'application/json',
        ...(scope === 'own' ? { 'stripe-signature': signature } : {}),
      },
      verify: async (status) => {
        const rows = await t.ctx.db
          .select({ id: paymentWebhookEvents.providerEventId })
          .from(paymentWebhookEvents)
          .where(eq(paymentWebhookEvents.providerEventId, id));
        expect(rows).toHaveLength(status === 200 ? 1 : 0);
      },
    };
  },
};

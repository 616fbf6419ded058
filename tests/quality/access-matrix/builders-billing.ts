// How the access-control matrix calls the billing routes (docs/product/payments.md, "Billing"). They are the
// manager's own: a setup is the caller's, and only the manager who started a setup session may confirm it.
// Confirm: a manager's own = a session the target party's manager started and completed on the fake's hosted page
// with 4242; other = the other party's manager's session (404). Everyone else sends a made-up id, refused earlier.
import { submitHostedForm } from '../../support/payments';
import { type Account, type Builder, t } from './world';

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
};

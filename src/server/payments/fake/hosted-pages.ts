import { cardOutcome } from './fake-cards';
import type { FakeContext } from './fake-context';
import { saveCard } from './fake-payment-methods';
import { nowSeconds } from './fake-state';

/**
 * The provider's hosted pages, as plain HTML: one form, labelled fields, no script, so they work in any browser and
 * in a test that posts the form. What they change is what the provider's own pages change.
 */
export type PageAnswer = { status: number; html?: string; redirect?: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (test payments)</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>Test mode: no real money moves.</p>
${body}
</main></body></html>`;
}

const notFound = (what: string): PageAnswer => ({
  status: 404,
  html: page('Page not found', `<p>${escapeHtml(what)}</p>`),
});

function checkoutPage(sessionId: string, cancelUrl: unknown, error?: string): string {
  return page(
    'Add a card',
    `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/_fake/checkout/${escapeHtml(sessionId)}">
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<p>Test cards: 4242 4242 4242 4242 is saved; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 is saved but
fails when charged.</p>
<button type="submit">Save card</button>
</form>
${typeof cancelUrl === 'string' ? `<p><a href="${escapeHtml(cancelUrl)}">Cancel</a></p>` : ''}`,
  );
}

export function showCheckout({ state }: FakeContext, sessionId: string): PageAnswer {
  const session = state.objects.get(sessionId);
  if (session?.object !== 'checkout.session') return notFound('This setup page does not exist.');
  if (session.status !== 'open')
    return { status: 409, html: page('Add a card', '<p>This card is already saved.</p>') };
  return { status: 200, html: checkoutPage(sessionId, session.cancel_url) };
}

export function submitCheckout(ctx: FakeContext, sessionId: string): PageAnswer {
  const { state } = ctx;
  const session = state.objects.get(sessionId);
  if (session?.object !== 'checkout.session' || session.status !== 'open')
    return showCheckout(ctx, sessionId);
  const outcome = cardOutcome(typeof ctx.params.card_number === 'string' ? ctx.params.card_number : '');
  if (!outcome.saved)
    return { status: 402, html: checkoutPage(sessionId, session.cancel_url, outcome.message) };
  const created = nowSeconds();
  const method = saveCard(state, session.customer, outcome);
  const setupIntent = state.save({
    id: state.newId('seti'),
    object: 'setup_intent',
    status: 'succeeded',
    customer: session.customer,
    payment_method: method.id,
    usage: 'off_session',
    created,
  });
  Object.assign(session, { status: 'complete', setup_intent: setupIntent.id });
  ctx.emit('checkout.session.completed', session);
  const url = String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  return { status: 303, redirect: url };
}

export function showOnboarding({ state }: FakeContext, token: string): PageAnswer {
  if (!state.onboardingLinks.has(token))
    return notFound('This onboarding link does not exist or has expired.');
  return {
    status: 200,
    html: page(
      'Set up payouts',
      `<p>In test mode no identity, tax id or bank details are asked.</p>
<form method="post" action="/_fake/onboarding/${escapeHtml(token)}">
<button type="submit">Complete onboarding</button>
</form>`,
    ),
  };
}

export function submitOnboarding(ctx: FakeContext, token: string): PageAnswer {
  const link = ctx.state.onboardingLinks.get(token);
  if (!link) return showOnboarding(ctx, token);
  completeOnboarding(ctx, link.account);
  // A link is used once, as the provider's are.
  ctx.state.onboardingLinks.delete(token);
  return { status: 303, redirect: link.returnUrl };
}

/** What finishing onboarding changes: payouts on, and the provider's `account.updated` (also the control route's). */
export function completeOnboarding(ctx: FakeContext, accountId: string) {
  const account = ctx.state.find('account', accountId);
  Object.assign(account, {
    details_submitted: true,
    payouts_enabled: true,
    capabilities: { transfers: 'active' },
  });
  ctx.emit('account.updated', account, account.id);
  return account;
}

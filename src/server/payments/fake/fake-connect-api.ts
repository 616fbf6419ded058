import { recordBalance } from './fake-balance';
import type { FakeHandler } from './fake-context';
import { FakeApiError, invalid } from './fake-errors';
import { amountParam, stringParam, usd } from './fake-params';
import { nowSeconds } from './fake-state';

export const createAccount: FakeHandler = ({ state, params, effect }) => {
  effect();
  const account = state.save({
    id: state.newId('acct'),
    object: 'account',
    type: params.type ?? 'express',
    country: params.country ?? 'US',
    email: params.email ?? null,
    business_type: params.business_type ?? null,
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    capabilities: { transfers: 'inactive' },
    created: nowSeconds(),
  });
  state.balances.set(account.id, 0);
  return account;
};

export const createAccountLink: FakeHandler = ({ state, params, origin, effect }) => {
  const account = state.find('account', params.account, 'account');
  if (params.type !== 'account_onboarding')
    throw invalid('The fake serves account_onboarding links only.', 'parameter_invalid', 'type');
  const token = state.newId('link');
  state.onboardingLinks.set(token, {
    account: account.id,
    returnUrl: stringParam(params, 'return_url'),
    refreshUrl: stringParam(params, 'refresh_url'),
  });
  effect();
  const created = nowSeconds();
  return {
    object: 'account_link',
    url: `${origin}/_fake/onboarding/${token}`,
    created,
    expires_at: created + 300,
  };
};

export const createTransfer: FakeHandler = ({ state, params, effect }) => {
  const amount = amountParam(params);
  usd(params);
  const account = state.find('account', params.destination, 'destination');
  if (!account.payouts_enabled)
    throw invalid(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers.',
      'insufficient_capabilities_for_transfer',
      'destination',
    );
  state.balances.set(account.id, (state.balances.get(account.id) ?? 0) + amount);
  effect();
  const transfer = state.save({
    id: state.newId('tr'),
    object: 'transfer',
    amount,
    currency: 'usd',
    destination: account.id,
    description: params.description ?? null,
    created: nowSeconds(),
  });
  recordBalance(state, { type: 'transfer', source: transfer.id, amount: -amount });
  return transfer;
};

/** A payout runs on the connected account named by the `Stripe-Account` header. */
export const createPayout: FakeHandler = (ctx) => {
  const { state, params } = ctx;
  if (!ctx.account)
    throw invalid('The fake pays out from connected accounts only: send the Stripe-Account header.');
  const account = state.find('account', ctx.account, 'Stripe-Account');
  const amount = amountParam(params);
  usd(params);
  const method = params.method ?? 'standard';
  if (method !== 'instant' && method !== 'standard')
    throw invalid(`Invalid method: must be one of instant or standard`, 'parameter_invalid', 'method');
  if (!account.payouts_enabled)
    throw invalid(
      'Payouts are not enabled on this account yet: it has not completed onboarding.',
      'payouts_not_allowed',
    );
  const balance = state.balances.get(account.id) ?? 0;
  if (amount > balance)
    throw new FakeApiError(400, {
      type: 'invalid_request_error',
      code: 'balance_insufficient',
      message: 'You have insufficient funds in your Stripe account for this transfer.',
    });
  state.balances.set(account.id, balance - amount);
  ctx.effect();
  const created = nowSeconds();
  // Instant payouts land within minutes: the fake pays them at once. Standard ones arrive the next business day
  // and are marked paid by POST /_fake/payouts/:id/paid.
  const payout = state.save({
    id: state.newId('po'),
    object: 'payout',
    amount,
    currency: 'usd',
    method,
    status: method === 'instant' ? 'paid' : 'in_transit',
    arrival_date: method === 'instant' ? created : created + 24 * 3600,
    created,
  });
  recordBalance(state, { type: 'payout', source: payout.id, amount: -amount, account: account.id });
  if (method === 'instant') ctx.emit('payout.paid', payout, account.id);
  state.payoutAccounts.set(payout.id, account.id);
  return payout;
};

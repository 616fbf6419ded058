import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { takeRateLimit } from '../../lib/rate-limiter';
import { keepProviderAccount, payoutAccountOf, reservePayoutAccount } from '../../payouts/payout-account';
import { payoutError } from './payout-failure';

// Each start asks the provider for an onboarding link: a worker gets 10 an hour, counted by the one limiter.
export const PAYOUT_SETUP_LIMIT = { bucket: 'payout_setup', max: 10, windowMs: 60 * 60 * 1000 };
export const PAYOUT_SETUP_LIMIT_MESSAGE = 'Too many attempts to set up payouts. Please try again in an hour.';
export const PAYOUTS_READY_MESSAGE = 'Payouts are already set up.';

/** The provider's account for this worker, created once: its idempotency key is stored before the call. */
async function accountIdOf(ctx: AppContext, worker: SessionUser): Promise<string> {
  const known = await payoutAccountOf(ctx.db, worker.id);
  if (known?.providerAccountId) return known.providerAccountId;
  const idempotencyKey = await reservePayoutAccount(ctx.db, worker.id);
  const created = await ctx.services.payments.createConnectedAccount({ email: worker.email, idempotencyKey });
  if (!created.ok) throw payoutError(created);
  await keepProviderAccount(ctx.db, worker.id, created.accountId);
  return created.accountId;
}

/**
 * 'Set up payouts' (docs/product/payments.md, "Get paid"): the provider's hosted onboarding, where the worker gives
 * their identity, tax id and bank to the provider (the platform stores none of them). It returns to the dashboard
 * with `?payouts=done`, or `?payouts=again` when the link has expired and a new one is needed.
 */
export async function startPayoutSetup(ctx: AppContext, worker: SessionUser): Promise<{ url: string }> {
  if (ctx.services.payments.name === 'disabled') throw payoutError({ reason: 'disabled' });
  const account = await payoutAccountOf(ctx.db, worker.id);
  if (account?.payoutsEnabled) throw new AppError('CONFLICT', PAYOUTS_READY_MESSAGE);
  const limit = await takeRateLimit(ctx.db, [{ ...PAYOUT_SETUP_LIMIT, key: worker.id }], ctx.now());
  if (!limit.ok)
    throw new AppError('TOO_MANY_REQUESTS', PAYOUT_SETUP_LIMIT_MESSAGE, {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  const accountId = await accountIdOf(ctx, worker);
  const dashboard = `${ctx.config.APP_ORIGIN.replace(/\/+$/, '')}/worker-dashboard`;
  // A new link per start: a link is single-use and short-lived with the provider, and creating one changes nothing.
  const link = await ctx.services.payments.createOnboardingLink({
    accountId,
    returnUrl: `${dashboard}?payouts=done`,
    refreshUrl: `${dashboard}?payouts=again`,
    idempotencyKey: `payout-onboarding:${worker.id}:${randomUUID()}`,
  });
  if (!link.ok) throw payoutError(link);
  return { url: link.url };
}

// The demo workers' payouts (docs/product/payments.md, "Demo money"): the demo's seed only, never production.
import type { AppContext } from '../context';
import type { PaymentFailure } from '../payments/payments-port';
import {
  keepProviderAccount,
  payoutAccountOf,
  reservePayoutAccount,
  setPayoutsEnabled,
} from './payout-account';

/**
 * Gives the worker an account with payouts ready, through the payments port (`createTestConnectedAccount`: test mode
 * only; the provider itself refuses, so there the demo worker sets up payouts on its page). The row and its key are
 * stored before the call, as 'Set up payouts' does, so a repeat is the same account. A worker with an account keeps
 * it. Answers the provider's refusal, or null.
 */
export async function readyDemoPayouts(
  ctx: AppContext,
  worker: { id: string; email: string },
): Promise<PaymentFailure | null> {
  if (ctx.config.isProduction) throw new Error('Demo payouts are never set up in production.');
  const known = await payoutAccountOf(ctx.db, worker.id);
  if (known?.providerAccountId) return null;
  const idempotencyKey = await reservePayoutAccount(ctx.db, worker.id);
  const created = await ctx.services.payments.createTestConnectedAccount({
    email: worker.email,
    idempotencyKey,
  });
  if (!created.ok) return created;
  await keepProviderAccount(ctx.db, worker.id, created.accountId);
  await setPayoutsEnabled(ctx.db, created.accountId, true);
  return null;
}

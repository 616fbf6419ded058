import type { PayoutStateDto } from '../../../shared/schemas/responses/payouts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { takeRateLimit } from '../../lib/rate-limiter';
import { releaseWaitingPayouts } from '../../money/payout';
import { payoutAccountOf, setPayoutsEnabled } from '../../payouts/payout-account';
import { payoutError } from './payout-failure';
import { payoutState } from './payout-state';

// Each refresh asks the provider: 30 an hour per worker is far more than returning from onboarding needs.
export const PAYOUT_REFRESH_LIMIT = { bucket: 'payout_refresh', max: 30, windowMs: 60 * 60 * 1000 };
export const PAYOUT_REFRESH_LIMIT_MESSAGE = 'Too many checks of your payouts. Please try again in an hour.';

/**
 * Back from the hosted onboarding (`?payouts=done`): asks the provider whether payouts are on now, rather than
 * waiting for its `account.updated` event, and keeps its answer. Without an account there is nothing to ask.
 */
export async function refreshPayouts(ctx: AppContext, workerId: string): Promise<PayoutStateDto> {
  const account = await payoutAccountOf(ctx.db, workerId);
  if (ctx.services.payments.name !== 'disabled' && account?.providerAccountId && !account.payoutsEnabled) {
    const limit = await takeRateLimit(ctx.db, [{ ...PAYOUT_REFRESH_LIMIT, key: workerId }], ctx.now());
    if (!limit.ok)
      throw new AppError('TOO_MANY_REQUESTS', PAYOUT_REFRESH_LIMIT_MESSAGE, {
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    const read = await ctx.services.payments.readPayoutsEnabled({ accountId: account.providerAccountId });
    if (!read.ok) throw payoutError(read);
    await setPayoutsEnabled(ctx.db, account.providerAccountId, read.payoutsEnabled);
    if (read.payoutsEnabled) await releaseWaitingPayouts(ctx, account.providerAccountId);
  }
  return payoutState(ctx, workerId);
}

import type { PayoutStateDto } from '../../../shared/schemas/responses/payouts';
import type { AppContext } from '../../context';
import { workerPayable } from '../../ledger/booking-owed';
import { balanceOf } from '../../ledger/read-ledger';
import { type PayoutAccount, payoutAccountOf } from '../../payouts/payout-account';

export function payoutStatus(ctx: AppContext, account: PayoutAccount | null): PayoutStateDto['status'] {
  if (ctx.services.payments.name === 'disabled') return 'disabled';
  if (!account?.providerAccountId) return 'not_started';
  return account.payoutsEnabled ? 'ready' : 'incomplete';
}

/**
 * 'Get paid' (docs/product/payments.md, "Get paid"): whether payouts are set up, and the approved pay the platform
 * holds for the worker (their payable in the ledger), shown as 'Pay waiting' until it is sent.
 */
export async function payoutState(ctx: AppContext, workerId: string): Promise<PayoutStateDto> {
  const [account, waitingCents] = await Promise.all([
    payoutAccountOf(ctx.db, workerId),
    balanceOf(ctx.db, workerPayable(workerId)),
  ]);
  return { status: payoutStatus(ctx, account), waitingCents };
}

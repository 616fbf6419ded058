// A worker's payout account (docs/product/payments.md, "Get paid"): the one writer of payout_accounts. Shared below
// the features because both the worker's 'Get paid' (features/payouts) and the provider's `account.updated` event
// (the webhook, features/billing) change it.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payoutAccounts } from '../db/schema';

type PayoutDb = Pick<Db, 'insert' | 'select' | 'update'>;

export type PayoutAccount = { providerAccountId: string | null; payoutsEnabled: boolean };

export const payoutAccountKey = (workerId: string) => `payout-account:${workerId}`;

export async function payoutAccountOf(db: PayoutDb, workerId: string): Promise<PayoutAccount | null> {
  const [row] = await db
    .select({
      providerAccountId: payoutAccounts.providerAccountId,
      payoutsEnabled: payoutAccounts.payoutsEnabled,
    })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.workerUserId, workerId))
    .limit(1);
  return row ?? null;
}

/** The row and its idempotency key, stored before the provider's account is created (a repeat keeps the first). */
export async function reservePayoutAccount(db: PayoutDb, workerId: string): Promise<string> {
  await db
    .insert(payoutAccounts)
    .values({ workerUserId: workerId, accountIdempotencyKey: payoutAccountKey(workerId) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ key: payoutAccounts.accountIdempotencyKey })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.workerUserId, workerId));
  return row!.key;
}

export async function keepProviderAccount(db: PayoutDb, workerId: string, providerAccountId: string) {
  await db.update(payoutAccounts).set({ providerAccountId }).where(eq(payoutAccounts.workerUserId, workerId));
}

/**
 * Payouts on or off as the provider says, found by the provider's account id (the webhook knows no worker). An
 * account the platform does not know changes nothing; the same news twice changes nothing more.
 */
export async function setPayoutsEnabled(db: PayoutDb, providerAccountId: string, enabled: boolean) {
  await db
    .update(payoutAccounts)
    .set({ payoutsEnabled: enabled })
    .where(eq(payoutAccounts.providerAccountId, providerAccountId));
}

// A worker's payout account with the payments provider (docs/product/payments.md, "Get paid";
// drizzle/0031_payout_accounts.sql). Part of the one Drizzle schema (../schema.ts). Written only by
// src/server/payouts/. A money record: the worker's deletion is refused while it exists (ON DELETE RESTRICT).
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    workerUserId: uuid('worker_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Stored before the provider's account is created, so a retry after a lost answer is the same call. */
    accountIdempotencyKey: text('account_idempotency_key').notNull(),
    providerAccountId: text('provider_account_id'),
    /** The provider's word, read when the worker returns from onboarding and on each `account.updated` event. */
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payout_accounts_provider_account_unique').on(t.providerAccountId),
    check(
      'payout_accounts_enabled_has_account',
      sql`NOT ${t.payoutsEnabled} OR ${t.providerAccountId} IS NOT NULL`,
    ),
  ],
);

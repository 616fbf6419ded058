// The double-entry ledger (docs/decisions/024-double-entry-ledger.md; drizzle/0028_double_entry_ledger.sql).
// Part of the one Drizzle schema (../schema.ts). Written only through src/server/ledger/.
// No reference here deletes with its target (ON DELETE RESTRICT): a person's or a shift's deletion never deletes a
// money record; it is refused while the records exist.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LedgerAccountKind, LedgerSide, LedgerTransactionKind } from '../../../shared/domain/ledger';
import { users } from './accounts';
import { createdAt, restrictRef } from './columns';
import { shiftApplications, shifts } from './shifts';
import { timesheets } from './timesheets';

/**
 * An account: one per (kind, owner), the platform's own with no owner. `normal_side` and `non_negative` are copied
 * from LEDGER_ACCOUNT_KINDS (src/shared/domain/ledger.ts) when it is made, so the database's check of a
 * non-negative account reads them from the row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    ownerUserId: restrictRef('owner_user_id', () => users.id),
    normalSide: text('normal_side').$type<LedgerSide>().notNull(),
    nonNegative: boolean('non_negative').notNull(),
    /**
     * A non-negative account's balance on its normal side, kept by the database from each new line
     * (drizzle/0036_ledger_running_balances.sql), so the commit-time check does not add up the account's whole history.
     * Zero on the other accounts: their balance is read from the lines.
     */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_kind_owner_uq').on(t.kind, t.ownerUserId).nullsNotDistinct(),
    index('ledger_accounts_owner_idx').on(t.ownerUserId),
    check('ledger_accounts_normal_side', sql`${t.normalSide} IN ('debit', 'credit')`),
  ],
);

/**
 * One balanced movement of money: its lines' debits equal its credits (checked by the database at commit). Insert
 * only; `idempotency_key` is unique, so a retry records nothing new. `provider_object_id` is the payments provider's
 * object (a charge, a transfer, a payout) where one exists.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerObjectId: text('provider_object_id'),
    shiftId: restrictRef('shift_id', () => shifts.id),
    applicationId: restrictRef('application_id', () => shiftApplications.id),
    timesheetId: restrictRef('timesheet_id', () => timesheets.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('ledger_transactions_provider_object_uq')
      .on(t.providerObjectId)
      .where(sql`${t.providerObjectId} IS NOT NULL`),
    index('ledger_transactions_shift_idx').on(t.shiftId),
    index('ledger_transactions_application_idx').on(t.applicationId),
    index('ledger_transactions_timesheet_idx').on(t.timesheetId),
    index('ledger_transactions_kind_idx').on(t.kind, t.createdAt),
  ],
);

/** A line of a transaction: one account debited or credited a positive amount. Insert only. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: restrictRef('transaction_id', () => ledgerTransactions.id).notNull(),
    accountId: restrictRef('account_id', () => ledgerAccounts.id).notNull(),
    side: text('side').$type<LedgerSide>().notNull(),
    /** Integer cents, always positive: the side says which way it moves. */
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('ledger_lines_transaction_idx').on(t.transactionId),
    index('ledger_lines_account_idx').on(t.accountId),
    check('ledger_lines_amount_positive', sql`${t.amountCents} > 0`),
    check('ledger_lines_side', sql`${t.side} IN ('debit', 'credit')`),
  ],
);

// The daily reconciliation of the ledger with the payments provider (docs/product/payments.md, "Reconciliation";
// drizzle/0035_ledger_reconciliation.sql). Part of the one Drizzle schema (../schema.ts). Written only by
// src/server/money/reconcile.ts and, for a staff decision, the 'Ledger mismatch' queue.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LedgerMismatchKind } from '../../../shared/domain/reconciliation';
import { users } from './accounts';
import { counter, createdAt, restrictRef, staffDecision, tstz } from './columns';
import { ledgerTransactions } from './ledger';
import { timesheets } from './timesheets';

/** One run per window (a UTC day): a second run of the same day finds it finished and does nothing. */
export const ledgerReconciliationRuns = pgTable(
  'ledger_reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    windowStart: tstz('window_start').notNull(),
    windowEnd: tstz('window_end').notNull(),
    startedAt: tstz('started_at').notNull(),
    finishedAt: tstz('finished_at'),
    /** What the window held: the provider's payments, refunds and transfers; the ledger's transactions with a
     * provider object; the timesheets approved. */
    providerObjects: counter('provider_objects'),
    ledgerTransactions: counter('ledger_transactions'),
    approvedTimesheets: counter('approved_timesheets'),
    /** The mismatches this run opened (not those an earlier run had found already). */
    mismatches: counter('mismatches'),
  },
  (t) => [
    uniqueIndex('ledger_reconciliation_runs_window_uq').on(t.windowStart),
    index('ledger_reconciliation_runs_finished_idx').on(t.finishedAt),
    check('ledger_reconciliation_runs_window_check', sql`${t.windowEnd} > ${t.windowStart}`),
  ],
);

/**
 * A difference between the ledger and the provider, or an approved timesheet without its charge: found once for ever
 * (unique on kind and subject: the provider object, the ledger transaction or the timesheet it is about), open until
 * staff mark it resolved. Amounts in integer cents.
 */
export const ledgerMismatches = pgTable(
  'ledger_mismatches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: restrictRef('run_id', () => ledgerReconciliationRuns.id).notNull(),
    kind: text('kind').$type<LedgerMismatchKind>().notNull(),
    subject: text('subject').notNull(),
    providerObjectId: text('provider_object_id'),
    ledgerTransactionId: restrictRef('ledger_transaction_id', () => ledgerTransactions.id),
    timesheetId: restrictRef('timesheet_id', () => timesheets.id),
    providerCents: integer('provider_cents'),
    ledgerCents: integer('ledger_cents'),
    /** What is wrong, in plain words with the amounts, as staff read it. */
    detail: text('detail').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    ...staffDecision(() => users.id),
  },
  (t) => [
    uniqueIndex('ledger_mismatches_kind_subject_uq').on(t.kind, t.subject),
    index('ledger_mismatches_queue_idx').on(t.status, t.createdAt),
    index('ledger_mismatches_run_idx').on(t.runId),
    check(
      'ledger_mismatches_kind_check',
      sql`${t.kind} IN ('provider_object_without_ledger', 'ledger_without_provider_object', 'approved_without_charge', 'duplicate_charge', 'duplicate_payout', 'amount_differs')`,
    ),
    check('ledger_mismatches_status_check', sql`${t.status} IN ('open', 'resolved')`),
  ],
);

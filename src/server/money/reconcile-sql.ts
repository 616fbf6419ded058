// The reconciliation's set-based statements (docs/product/payments.md, "Reconciliation"): each compares a whole day
// in the database, joining the provider's balance transactions (staged in a temporary table) with the ledger and the
// timesheets, and opens a mismatch per problem with ON CONFLICT DO NOTHING, so a problem is opened once for ever.
import { type SQL, sql } from 'drizzle-orm';
import type { BalanceTransaction } from '../payments/payments-port';
import { DEMO_HISTORY_OBJECT_PREFIX } from './history-money';

export type Window = { start: Date; end: Date };

/** The provider's balance transactions of the run, dropped when its transaction ends. */
export const createStaging = sql`
  CREATE TEMPORARY TABLE reconcile_provider (
    object_id text NOT NULL,
    kind text NOT NULL,
    amount_cents bigint NOT NULL,
    created_at timestamptz NOT NULL
  ) ON COMMIT DROP`;

/** One chunk of the provider's list, as one JSON parameter (a statement's parameters are limited in number). */
export const stageChunk = (chunk: BalanceTransaction[]) => sql`
  INSERT INTO reconcile_provider (object_id, kind, amount_cents, created_at)
  SELECT object_id, kind, amount_cents, created_at
  FROM json_to_recordset(${JSON.stringify(
    chunk.map((t) => ({
      object_id: t.objectId,
      kind: t.kind,
      amount_cents: t.amountCents,
      created_at: t.createdAt.toISOString(),
    })),
  )}::json) AS p(object_id text, kind text, amount_cents bigint, created_at timestamptz)`;

export const indexStaging = [
  sql`CREATE INDEX reconcile_provider_object_idx ON reconcile_provider (object_id)`,
  sql`ANALYZE reconcile_provider`,
];

const dollars = (cents: SQL) => sql`'$' || to_char((${cents}) / 100.0, 'FM999999990.00')`;
const utc = (at: SQL) => sql`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC'`;
const noun = (kind: SQL) =>
  sql`CASE ${kind} WHEN 'payment' THEN 'payment from a business''s card' WHEN 'refund' THEN 'refund'
    WHEN 'dispute' THEN 'card dispute withdrawal' ELSE 'transfer to a worker''s account' END`;
/** The kinds of the provider's list the ledger records one for one. */
const COMPARED = sql`('payment', 'refund', 'transfer', 'dispute')`;
/**
 * A ledger transaction that sends a worker money names the payout, made on the worker's account; the platform's
 * balance shows the transfer before it. So these are matched through their transfer: a payout's movement, a
 * correction's extra payout (docs/product/payments.md, "Corrections").
 */
const TRANSFERS = sql`
    LEFT JOIN money_movements m ON m.kind = 'payout' AND t.kind = 'worker_payout'
      AND t.idempotency_key = 'worker_payout:' || m.id::text
    LEFT JOIN money_corrections c ON t.kind = 'correction_payout'
      AND t.idempotency_key = 'correction_payout:' || c.id::text`;
/** A ledger transaction's amount: the sum of its debit lines (it balances, so of its credits too). */
const ledgerCents = (transactionId: SQL) =>
  sql`(SELECT sum(l.amount_cents) FROM ledger_lines l WHERE l.transaction_id = ${transactionId} AND l.side = 'debit')`;
/**
 * The demo's past never reached the provider: its objects carry ids of their own (docs/product/payments.md, "Demo
 * money"), left out here.
 */
const notDemoHistory = (objectId: SQL) =>
  sql`${objectId} NOT LIKE ${`${DEMO_HISTORY_OBJECT_PREFIX.replaceAll('_', '\\_')}%`}`;
const INSERT = sql`INSERT INTO ledger_mismatches
  (run_id, kind, subject, provider_object_id, ledger_transaction_id, timesheet_id, provider_cents, ledger_cents, detail)`;
const ONCE = sql`ON CONFLICT (kind, subject) DO NOTHING`;

/**
 * The provider's payments, refunds and transfers of the day, each with the ledger transaction that records it (a
 * transfer through its payout: the ledger's 'worker_payout' names the payout, made from the transfer). None: the
 * ledger lacks it; another amount: the two differ.
 */
export const providerSide = (runId: string, w: Window) => sql`
  WITH p AS (
    SELECT p.*, coalesce(direct.id, paid.id) AS transaction_id,
      coalesce(direct.timesheet_id, paid.timesheet_id) AS timesheet_id
    FROM reconcile_provider p
    LEFT JOIN ledger_transactions direct ON p.kind <> 'transfer' AND direct.provider_object_id = p.object_id
    LEFT JOIN money_movements m ON p.kind = 'transfer' AND m.transfer_id = p.object_id AND m.kind = 'payout'
    LEFT JOIN money_corrections c ON p.kind = 'transfer' AND c.transfer_id = p.object_id
    LEFT JOIN ledger_transactions paid
      ON paid.idempotency_key = coalesce('worker_payout:' || m.id::text, 'correction_payout:' || c.id::text)
    WHERE p.kind IN ${COMPARED}
      AND p.created_at >= ${w.start.toISOString()}::timestamptz AND p.created_at < ${w.end.toISOString()}::timestamptz
  ), compared AS (
    SELECT p.*, ${ledgerCents(sql`p.transaction_id`)} AS ledger_cents FROM p
  )
  ${INSERT}
  SELECT ${runId}::uuid,
    CASE WHEN transaction_id IS NULL THEN 'provider_object_without_ledger' ELSE 'amount_differs' END,
    object_id, object_id, transaction_id, timesheet_id, amount_cents, ledger_cents,
    CASE WHEN transaction_id IS NULL THEN
      'The provider shows a ' || ${noun(sql`kind`)} || ' of ' || ${dollars(sql`amount_cents`)} || ' (' || object_id ||
      ') made ' || ${utc(sql`created_at`)} || ', and the ledger records no transaction for it.'
    ELSE
      'The provider shows the ' || ${noun(sql`kind`)} || ' ' || object_id || ' as ' || ${dollars(sql`amount_cents`)} ||
      ', and the ledger records ' || ${dollars(sql`ledger_cents`)} || ' for it: a difference of ' ||
      ${dollars(sql`abs(amount_cents - ledger_cents)`)} || '.'
    END
  FROM compared
  WHERE transaction_id IS NULL OR ledger_cents IS DISTINCT FROM amount_cents
  ${ONCE}`;

/** How many of the day's provider objects the run compared. */
export const countProvider = (w: Window) => sql`
  SELECT count(*)::int AS n FROM reconcile_provider
  WHERE kind IN ${COMPARED}
    AND created_at >= ${w.start.toISOString()}::timestamptz AND created_at < ${w.end.toISOString()}::timestamptz`;

/**
 * The ledger's transactions of the day that name a provider object, each looked for in the provider's list (read
 * an hour wider than the day): one it does not find names money the provider never moved.
 */
export const ledgerSide = (runId: string, w: Window) => sql`
  WITH t AS (
    SELECT t.id, t.kind, t.timesheet_id, t.created_at, t.provider_object_id,
      CASE WHEN t.kind = 'worker_payout' THEN m.transfer_id WHEN t.kind = 'correction_payout' THEN c.transfer_id
        ELSE t.provider_object_id END AS object_id
    FROM ledger_transactions t
    ${TRANSFERS}
    WHERE t.provider_object_id IS NOT NULL AND ${notDemoHistory(sql`t.provider_object_id`)}
      AND t.created_at >= ${w.start.toISOString()}::timestamptz AND t.created_at < ${w.end.toISOString()}::timestamptz
  ), missing AS (
    SELECT t.*, ${ledgerCents(sql`t.id`)} AS ledger_cents FROM t
    WHERE t.object_id IS NULL OR NOT EXISTS (SELECT 1 FROM reconcile_provider p WHERE p.object_id = t.object_id)
  )
  ${INSERT}
  SELECT ${runId}::uuid, 'ledger_without_provider_object', id::text, provider_object_id, id, timesheet_id, NULL,
    ledger_cents,
    'The ledger records ' || ${dollars(sql`ledger_cents`)} || ' (' || replace(kind, '_', ' ') || ', ' ||
    ${utc(sql`created_at`)} || ') for the provider''s ' || provider_object_id ||
    ', and the provider shows no such money moving.'
  FROM missing
  ${ONCE}`;

export const countLedger = (w: Window) => sql`
  SELECT count(*)::int AS n FROM ledger_transactions
  WHERE provider_object_id IS NOT NULL AND ${notDemoHistory(sql`provider_object_id`)}
    AND created_at >= ${w.start.toISOString()}::timestamptz AND created_at < ${w.end.toISOString()}::timestamptz`;

/** A timesheet with more than one charge (or payout) transaction, one of them recorded that day. */
export const duplicates = (runId: string, w: Window) => sql`
  WITH touched AS (
    SELECT DISTINCT timesheet_id FROM ledger_transactions
    WHERE kind IN ('business_charge', 'worker_payout') AND timesheet_id IS NOT NULL
      AND created_at >= ${w.start.toISOString()}::timestamptz AND created_at < ${w.end.toISOString()}::timestamptz
  ), d AS (
    SELECT t.timesheet_id, t.kind, count(*) AS n, sum(${ledgerCents(sql`t.id`)}) AS cents
    FROM ledger_transactions t JOIN touched USING (timesheet_id)
    WHERE t.kind IN ('business_charge', 'worker_payout')
    GROUP BY t.timesheet_id, t.kind
    HAVING count(*) > 1
  )
  ${INSERT}
  SELECT ${runId}::uuid, CASE kind WHEN 'business_charge' THEN 'duplicate_charge' ELSE 'duplicate_payout' END,
    timesheet_id::text, NULL, NULL, timesheet_id, NULL, cents,
    'Timesheet ' || timesheet_id || ' has ' || n || ' ledger transactions of ' ||
    CASE kind WHEN 'business_charge' THEN 'the business''s charge' ELSE 'the worker''s payout' END ||
    ' where it should have one: ' || ${dollars(sql`cents`)} || ' recorded in all.'
  FROM d
  ${ONCE}`;

/** A timesheet approved that day, with pay, and no charge recorded (money_movements, one per timesheet). */
export const approvedWithoutCharge = (runId: string, w: Window) => sql`
  ${INSERT}
  SELECT ${runId}::uuid, 'approved_without_charge', ts.id::text, NULL, NULL, ts.id, NULL, NULL,
    'Timesheet ' || ts.id || ' was approved ' || ${utc(sql`ts.approved_at`)} || ' with pay of ' ||
    ${dollars(sql`ts.pay_cents`)} || ', and no charge to the business (pay + fee) was recorded for it.'
  FROM timesheets ts
  WHERE ts.approved_at >= ${w.start.toISOString()}::timestamptz AND ts.approved_at < ${w.end.toISOString()}::timestamptz
    AND ts.pay_cents > 0
    AND NOT EXISTS (SELECT 1 FROM money_movements m WHERE m.timesheet_id = ts.id AND m.kind = 'charge')
  ${ONCE}`;

export const countApproved = (w: Window) => sql`
  SELECT count(*)::int AS n FROM timesheets
  WHERE approved_at >= ${w.start.toISOString()}::timestamptz AND approved_at < ${w.end.toISOString()}::timestamptz`;

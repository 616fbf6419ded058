// Reconciliation figure ("reconciling 100 000 transactions: ≤ 30 s", docs/product/payments.md "Reconciliation"), on
// a fresh PostgreSQL database of its own: 50 000 approved timesheets of yesterday, each charged and paid out, so
// 100 000 ledger transactions naming a provider object (a business charge, a worker payout) and 100 000 balance
// transactions at the project's payments fake (a payment, a transfer), written in set-based statements; a few are
// spoiled on purpose (payments the ledger lacks, amounts that differ, timesheets without a charge). Then the job's
// own code (reconcile.ts: the provider's list read page by page over HTTP through the real adapter, staged, compared
// in the database) is timed whole, and what it found is checked against what was spoiled.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { runMigrations } from '../../src/server/db/migrate';
import { reconcileWindow } from '../../src/server/money/reconcile';
import { startPaymentsFake } from '../../src/server/payments/fake/start-payments-fake';
import { paymentsFor } from '../../src/server/payments/payments-for-config';
import { createScheduler } from '../../src/server/scheduler/scheduler';
import { openOwnDatabase } from './own-database';
import { log } from './settings';

export const RECONCILED_TRANSACTIONS = Number(process.env.BENCH_RECONCILIATION_TRANSACTIONS ?? 100_000);
/** the target. */
export const RECONCILIATION_SECONDS = 30;
const SPOILED = 10;
const DAY = 86_400_000;

export type ReconciliationResult = {
  ledgerTransactions: number;
  providerObjects: number;
  seconds: number;
  listSeconds: number;
  expected: number;
  found: number;
};

/** Timesheet g (1..n) approved yesterday (g - 1)·(86 400 / n) s after midnight UTC; ids are derived from g. */
async function seedLedger(sql: pg.Client, n: number, dayStart: Date) {
  const at = `'${dayStart.toISOString()}'::timestamptz + ((g - 1) * (86400.0 / ${n})) * interval '1 second'`;
  await sql.query(`SET session_replication_role = replica`);
  await sql.query(
    `INSERT INTO users (role, email, password_hash, phone, sms_notifications)
     SELECT CASE WHEN g <= 100 THEN 'manager' ELSE 'talent' END, 'recon.' || g || '@bench.test', 'x',
            '+1301' || lpad(g::text, 7, '0'), false FROM generate_series(1, 1100) g`,
  );
  await sql.query(`CREATE TEMP TABLE people AS
     SELECT id, role, row_number() OVER (PARTITION BY role ORDER BY email) - 1 AS i FROM users`);
  await sql.query(
    `CREATE TEMP TABLE sheets AS
     SELECT g, gen_random_uuid() AS shift_id, gen_random_uuid() AS application_id, gen_random_uuid() AS timesheet_id,
            gen_random_uuid() AS charge_id, gen_random_uuid() AS payout_id,
            m.id AS manager_id, w.id AS worker_id, ${at} AS at, 7400 + (g % 50) * 100 AS pay
     FROM generate_series(1, $1::int) g
     JOIN people m ON m.role = 'manager' AND m.i = g % 100
     JOIN people w ON w.role = 'talent' AND w.i = g % 1000`,
    [n],
  );
  await sql.query(
    `INSERT INTO shifts (id, manager_id, business_name, manager_email, position_title, location_address, shift_date,
                         start_time, end_time, time_zone, starts_at, ends_at, hourly_rate_cents, contact_person,
                         contact_phone, requirements, accepted_count)
     SELECT shift_id, manager_id, 'Recon Bistro', 'recon@bench.test', 'Server', '1 Main St', (at - interval '1 day')::date,
            '09:00', '15:00', 'UTC', at - interval '1 day', at - interval '18 hours', 1800, 'Pat', '+13015550142', '', 1
     FROM sheets`,
  );
  await sql.query(
    `INSERT INTO shift_applications (id, shift_id, worker_id, status) SELECT application_id, shift_id, worker_id, 'completed' FROM sheets`,
  );
  await sql.query(
    `INSERT INTO timesheets (id, application_id, shift_id, worker_id, manager_id, check_in_at, check_out_at, break_minutes,
                             worked_minutes, hourly_rate_cents, pay_cents, status, approved_at, approved_by)
     SELECT timesheet_id, application_id, shift_id, worker_id, manager_id, at - interval '1 day', at - interval '18 hours',
            0, 360, 1800, pay, 'approved', at, 'manager' FROM sheets`,
  );
  // Spoiled: the last SPOILED timesheets have no charge at all.
  await sql.query(
    `INSERT INTO money_movements (id, kind, timesheet_id, application_id, shift_id, manager_id, worker_id, pay_cents,
                                  fee_cents, fee_bps, amount_cents, status, provider_object_id, transfer_id, created_at)
     SELECT charge_id, 'charge', timesheet_id, application_id, shift_id, manager_id, worker_id, pay, pay * 3 / 10, 3000,
            pay + pay * 3 / 10, 'succeeded', 'pi_bench_' || g, NULL, at FROM sheets WHERE g <= $1::int - ${SPOILED}
     UNION ALL
     SELECT payout_id, 'payout', timesheet_id, application_id, shift_id, manager_id, worker_id, pay, 0, 0, pay, 'sent',
            'po_bench_' || g, 'tr_bench_' || g, at FROM sheets WHERE g <= $1::int - ${SPOILED}`,
    [n],
  );
  await sql.query(
    `INSERT INTO ledger_accounts (kind, owner_user_id, normal_side, non_negative)
     SELECT 'provider_balance', NULL, 'debit', true
     UNION ALL SELECT 'business_receivable', id, 'debit', false FROM people WHERE role = 'manager'
     UNION ALL SELECT 'worker_payable', id, 'credit', true FROM people WHERE role = 'talent'`,
  );
  await sql.query(
    `CREATE TEMP TABLE txs AS
     SELECT gen_random_uuid() AS id, 'business_charge' AS kind, 'business_charge:' || charge_id AS key,
            'pi_bench_' || g AS object_id, timesheet_id, at, pay + pay * 3 / 10 AS cents,
            (SELECT id FROM ledger_accounts WHERE kind = 'provider_balance') AS debit,
            (SELECT id FROM ledger_accounts WHERE kind = 'business_receivable' AND owner_user_id = manager_id) AS credit
     FROM sheets WHERE g <= $1::int - ${SPOILED}
     UNION ALL
     SELECT gen_random_uuid(), 'worker_payout', 'worker_payout:' || payout_id, 'po_bench_' || g, timesheet_id, at, pay,
            (SELECT id FROM ledger_accounts WHERE kind = 'worker_payable' AND owner_user_id = worker_id),
            (SELECT id FROM ledger_accounts WHERE kind = 'provider_balance')
     FROM sheets WHERE g <= $1::int - ${SPOILED}`,
    [n],
  );
  await sql.query(
    `INSERT INTO ledger_transactions (id, kind, idempotency_key, provider_object_id, timesheet_id, reason, created_at)
     SELECT id, kind, key, object_id, timesheet_id, 'bench', at FROM txs`,
  );
  await sql.query(
    `INSERT INTO ledger_lines (transaction_id, account_id, side, amount_cents)
     SELECT id, debit, 'debit', cents FROM txs UNION ALL SELECT id, credit, 'credit', cents FROM txs`,
  );
  const rows = (
    await sql.query(
      `SELECT g, to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, pay FROM sheets ORDER BY g`,
    )
  ).rows as { g: number; at: string; pay: number }[];
  await sql.query(`SET session_replication_role = DEFAULT`);
  await sql.query('ANALYZE');
  return rows;
}

/**
 * The fake's memory as its state file holds it: per charged timesheet a payment (its charge) and a transfer, in
 * time order; SPOILED extra payments nobody recorded, and SPOILED payments whose amount is a cent off the ledger's.
 */
function fakeState(rows: { g: number; at: string; pay: number }[]) {
  const objects: object[] = [];
  const balanceTransactions: object[] = [];
  const move = (type: string, source: string, amount: number, at: string) =>
    balanceTransactions.push({
      account: null,
      transaction: {
        id: `txn_${balanceTransactions.length}`,
        object: 'balance_transaction',
        amount,
        currency: 'usd',
        type,
        source,
        created: Math.floor(Date.parse(at) / 1000),
      },
    });
  for (const { g, at, pay } of rows) {
    const charged = pay + Math.floor((pay * 3) / 10);
    const amount = g <= 2 * SPOILED && g > SPOILED ? charged + 1 : charged;
    if (g > rows.length - SPOILED) {
      objects.push({ id: `ch_bench_x${g}`, object: 'charge', amount, payment_intent: `pi_bench_x${g}` });
      move('charge', `ch_bench_x${g}`, amount, at);
      continue;
    }
    objects.push({ id: `ch_bench_${g}`, object: 'charge', amount, payment_intent: `pi_bench_${g}` });
    move('charge', `ch_bench_${g}`, amount, at);
    objects.push({ id: `tr_bench_${g}`, object: 'transfer', amount: pay });
    move('transfer', `tr_bench_${g}`, -pay, at);
  }
  const state = {
    objects,
    failsAtCharge: [],
    onboardingLinks: [],
    balances: [],
    payoutAccounts: [],
    balanceTransactions,
  };
  return { state, replies: [], effects: [] };
}

export async function measureReconciliation(): Promise<ReconciliationResult | null> {
  const own = await openOwnDatabase('reconciliation');
  if (!own) return null;
  const { database, sql } = own;
  let fake: Awaited<ReturnType<typeof startPaymentsFake>> | undefined;
  try {
    await runMigrations(database);
    const timesheets = RECONCILED_TRANSACTIONS / 2;
    const dayStart = new Date(Math.floor(Date.now() / DAY) * DAY - DAY);
    const seedStarted = performance.now();
    const rows = await seedLedger(sql, timesheets, dayStart);
    const stateFile = join(process.env.TMPDIR ?? '/tmp', `tb-bench-recon-${process.pid}.json`);
    writeFileSync(stateFile, JSON.stringify(fakeState(rows)));
    fake = await startPaymentsFake({ webhookSecret: 'whsec_bench', stateFile });
    log(`reconciliation: seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const payments = paymentsFor(
      { paymentsProvider: 'fake', STRIPE_API_BASE: fake.url },
      { url: fake.url, webhookSecret: 'whsec_bench' },
    );
    const window = { start: dayStart, end: new Date(dayStart.getTime() + DAY) };
    const listStarted = performance.now();
    const listed = await payments.listBalanceTransactions({
      createdFrom: window.start,
      createdBefore: window.end,
    });
    const listSeconds = (performance.now() - listStarted) / 1000;
    if (!listed.ok) throw new Error(listed.message);
    const scheduler = createScheduler({ database, now: () => new Date(), handlers: {}, deps: () => ({}) });
    const deps = { db: database.db, now: () => new Date(), services: { scheduler, payments } };
    const started = performance.now();
    const run = await reconcileWindow(deps, window);
    const seconds = (performance.now() - started) / 1000;
    if (!run) throw new Error('reconciliation: the run did nothing');
    // Spoiled: SPOILED payments and SPOILED timesheets without a charge, SPOILED amounts a cent off.
    const result: ReconciliationResult = {
      ledgerTransactions: run.ledgerTransactions,
      providerObjects: run.providerObjects,
      seconds,
      listSeconds,
      expected: 3 * SPOILED,
      found: run.mismatches,
    };
    log(`reconciliation: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await fake?.close();
    await own.close();
  }
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

/** The report's rows (report.ts). */
export function reconciliationLines(r: ReconciliationResult): string[] {
  const within = r.seconds <= RECONCILIATION_SECONDS;
  return [
    '',
    '#### Daily reconciliation (PostgreSQL, a database of its own)',
    '',
    '| Target | Figure | Verdict |',
    '| --- | --- | --- |',
    `| reconciling ${r.ledgerTransactions.toLocaleString('en-US')} ledger transactions with ` +
      `${r.providerObjects.toLocaleString('en-US')} provider objects ≤ ${RECONCILIATION_SECONDS} s | ` +
      `${f1(r.seconds)} s (the provider's list read over HTTP alone: ${f1(r.listSeconds)} s) | ${within ? 'met' : '**missed**'} |`,
    `| every spoiled row found, nothing else | ${r.found} of ${r.expected} | ${r.found === r.expected ? 'met' : '**missed**'} |`,
  ];
}

// The money benchmark (docs/quality.md, "Money"; docs/product/payments.md, "Charges and payouts"): one payments fake
// (src/server/payments/fake/, an HTTP server in this process, as the provider), two app instances on one fresh
// PostgreSQL database pointed at it as at the provider, businesses with a saved test card and workers with payouts
// ready (scripts/bench/money-seed.ts), then timesheet approvals at BENCH_MONEY_RATE a second for BENCH_MONEY_SECONDS
// through the HTTP API, spread over both instances. Each approval's delay is the time from its response to its payout
// row's `arrived_at` ('Arrived' on both sides' timeline). Afterwards the fake's effects per idempotency key
// (`GET /_fake/effects`) are summed per money movement: more than one charge or payout for a movement is a double;
// an approved timesheet with no arrived payout after BENCH_MONEY_DRAIN_SECONDS is lost.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type pg from 'pg';
import { runMigrations } from '../../src/server/db/migrate';
import { startPaymentsFake } from '../../src/server/payments/fake/start-payments-fake';
import { providerEnv, seedMoneyWork } from './money-seed';
import { openOwnDatabase } from './own-database';
import { paced } from './paced';
import { quantile } from './scheduler';
import { startServer } from './server';
import { log, serverOptions } from './settings';

export const MONEY_RATE = Number(process.env.BENCH_MONEY_RATE ?? 50);
export const MONEY_SECONDS = Number(process.env.BENCH_MONEY_SECONDS ?? 60);
/** How long after the last approval a payout may still arrive before its timesheet counts as lost. */
export const MONEY_DRAIN_SECONDS = Number(process.env.BENCH_MONEY_DRAIN_SECONDS ?? 60);
const MANAGERS = Number(process.env.BENCH_MONEY_MANAGERS ?? 50);
const WORKERS = Math.max(10, Number(process.env.BENCH_MONEY_WORKERS ?? 200));
/** the target: p99 from approval to 'Arrived' ≤ 10 s. */
export const MONEY_P99_MS = 10_000;

export type MoneyResult = {
  rate: number;
  seconds: number;
  approvals: {
    sent: number;
    ok: number;
    failed: number;
    failedBy: Record<string, number>;
    perInstance: number[];
    rps: number;
    p99Ms: number;
  };
  /** approval response → payout arrived_at, over the approvals that arrived */
  arrivalMs: { p50: number; p95: number; p99: number; max: number };
  arrived: number;
  lost: number;
  /** movements the fake took exactly one payment for, or made exactly one transfer and one payout for */
  chargedOnce: number;
  paidOnce: number;
  doubleCharges: number;
  doublePayouts: number;
  /** idempotency keys the fake applied more than once (its own replay should make this 0 whatever the app does) */
  keysAppliedTwice: number;
  parties: { managers: number; workers: number };
  seedSeconds: number;
  loadAverage: { before: number; after: number };
};

export async function measureMoney(): Promise<MoneyResult | null> {
  const own = await openOwnDatabase('money');
  if (!own) return null;
  const { database, sql } = own;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const instances: Awaited<ReturnType<typeof startServer>>[] = [];
  let delivery = 0;
  // The provider's events go to both instances in turn, as behind a load balancer.
  const fake = await startPaymentsFake({
    webhookSecret,
    webhookUrl: () =>
      instances.length ? `${instances[delivery++ % instances.length]!.url}/api/webhooks/stripe` : undefined,
  });
  const env = providerEnv(fake.url, webhookSecret);
  try {
    await runMigrations(database);
    const total = Math.round(MONEY_RATE * MONEY_SECONDS);
    const seedStarted = performance.now();
    const parties = { managers: Math.min(MANAGERS, total), workers: WORKERS };
    const work = await seedMoneyWork(database, env, { ...parties, approvals: total });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    log(
      `money: ${work.length} timesheets of ${parties.managers} businesses and ${WORKERS} workers in ${seedSeconds.toFixed(1)} s`,
    );
    await sql.query('ANALYZE');
    for (const _ of [0, 1])
      instances.push(await startServer({ DATABASE_URL: own.url, ...env }, serverOptions));

    const before = loadavg()[0]!;
    log(
      `money: ${MONEY_RATE} approvals/s for ${MONEY_SECONDS} s on 2 instances (load average ${before.toFixed(2)})`,
    );
    const answeredAt = new Map<string, number>();
    const perInstance = [0, 0];
    const approve = (n: number) => {
      const { timesheetId, manager } = work[n]!;
      return {
        url: instances[n % 2]!.url,
        req: {
          method: 'POST',
          path: `/api/timesheets/${timesheetId}/approve`,
          headers: { cookie: `tb_session=${manager.token}` },
        },
      };
    };
    /** The failed approvals by status ('no answer' for a timeout or a dropped connection). */
    const failedBy: Record<string, number> = {};
    const sent = await paced(instances[0]!.url, { path: '/' }, MONEY_RATE, MONEY_SECONDS, {
      pick: approve,
      onAnswer: (n, status) => {
        if (status !== 200) {
          const key = String(status ?? 'no answer');
          failedBy[key] = (failedBy[key] ?? 0) + 1;
          return;
        }
        answeredAt.set(work[n]!.timesheetId, Date.now());
        perInstance[n % 2]!++;
      },
    });

    const approved = [...answeredAt.keys()];
    const arrivedAt = await waitForArrivals(sql, approved);
    const after = loadavg()[0]!;
    const delays = approved
      .filter((id) => arrivedAt.has(id))
      .map((id) => arrivedAt.get(id)! - answeredAt.get(id)!)
      .sort((a, b) => a - b);
    const doubles = await countDoubles(sql, approved, await fake.effects());
    const result: MoneyResult = {
      rate: MONEY_RATE,
      seconds: MONEY_SECONDS,
      approvals: {
        sent: total,
        ok: approved.length,
        failed: total - approved.length,
        failedBy,
        perInstance,
        rps: sent.rps,
        p99Ms: sent.p99,
      },
      arrivalMs: {
        p50: quantile(delays, 0.5),
        p95: quantile(delays, 0.95),
        p99: quantile(delays, 0.99),
        max: delays.at(-1) ?? Number.NaN,
      },
      arrived: delays.length,
      lost: approved.length - delays.length,
      ...doubles,
      parties,
      seedSeconds,
      loadAverage: { before, after },
    };
    log(`money: ${JSON.stringify(result)}`);
    return result;
  } finally {
    for (const instance of instances) await instance.stop();
    await fake.close();
    await own.close();
  }
}

/** arrived_at (ms since the epoch) of each timesheet's payout, polled until all arrived or the drain time is up. */
async function waitForArrivals(sql: pg.Client, timesheetIds: string[]) {
  const arrived = new Map<string, number>();
  const deadline = Date.now() + MONEY_DRAIN_SECONDS * 1000;
  while (arrived.size < timesheetIds.length) {
    const { rows } = await sql.query<{ timesheet_id: string; ms: number }>(
      `SELECT timesheet_id, (extract(epoch FROM arrived_at) * 1000)::float8 AS ms FROM money_movements
       WHERE kind = 'payout' AND arrived_at IS NOT NULL AND timesheet_id = ANY($1::uuid[])`,
      [timesheetIds],
    );
    for (const r of rows) arrived.set(r.timesheet_id, r.ms);
    if (arrived.size >= timesheetIds.length || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return arrived;
}

/** What the fake applied under one movement's keys (`charge:<id>:<try>`, `capture:<id>:<try>`, `payout:<id>:…`). */
function effectsByMovement(effects: Record<string, number>) {
  const by = new Map<string, { payments: number; transfers: number; payouts: number }>();
  for (const [key, count] of Object.entries(effects)) {
    const match = /^(charge|capture|payout):([0-9a-f-]{36}):(.+)$/.exec(key);
    if (!match) continue;
    const [, prefix, id, rest] = match;
    const e = by.get(id!) ?? { payments: 0, transfers: 0, payouts: 0 };
    if (prefix !== 'payout') e.payments += count;
    else if (rest === 'transfer') e.transfers += count;
    else e.payouts += count;
    by.set(id!, e);
  }
  return by;
}

/**
 * Per movement of the approved timesheets: a charge with more than one payment taken under its keys, a payout with
 * more than one transfer or more than one payout.
 */
async function countDoubles(sql: pg.Client, timesheetIds: string[], effects: Record<string, number>) {
  const { rows } = await sql.query<{ id: string; kind: 'charge' | 'payout' }>(
    'SELECT id, kind FROM money_movements WHERE timesheet_id = ANY($1::uuid[])',
    [timesheetIds],
  );
  const by = effectsByMovement(effects);
  const counts = { chargedOnce: 0, paidOnce: 0, doubleCharges: 0, doublePayouts: 0 };
  for (const m of rows) {
    const e = by.get(m.id);
    if (!e) continue;
    if (m.kind === 'charge') {
      counts.chargedOnce += Number(e.payments === 1);
      counts.doubleCharges += Number(e.payments > 1);
    } else {
      counts.paidOnce += Number(e.transfers === 1 && e.payouts === 1);
      counts.doublePayouts += Number(e.transfers > 1 || e.payouts > 1);
    }
  }
  return { ...counts, keysAppliedTwice: Object.values(effects).filter((n) => n > 1).length };
}

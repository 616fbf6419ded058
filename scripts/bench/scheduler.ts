// The scheduler's figures ("Performance"; docs/decisions/015-scheduler.md), on a fresh PostgreSQL database
// of its own. (a) Throughput: 100 000 due jobs, one scheduler running passes (`runDue()`) until none is due: jobs/s.
// (b) Delay: two schedulers, each on its own connection pool as two app instances would be, started with their
// real settings (poll interval, batch, lease) while jobs fall due at 1 000/s for 30 s: for each job done_at − run_at
// (p50, p95, p99, max), and every job must have run exactly once. Both use the scheduler's own code path (claim with
// FOR UPDATE SKIP LOCKED and a lease, handler, outcome) with a bench-only kind whose handler counts its runs.
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createScheduler, type JobHandlers } from '../../src/server/scheduler/scheduler';
import { createOwnDatabase } from './own-database';
import { log } from './settings';

export const SCHEDULER_JOBS = Number(process.env.BENCH_SCHEDULER_JOBS ?? 100_000);
export const SCHEDULER_RATE = Number(process.env.BENCH_SCHEDULER_RATE ?? 1000);
export const SCHEDULER_SECONDS = Number(process.env.BENCH_SCHEDULER_SECONDS ?? 30);
/** the target: p99 from due to done ≤ 2 s at 1 000 due jobs/s on two instances. */
export const SCHEDULER_P99_MS = 2000;

const KIND = 'bench.record';

export type SchedulerResult = {
  pass: { jobs: number; seconds: number; perSecond: number; duplicates: number; missing: number };
  paced: {
    instances: number;
    rate: number;
    seconds: number;
    jobs: number;
    delayMs: { p50: number; p95: number; p99: number; max: number };
    duplicates: number;
    missing: number;
    /** Jobs each instance ran. */
    perInstance: number[];
  };
};

/** A handler that counts each job's runs, as a bench-only kind. */
function counting(runs: Map<number, number>, tally: { n: number }): JobHandlers<undefined> {
  return {
    [KIND]: async (_deps, job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      tally.n++;
    },
  };
}

/** Jobs that ran more than once, and jobs that never ran, of ids first..last. */
function check(runs: Map<number, number>, ids: number[]) {
  let duplicates = 0;
  let missing = 0;
  for (const id of ids) {
    const n = runs.get(id) ?? 0;
    if (n === 0) missing++;
    else if (n > 1) duplicates++;
  }
  return { duplicates, missing };
}

/** Inserts `n` jobs of the bench kind, due `startMs + i * stepMs` (ms since the epoch), in one statement. */
async function insertJobs(sql: pg.Client, n: number, startMs: number, stepMs: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO scheduled_jobs (kind, subject_id, run_at)
     SELECT $1, 'bench-' || g, to_timestamp(($2::float8 + g * $3::float8) / 1000)
     FROM generate_series(0, $4::int - 1) g
     RETURNING id`,
    [KIND, startMs, stepMs, n],
  );
  return rows.map((r) => Number(r.id));
}

export const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;

export async function measureScheduler(): Promise<SchedulerResult | null> {
  const own = await createOwnDatabase('scheduler');
  if (!own) return null;
  const one = await openDatabase({ url: own.url });
  const two = await openDatabase({ url: own.url });
  const sql = new pg.Client({ connectionString: own.url });
  await sql.connect();
  try {
    await runMigrations(one);

    // (a) One scheduler, 100 000 due jobs, passes until none is due.
    const passRuns = new Map<number, number>();
    const ids = await insertJobs(sql, SCHEDULER_JOBS, Date.now() - SCHEDULER_JOBS, 1);
    await sql.query('ANALYZE scheduled_jobs');
    const single = createScheduler<undefined>({
      database: one,
      now: () => new Date(),
      deps: () => undefined,
      handlers: counting(passRuns, { n: 0 }),
    });
    const started = performance.now();
    while ((await single.runDue()) > 0);
    const seconds = (performance.now() - started) / 1000;
    const pass = { jobs: ids.length, seconds, perSecond: ids.length / seconds, ...check(passRuns, ids) };
    log(
      `scheduler: ${ids.length} due jobs in ${seconds.toFixed(1)} s = ${Math.round(pass.perSecond)} jobs/s`,
    );
    await sql.query('DELETE FROM scheduled_jobs');
    await sql.query('VACUUM ANALYZE scheduled_jobs');

    // (b) Two instances, jobs falling due at SCHEDULER_RATE/s for SCHEDULER_SECONDS, inserted ahead of time.
    const runs = new Map<number, number>();
    const tallies = [{ n: 0 }, { n: 0 }];
    const total = SCHEDULER_RATE * SCHEDULER_SECONDS;
    const firstDue = Date.now() + 3000;
    const pacedIds = await insertJobs(sql, total, firstDue, 1000 / SCHEDULER_RATE);
    const instances = [one, two].map((database, i) =>
      createScheduler<undefined>({
        database,
        now: () => new Date(),
        deps: () => undefined,
        handlers: counting(runs, tallies[i]!),
      }),
    );
    for (const s of instances) await s.start();
    const lastDue = firstDue + SCHEDULER_SECONDS * 1000;
    // Until every job is done, or 60 s past the last one's due time.
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const { rows } = await sql.query<{ n: string }>(
        "SELECT count(*) AS n FROM scheduled_jobs WHERE status <> 'done'",
      );
      if (Number(rows[0]!.n) === 0 || Date.now() > lastDue + 60_000) break;
    }
    for (const s of instances) await s.stop();
    const { rows } = await sql.query<{ ms: number }>(
      `SELECT (extract(epoch FROM done_at - run_at) * 1000)::float8 AS ms
       FROM scheduled_jobs WHERE status = 'done' ORDER BY ms`,
    );
    const delays = rows.map((r) => r.ms);
    const paced = {
      instances: 2,
      rate: SCHEDULER_RATE,
      seconds: SCHEDULER_SECONDS,
      jobs: total,
      delayMs: {
        p50: quantile(delays, 0.5),
        p95: quantile(delays, 0.95),
        p99: quantile(delays, 0.99),
        max: delays.at(-1) ?? Number.NaN,
      },
      ...check(runs, pacedIds),
      perInstance: tallies.map((t) => t.n),
    };
    log(`scheduler, 2 instances at ${SCHEDULER_RATE}/s: ${JSON.stringify(paced)}`);
    return { pass, paced };
  } finally {
    await sql.end();
    await one.close();
    await two.close();
    await own.drop();
  }
}

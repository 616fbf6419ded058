// `npm run bench`. For PostgreSQL and for PGlite: seeds a fresh database, starts the
// built server (src/server/main.ts serving dist/client) in a child process, and from this process drives it
// with autocannon: a bare Fastify JSON route in the server process as baseline, the open-shifts listing (first
// page, a deep keyset page, and held at 1 500 req/s), the three signed-in reads (a talent's listing, a manager's
// shift list, the applications view), sign-in and apply. On PostgreSQL the signed-in reads are also run against
// a reference server (scripts/bench/reference-server.ts: bare node:http and pg, the same queries and JSON), which
// must first answer them with the app's very bodies, and then against the app held at 300 req/s; on PGlite the
// signed-in listing is held at 100 req/s. Then the realtime load: 1 000 event streams held open during the listing, and (PostgreSQL) events
// fanned out across two app instances with forced reconnects. Before the server starts, the outbox's throughput
// to a local SMTP server on the same database. First of all, on a database of its own, the scheduler:
// one pass over 100 000 due jobs, and two instances with jobs falling due at 1 000/s (scripts/bench/scheduler.ts;
// BENCH_ONLY=scheduler runs only this). Then money (scripts/bench/money.ts; BENCH_ONLY=money runs only this): approvals
// at 50/s for 60 s on two instances against the payments fake, each timed to its payout's 'Arrived', with doubles
// and lost ones counted; its figures go to their own block of docs/quality.md. Results go to stdout and docs/quality.md.
//
// Env: BENCH_TARGETS (postgres,pglite), BENCH_DATABASE_URL (a PostgreSQL server we may create a database on;
// default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DURATION (s per scenario, 10),
// BENCH_CONNECTIONS (20), BENCH_STREAMS (1000), BENCH_FANOUT_SECONDS (60), BENCH_MESSAGES (1000 e-mails through
// the outbox), BENCH_SCHEDULER_JOBS (100000), BENCH_SCHEDULER_RATE (1000 due/s), BENCH_SCHEDULER_SECONDS (30),
// BENCH_MONEY_RATE (50 approvals/s), BENCH_MONEY_SECONDS (60), BENCH_MONEY_DRAIN_SECONDS (60),
// BENCH_MONEY_MANAGERS (50), BENCH_MONEY_WORKERS (200), BENCH_WRITE_DOC (1; 0 = stdout only).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/passwords';
import { prepareDatabase } from './bench/database';
import { measureHashMs, measureParallelHashRate, POOL_THREADS } from './bench/hash';
import { measureMoney } from './bench/money';
import { moneyMarkdown, writeMoneyIntoQualityDoc } from './bench/money-report';
import { measureOutbox, type OutboxResult } from './bench/outbox';
import { fanOut, holdStreamsInChild } from './bench/realtime';
import { measureReconciliation } from './bench/reconciliation';
import { runReference } from './bench/reference';
import {
  type Machine,
  renderMarkdown,
  type Scenario,
  type TargetResult,
  writeIntoQualityDoc,
} from './bench/report';
import { measured, run } from './bench/run';
import { runScenarios } from './bench/scenarios';
import { measureScheduler } from './bench/scheduler';
import { BENCH_PASSWORD } from './bench/seed';
import { startServer } from './bench/server';
import {
  CONNECTIONS,
  CORES,
  DURATION,
  FANOUT_SECONDS,
  log,
  MESSAGES,
  ONLY,
  PG_SERVER,
  STREAM_ROUNDS,
  STREAMS,
  serverOptions,
  TARGETS,
  WARMUP_S,
  want,
} from './bench/settings';
import { HELD_RATE, SIGNED_IN_READS } from './bench/signed-in-reads';
import { measureTraining } from './bench/training';

// BENCH_ONLY=scheduler (or training, or money, or some of them) needs neither the client nor the seeded databases.
const schedulerOnly =
  ONLY?.every((o) => ['scheduler', 'training', 'money', 'reconciliation'].some((part) => part.includes(o))) ??
  false;
if (!schedulerOnly && !existsSync('dist/client/index.html')) {
  log('dist/client is missing: building the client first');
  execSync('npm run build', { stdio: 'inherit' });
}

async function benchTarget(
  target: 'postgres' | 'pglite',
  hash: string,
  hashMs: number,
  parallelHashRate: number,
): Promise<TargetResult | null> {
  log(`== ${target}`);
  const seedStarted = performance.now();
  const prepared = await prepareDatabase(target, hash);
  if (!prepared) return null;
  const { sql, closeSql, serverEnv, cleanup, seeded, counts, inputs, databaseOptions } = prepared;
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(`seeded ${JSON.stringify(counts)} in ${seedSeconds.toFixed(1)} s`);

  let server: Awaited<ReturnType<typeof startServer>>;
  let outbox: OutboxResult | undefined;
  try {
    // Before the server opens the database (PGlite admits one process), and with no load beside it.
    if (want('outbox')) {
      outbox = await measureOutbox(databaseOptions, MESSAGES);
      log(`outbox → local SMTP: ${MESSAGES} e-mails in ${outbox.seconds.toFixed(2)} s`);
    }
    server = await startServer(serverEnv, serverOptions);
  } catch (error) {
    await closeSql();
    await cleanup();
    throw error;
  }
  measured.pid = server.child.pid;
  const result: TargetResult = {
    target,
    seeded: { ...counts, seedSeconds },
    scenarios: [],
    hashMs,
    hashLimit: CORES / (hashMs / 1000),
    parallelHashRate,
    outbox,
  };
  try {
    const app = server;
    result.scenarios = await runScenarios(server.url, seeded, inputs, async (reads) => {
      const scenarios: (Scenario | null)[] = [];
      if (target === 'postgres') scenarios.push(...(await runReference(app, serverEnv, reads)));
      const held = target === 'postgres' ? reads : reads.filter((r) => r.key === 'listing');
      for (const read of held)
        scenarios.push(
          await run(SIGNED_IN_READS[read.key], app.url, read.request, { rate: HELD_RATE[target] }),
        );
      return scenarios;
    });
    // 1 000 streams held open beside the listing. Throughput here moves ±15 % from one 10 s run to the next (server
    // and load generator share two cores), so runs without and with the streams alternate, three of each, and the
    // medians are compared.
    const streamUsers = [...seeded.talent, ...seeded.managers].slice(0, STREAMS);
    if (want('streams open')) {
      const listing = { method: 'GET', path: '/api/shifts/open' } as const;
      const without: Scenario[] = [];
      const withStreams: Scenario[] = [];
      let count = 0;
      for (let round = 1; round <= STREAM_ROUNDS; round++) {
        const before = await run(
          `open shifts, first page, streams open: without, round ${round}`,
          server.url,
          listing,
        );
        const held = await holdStreamsInChild(server.url, streamUsers);
        count = held.count;
        const during = await run(
          `open shifts, first page, streams open: with, round ${round}`,
          server.url,
          listing,
        );
        await held.close();
        if (before && during) {
          without.push(before);
          withStreams.push(during);
        }
      }
      if (withStreams.length) {
        const middle = (runs: Scenario[]) =>
          [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
        const medianWith = middle(withStreams);
        log(
          `held ${count} event streams from a separate process in ${withStreams.length} alternating rounds`,
        );
        result.scenarios.push({
          ...medianWith,
          name: `open shifts, first page, ${count} streams open (median of ${withStreams.length} rounds)`,
        });
        result.sseHeld = { streams: count, rpsWithout: middle(without).rps, rpsWith: medianWith.rps };
      }
    }

    if (target === 'postgres' && want('fan-out')) {
      const second = await startServer(serverEnv, serverOptions);
      try {
        log(`fan-out: 20 events/s for ${FANOUT_SECONDS} s over ${streamUsers.length} streams on 2 instances`);
        result.fanOut = await fanOut({
          urls: [server.url, second.url],
          users: seeded.talent.slice(0, Math.min(STREAMS, seeded.talent.length)),
          openShiftIds: seeded.openShiftIds,
          applied: seeded.applied,
          sql,
          rate: 20,
          seconds: FANOUT_SECONDS,
          reconnectEverySec: 10,
          reconnectShare: 0.1,
        });
        log(`fan-out: ${JSON.stringify(result.fanOut)}`);
      } finally {
        await second.stop();
      }
    } else if (target === 'pglite')
      result.fanOutSkipped = 'PGlite is an in-process database: one app instance only';
  } finally {
    await server.stop();
    await closeSql();
    await cleanup();
  }
  return result;
}

// The scheduler on a database of its own, before any HTTP load.
const scheduler =
  want('scheduler') && TARGETS.includes('postgres') ? ((await measureScheduler()) ?? undefined) : undefined;
// The match model's training on 100 000 outcomes, on a database of its own (scripts/bench/training.ts).
const training =
  want('training') && TARGETS.includes('postgres') ? ((await measureTraining()) ?? undefined) : undefined;
// The daily reconciliation over 100 000 transactions, on a database of its own (scripts/bench/reconciliation.ts).
const reconciliation =
  want('reconciliation') && TARGETS.includes('postgres')
    ? ((await measureReconciliation()) ?? undefined)
    : undefined;
// Approvals to 'Arrived' on two instances against the payments fake, on a database of its own (scripts/bench/money.ts).
const money =
  want('money') && TARGETS.includes('postgres') ? ((await measureMoney()) ?? undefined) : undefined;
const results: TargetResult[] = [];
if (!schedulerOnly) {
  const hash = await hashPassword(BENCH_PASSWORD);
  const hashMs = await measureHashMs(hash);
  const parallelHashRate = await measureParallelHashRate(hash);
  log(
    `argon2id verify: ${hashMs.toFixed(1)} ms; ${CORES} cores -> at most ${Math.round(CORES / (hashMs / 1000))} sign-ins/s; ` +
      `${POOL_THREADS} hashing at once, nothing else: ${Math.round(parallelHashRate)}/s`,
  );
  for (const target of TARGETS) {
    if (target !== 'postgres' && target !== 'pglite') throw new Error(`unknown target ${target}`);
    const r = await benchTarget(target, hash, hashMs, parallelHashRate);
    if (r) results.push(r);
  }
}
let postgresVersion: string | undefined;
try {
  const c = new pg.Client({ connectionString: PG_SERVER });
  await c.connect();
  postgresVersion = (await c.query('SHOW server_version')).rows[0].server_version;
  await c.end();
} catch {
  // no PostgreSQL here
}
const machine: Machine = {
  cpus: CORES,
  cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
  memoryGb: totalmem() / 1024 ** 3,
  node: process.version,
  postgres: postgresVersion ? `PostgreSQL ${postgresVersion}` : undefined,
};
const machineLine =
  `${machine.cpus} CPU cores (${machine.cpuModel}), ${machine.memoryGb.toFixed(1)} GB RAM, Node ${machine.node}` +
  `${machine.postgres ? `, ${machine.postgres}` : ''}; load generator, fake and servers share the machine`;
if (money) {
  const moneyText = moneyMarkdown(money, machineLine);
  process.stdout.write(`\n${moneyText}\n`);
  if (process.env.BENCH_WRITE_DOC !== '0') {
    writeMoneyIntoQualityDoc(moneyText);
    log('money results written to docs/quality.md');
  }
}
const markdown = renderMarkdown(
  results,
  scheduler,
  machine,
  schedulerOnly
    ? `BENCH_ONLY=${ONLY?.join(',')}`
    : `${DURATION} s per scenario after ${WARMUP_S} s warm-up, ${CONNECTIONS} connections (50 for the 1 500 req/s run); ` +
        'reference: bare node:http and pg with the same queries (PostgreSQL only)',
  training,
  reconciliation,
);
process.stdout.write(`\n${markdown}\n`);
// A scheduler-only run does not replace the full run's block in docs/quality.md.
if (schedulerOnly) log(`BENCH_ONLY=${ONLY?.join(',')}: the bench block of docs/quality.md left as it is`);
else if (process.env.BENCH_WRITE_DOC !== '0') {
  writeIntoQualityDoc('docs/quality.md', markdown);
  log('results written to docs/quality.md');
}

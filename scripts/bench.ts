// `npm run bench` (issue 6, items 1 and 2). For PostgreSQL and for PGlite: seeds a fresh database, starts the
// built server (src/server/main.ts serving dist/client) in a child process, and from this process drives it
// with autocannon: a bare Fastify JSON route in the server process as baseline, the open-shifts listing (first
// page, a deep keyset page, and held at 1 500 req/s), the three signed-in reads (a talent's listing, a manager's
// shift list, the applications view), sign-in and apply. On PostgreSQL the signed-in reads are also run against
// a reference server (scripts/bench/reference-server.ts: bare node:http and pg, the same queries and JSON), which
// must first answer them with the app's very bodies, and then against the app held at 300 req/s; on PGlite the
// signed-in listing is held at 100 req/s (issue 11 item 10). Then the realtime load: 1 000 event streams held open during the listing, and (PostgreSQL) events
// fanned out across two app instances with forced reconnects. Before the server starts, the outbox's throughput
// to a local SMTP server on the same database. Results go to stdout and docs/quality.md.
//
// Env: BENCH_TARGETS (postgres,pglite), BENCH_DATABASE_URL (a PostgreSQL server we may create a database on;
// default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DURATION (s per scenario, 10),
// BENCH_CONNECTIONS (20), BENCH_STREAMS (1000), BENCH_FANOUT_SECONDS (60), BENCH_MESSAGES (1000 e-mails through
// the outbox), BENCH_WRITE_DOC (1; 0 = stdout only).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon, { type AutocannonRequest } from 'autocannon';
import pg from 'pg';
import { hashPassword, verifyPassword } from '../src/server/auth/passwords';
import { type DatabaseOptions, openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { encodeCursor } from '../src/server/features/shifts/keyset-cursor';
import { BASELINE_PATH } from './bench/baseline-route';
import { cpuShare, cpuSnapshot } from './bench/cpu';
import { measureOutbox, type OutboxResult } from './bench/outbox';
import { paced } from './bench/paced';
import { fanOut, holdStreamsInChild } from './bench/realtime';
import {
  type Machine,
  renderMarkdown,
  type Scenario,
  type TargetResult,
  writeIntoQualityDoc,
} from './bench/report';
import {
  BENCH_PASSWORD,
  type BenchUser,
  countRows,
  type Seeded,
  type Sql,
  seedBenchDatabase,
} from './bench/seed';
import { type ServerProcess, startServer } from './bench/server';
import { HELD_RATE, referenceName, SIGNED_IN_READS, type SignedInRead } from './bench/signed-in-reads';

const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((s) => s.trim());
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const FANOUT_SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 60);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
/** Alternating runs of the listing without and with the streams open. */
const STREAM_ROUNDS = 3;
const WARMUP_S = 2;
/**
 * Only the scenarios whose names contain one of these (plus the baseline), e.g. BENCH_ONLY=sign-in, or
 * BENCH_ONLY=signed-in for the signed-in reads on the app, on the reference server and held at a fixed rate.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim().toLowerCase());
/** Runs the server under `node --cpu-prof` (profiles in BENCH_PROFILE_DIR, default $TMPDIR/talentbridge-bench-profiles). */
const PROFILE = process.env.BENCH_PROFILE === '1';
const want = (phase: string) => !ONLY || ONLY.some((o) => phase.includes(o));
const serverOptions = {
  nodeArgs: PROFILE
    ? [
        '--cpu-prof',
        '--cpu-prof-dir',
        process.env.BENCH_PROFILE_DIR ?? join(tmpdir(), 'talentbridge-bench-profiles'),
      ]
    : [],
};
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CORES = availableParallelism();

const log = (message: string) => process.stdout.write(`bench: ${message}\n`);

if (!existsSync('dist/client/index.html')) {
  log('dist/client is missing: building the client first');
  execSync('npm run build', { stdio: 'inherit' });
}

/**
 * argon2id verification time, one at a time, before any load: the sign-in ceiling is CORES / this. The median
 * of five batches of ten, since a single batch moves with whatever else the machine is doing.
 */
async function measureHashMs(hash: string): Promise<number> {
  await verifyPassword(hash, BENCH_PASSWORD);
  const batches: number[] = [];
  for (let b = 0; b < 5; b++) {
    const started = performance.now();
    for (let i = 0; i < 10; i++) await verifyPassword(hash, BENCH_PASSWORD);
    batches.push((performance.now() - started) / 10);
  }
  return batches.sort((a, b) => a - b)[2]!;
}

async function run(
  name: string,
  url: string,
  request: AutocannonRequest,
  options: { connections?: number; rate?: number; duration?: number } = {},
): Promise<Scenario | null> {
  if (ONLY && name !== 'baseline' && !ONLY.some((o) => name.toLowerCase().includes(o))) return null;
  const duration = options.duration ?? DURATION;
  let scenario: Scenario;
  if (options.rate) {
    // Held at a rate: evenly paced, open-loop (scripts/bench/paced.ts), not autocannon's once-a-second bursts.
    const pacedRequest = {
      path: request.path ?? '/',
      method: request.method,
      headers: request.headers as Record<string, string>,
    };
    await paced(url, pacedRequest, options.rate, WARMUP_S);
    const before = cpuSnapshot(serverPid);
    const r = await paced(url, pacedRequest, options.rate, duration);
    scenario = { name, cpu: cpuShare(before, cpuSnapshot(serverPid), CORES), ...r, rate: options.rate };
  } else {
    const base = { url, connections: options.connections ?? CONNECTIONS, requests: [request], timeout: 10 };
    await autocannon({ ...base, duration: WARMUP_S });
    const before = cpuSnapshot(serverPid);
    const r = await autocannon({ ...base, duration });
    scenario = {
      name,
      cpu: cpuShare(before, cpuSnapshot(serverPid), CORES),
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
  }
  const cpu = scenario.cpu!;
  log(
    `  ${name}: ${Math.round(scenario.rps)} req/s, p50 ${scenario.p50} ms, p99 ${scenario.p99} ms` +
      `${scenario.non2xx ? `, ${scenario.non2xx} non-2xx` : ''}${scenario.errors ? `, ${scenario.errors} errors` : ''}` +
      `; CPU server ${pct(cpu.server)}, PostgreSQL ${pct(cpu.postgres)}, load generator ${pct(cpu.bench)}`,
  );
  return scenario;
}

const pct = (share: number) => `${Math.round(share * 100)} %`;
/** The server under test, for the CPU accounting of each scenario. */
let serverPid: number | undefined;

const cookie = (u: BenchUser) => ({ cookie: `tb_session=${u.token}` });

type Read = { key: SignedInRead; request: AutocannonRequest & { headers: Record<string, string> } };

/** The three signed-in reads, as the app, the reference server and the held runs get them. */
function signedInReads(seeded: Seeded, inputs: ScenarioInputs): Read[] {
  const manager = cookie(seeded.managers[0]!);
  return [
    // Signed-in talent never read from the open-shifts cache (docs/decisions/007): the database path.
    {
      key: 'listing',
      request: { method: 'GET', path: '/api/shifts/open', headers: cookie(seeded.talent[0]!) },
    },
    { key: 'managerShifts', request: { method: 'GET', path: '/api/shifts/mine', headers: manager } },
    {
      key: 'applications',
      request: { method: 'GET', path: `/api/shifts/${inputs.viewedShiftId}/applications`, headers: manager },
    },
  ];
}

type ScenarioInputs = { deepCursor: string; viewedShiftId: string };

/** What the scenarios need from the database, read while this process may still query it (PGlite). */
async function scenarioInputs(sql: Sql, seeded: Seeded): Promise<ScenarioInputs> {
  // The cursor after row 6 000 of the listing: page 301 of 20.
  const deepId = seeded.openShiftIds[Math.min(6000, seeded.openShiftIds.length - 1)];
  const deepRow = (await sql('SELECT starts_at, id FROM shifts WHERE id = $1', [deepId])).rows[0];
  const viewed = await sql(
    `SELECT s.id FROM shifts s WHERE s.manager_id = $1 AND s.starts_at > now()
     AND EXISTS (SELECT 1 FROM shift_applications a WHERE a.shift_id = s.id) ORDER BY s.starts_at LIMIT 1`,
    [seeded.managers[0]!.id],
  );
  return {
    deepCursor: encodeCursor({ at: new Date(deepRow.starts_at), id: deepRow.id }),
    viewedShiftId: viewed.rows[0].id,
  };
}

/**
 * `afterReads` runs once the app's signed-in reads are measured and before sign-in and apply write to the database,
 * so what it measures (the reference server, the held runs) reads the same rows.
 */
async function runScenarios(
  url: string,
  seeded: Seeded,
  inputs: ScenarioInputs,
  afterReads: (reads: Read[]) => Promise<(Scenario | null)[]>,
): Promise<Scenario[]> {
  const { deepCursor } = inputs;
  const everyone = [...seeded.talent, ...seeded.managers];
  let signInNo = 0;
  let applyNo = 0;
  let shiftCursor = 0;
  const scenarios: (Scenario | null)[] = [];
  scenarios.push(await run('baseline', url, { method: 'GET', path: BASELINE_PATH }));
  scenarios.push(await run('open shifts, first page', url, { method: 'GET', path: '/api/shifts/open' }));
  scenarios.push(
    await run('open shifts, deep page (row 6 000)', url, {
      method: 'GET',
      path: `/api/shifts/open?cursor=${deepCursor}`,
    }),
  );
  scenarios.push(
    await run(
      'open shifts, first page',
      url,
      { method: 'GET', path: '/api/shifts/open' },
      { rate: 1500, connections: 50 },
    ),
  );
  const reads = signedInReads(seeded, inputs);
  for (const read of reads) scenarios.push(await run(SIGNED_IN_READS[read.key], url, read.request));
  scenarios.push(...(await afterReads(reads)));
  // Sign-in allows 5 attempts per e-mail and address and 30 per address in 15 minutes (issue 10 item 10):
  // every request signs in the next of the 2 000 seeded accounts, from its own client address behind the
  // load balancer the server trusts (TRUST_PROXY=loopback, scripts/bench/server.ts), so none comes near a limit.
  scenarios.push(
    await run('sign-in', url, {
      method: 'POST',
      path: '/api/auth/sign-in',
      setupRequest: (req) => {
        const n = signInNo++;
        const user = everyone[n % everyone.length]!;
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          // With its role, as the manager and talent sign-in forms send it (issue 10 item 16): one verification each.
          body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD, role: user.role }),
        };
      },
    }),
  );
  // Every apply is a new (worker, shift) pair, so each one creates an application (201), none a 409.
  scenarios.push(
    await run('apply', url, {
      method: 'POST',
      path: '/api/shifts/x/applications',
      setupRequest: (req) => {
        const worker = seeded.talent[applyNo++ % seeded.talent.length]!;
        let shiftId = '';
        for (let tries = 0; tries < seeded.openShiftIds.length; tries++) {
          shiftId = seeded.openShiftIds[shiftCursor++ % seeded.openShiftIds.length]!;
          if (!seeded.applied.has(`${shiftId} ${worker.id}`)) break;
        }
        seeded.applied.add(`${shiftId} ${worker.id}`);
        return { ...req, path: `/api/shifts/${shiftId}/applications`, headers: cookie(worker) };
      },
    }),
  );
  return scenarios.filter((s): s is Scenario => s !== null);
}

async function benchTarget(
  target: 'postgres' | 'pglite',
  hash: string,
  hashMs: number,
  parallelHashRate: number,
): Promise<TargetResult | null> {
  log(`== ${target}`);
  let sql: Sql;
  let closeSql: () => Promise<void>;
  let serverEnv: Record<string, string | undefined>;
  let cleanup: () => Promise<void>;
  const seedStarted = performance.now();
  let seeded: Seeded;
  let counts: Awaited<ReturnType<typeof countRows>>;
  let inputs: ScenarioInputs;
  let databaseOptions: DatabaseOptions;
  if (target === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_SERVER });
    try {
      await admin.connect();
    } catch (error) {
      log(`PostgreSQL at ${PG_SERVER} is not reachable (${(error as Error).message}); skipping`);
      return null;
    }
    const name = `tb_bench_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    const dbUrl = url.toString();
    databaseOptions = { url: dbUrl };
    const database = await openDatabase(databaseOptions);
    await runMigrations(database);
    await database.close();
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    sql = (text, params) => client.query(text, params as unknown[]);
    closeSql = async () => {
      await client.end();
    };
    seeded = await seedBenchDatabase(sql, hash);
    counts = await countRows(sql);
    inputs = await scenarioInputs(sql, seeded);
    serverEnv = { DATABASE_URL: dbUrl };
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-'));
    databaseOptions = { dataDir: join(dataDir, 'pglite') };
    const database = await openDatabase(databaseOptions);
    await runMigrations(database);
    await database.close();
    // PGlite is one process's database: seed, count and close before the server opens it.
    const lite = new PGlite(join(dataDir, 'pglite'));
    sql = (text, params) => lite.query(text, params as unknown[]);
    seeded = await seedBenchDatabase(sql, hash);
    counts = await countRows(sql);
    inputs = await scenarioInputs(sql, seeded);
    await lite.close();
    sql = async () => {
      throw new Error('PGlite is held by the server process now');
    };
    closeSql = async () => {};
    serverEnv = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
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
  serverPid = server.child.pid;
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

/**
 * The signed-in reads against the reference server (PostgreSQL only), started beside the app, which stands idle
 * meanwhile. It must first answer each read with the body the app gives, or the bench stops here.
 */
async function runReference(
  app: ServerProcess,
  serverEnv: Record<string, string | undefined>,
  reads: Read[],
): Promise<(Scenario | null)[]> {
  const wanted = reads.filter((r) => want(referenceName(r.key).toLowerCase()));
  if (!wanted.length) return [];
  const reference = await startServer(serverEnv, { entry: ['scripts/bench/reference-server.ts'] });
  const appPid = serverPid;
  try {
    for (const read of reads) await assertSameBody(app.url, reference.url, read);
    log(`reference server answers the ${reads.length} signed-in reads with the app's bodies`);
    serverPid = reference.child.pid;
    const scenarios: (Scenario | null)[] = [];
    for (const read of wanted)
      scenarios.push(await run(referenceName(read.key), reference.url, read.request));
    return scenarios;
  } finally {
    serverPid = appPid;
    await reference.stop();
  }
}

async function assertSameBody(appUrl: string, referenceUrl: string, read: Read) {
  const get = async (base: string) => {
    const response = await fetch(`${base}${read.request.path}`, { headers: read.request.headers });
    return { status: response.status, body: await response.json() };
  };
  const fromApp = await get(appUrl);
  const fromReference = await get(referenceUrl);
  const difference =
    fromApp.status !== 200 || fromReference.status !== 200
      ? `status ${fromApp.status} from the app, ${fromReference.status} from the reference`
      : firstDifference(fromApp.body, fromReference.body, '$');
  if (difference)
    throw new Error(
      `the reference server (scripts/bench/reference-server.ts) no longer answers ${read.request.path} ` +
        `(${SIGNED_IN_READS[read.key]}) as the app does: ${difference}. Make it match the app.`,
    );
}

/** Where two JSON values first differ (a path and both values), or null when they are deep-equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    if (Array.isArray(a) !== Array.isArray(b)) return `${path}: an array on one side only`;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
    return null;
  }
  return Object.is(a, b)
    ? null
    : `${path} is ${JSON.stringify(a)} from the app, ${JSON.stringify(b)} from the reference`;
}

/**
 * What the machine really gives when it does nothing but hash (no server, no database), with as many verifications
 * in flight as libuv has pool threads (4 by default; more than CORES measured faster here): the practical ceiling
 * under the nominal CORES / hash time, since parallel argon2 shares caches and memory bandwidth.
 */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
async function measureParallelHashRate(hash: string): Promise<number> {
  const total = 400;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: POOL_THREADS }, async () => {
      while (next++ < total) await verifyPassword(hash, BENCH_PASSWORD);
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

const hash = await hashPassword(BENCH_PASSWORD);
const hashMs = await measureHashMs(hash);
const parallelHashRate = await measureParallelHashRate(hash);
log(
  `argon2id verify: ${hashMs.toFixed(1)} ms; ${CORES} cores -> at most ${Math.round(CORES / (hashMs / 1000))} sign-ins/s; ` +
    `${POOL_THREADS} hashing at once, nothing else: ${Math.round(parallelHashRate)}/s`,
);
const results: TargetResult[] = [];
for (const target of TARGETS) {
  if (target !== 'postgres' && target !== 'pglite') throw new Error(`unknown target ${target}`);
  const r = await benchTarget(target, hash, hashMs, parallelHashRate);
  if (r) results.push(r);
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
const markdown = renderMarkdown(
  results,
  machine,
  `${DURATION} s per scenario after ${WARMUP_S} s warm-up, ${CONNECTIONS} connections (50 for the 1 500 req/s run); ` +
    'reference: bare node:http and pg with the same queries (PostgreSQL only)',
);
process.stdout.write(`\n${markdown}\n`);
if (process.env.BENCH_WRITE_DOC !== '0') {
  writeIntoQualityDoc('docs/quality.md', markdown);
  log('results written to docs/quality.md');
}

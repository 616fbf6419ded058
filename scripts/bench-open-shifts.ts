// Seeds 10 000 shifts, starts the real server on them, and measures GET /api/shifts/open with autocannon.
//
//   node --import tsx scripts/bench-open-shifts.ts                       # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx scripts/bench-open-shifts.ts                     # PostgreSQL (a scratch database)
//
// Options (env): BENCH_SHIFTS (10000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10),
// BENCH_ANALYZE (1): run ANALYZE after seeding, as PostgreSQL's autovacuum would shortly after a bulk load.
// PGlite has no autovacuum: with BENCH_ANALYZE=0 its planner has no statistics and sorts instead of
// walking the (status, starts_at, id) index.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/create-context';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { shiftApplications, shifts } from '../src/server/db/schema';
import { shiftInstants } from '../src/shared/domain/shift-time';
import { toE164 } from '../src/shared/phone';
import { shiftFormSchema } from '../src/shared/schemas/shifts';
import { createManager, createTalent } from '../tests/factories/accounts';
import { addDays, dayFromToday, shiftInput } from '../tests/factories/shifts';

type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
};
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SHIFTS = Number(process.env.BENCH_SHIFTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ANALYZE = process.env.BENCH_ANALYZE !== '0';
const baseUrl = process.env.BENCH_DATABASE_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function scratchPostgres(base: string) {
  const name = `tb_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** 10 000 shifts over the next 90 days; a few are past, closed or filled, as in real data. */
async function seed(env: Record<string, string>, dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
  });
  await runMigrations(database);
  const ctx = createContext(config, database);
  const manager = await createManager(ctx);
  const talent = await createTalent(ctx);
  const now = new Date();
  const startDay = dayFromToday(1, now);
  const rows: (typeof shifts.$inferInsert)[] = [];
  for (let i = 0; i < SHIFTS; i++) {
    const hour = 6 + (i % 14);
    const form = shiftFormSchema.parse(
      shiftInput(
        {
          positionTitle: `Position ${i}`,
          shiftDate: addDays(startDay, i % 90),
          startTime: `${String(hour).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
          endTime: `${String(hour + 4).padStart(2, '0')}:00`,
          maxApplications: 1 + (i % 3),
        },
        now,
      ),
    );
    const { startsAt, endsAt } = shiftInstants(
      form.shiftDate,
      form.startTime,
      form.endTime,
      false,
      'America/New_York',
    );
    const kind = i % 50; // 2 % past, 2 % closed, 2 % filled
    rows.push({
      managerId: manager.userId,
      businessName: form.businessName,
      managerEmail: form.managerEmail,
      positionTitle: form.positionTitle,
      locationAddress: form.locationAddress,
      shiftDate: form.shiftDate,
      startTime: form.startTime,
      endTime: form.endTime,
      overnight: false,
      timeZone: 'America/New_York',
      startsAt: kind === 0 ? new Date(now.getTime() - 86_400_000) : startsAt,
      endsAt: kind === 0 ? new Date(now.getTime() - 72_000_000) : endsAt,
      hourlyRateCents: form.hourlyRateCents,
      breakMinutes: form.breakDuration,
      dressCode: form.dressCode,
      jobDescription: form.jobDescription,
      requirements: form.requirements,
      parkingInfo: form.parkingInfo,
      contactPerson: form.contactPerson,
      contactPhone: toE164(form.contactPhone)!,
      maxApplications: form.maxApplications,
      status: kind === 1 ? 'closed' : 'open',
      acceptedCount: kind === 2 ? form.maxApplications : 0,
      createdAt: new Date(now.getTime() + i),
    });
  }
  for (let i = 0; i < rows.length; i += 500) await ctx.db.insert(shifts).values(rows.slice(i, i + 500));
  // The talent has applied to a few of the first shifts, so their page carries "Applied" flags.
  const first = await ctx.db.select({ id: shifts.id }).from(shifts).orderBy(shifts.startsAt).limit(40);
  await ctx.db
    .insert(shiftApplications)
    .values(first.filter((_, i) => i % 4 === 0).map((s) => ({ shiftId: s.id, workerId: talent.userId })));
  if (ANALYZE) await ctx.db.execute(sql`analyze`);
  await database.close();
  return { talentCookie: `tb_session=${talent.token}` };
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-'));
  const scratch = baseUrl ? await scratchPostgres(baseUrl) : null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  const seedStart = performance.now();
  const { talentCookie } = await seed(env, dataDir);
  console.log(
    `seeded ${SHIFTS} shifts in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${scratch ? 'PostgreSQL' : 'PGlite'})`,
  );

  const port = await freePort();
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}/api/shifts/open`;
    const deep = await (async () => {
      let cursor: string | null = null;
      for (let page = 0; page < 200; page++) {
        const res = (await (await fetch(`${base}?limit=50${cursor ? `&cursor=${cursor}` : ''}`)).json()) as {
          nextCursor: string | null;
        };
        if (!res.nextCursor) break;
        cursor = res.nextCursor;
      }
      return cursor;
    })();
    const scenarios: [string, string, Record<string, string>?][] = [
      ['first page, anonymous', base],
      ['first page, talent (Applied flags)', base, { cookie: talentCookie }],
      ['deep page (~9 000 in), keyset cursor', `${base}?cursor=${deep}`],
    ];
    // Warm up the JIT and the database caches.
    await autocannon({ url: base, connections: CONNECTIONS, duration: 2 });
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, 20 shifts per page\n`);
    console.log('| scenario | req/s (avg) | p50 ms | p90 ms | p99 ms | max ms | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [name, url, headers] of scenarios) {
      const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
      console.log(
        `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx + r.errors} |`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

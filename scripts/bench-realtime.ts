// Issue 3 closing figures: realtime latency from commit to an HTTP SSE client, memory per 1 000 open
// streams, and outbox throughput to a local SMTP server.
//
//   node --import tsx scripts/bench-realtime.ts                              # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx scripts/bench-realtime.ts                            # PostgreSQL (scratch databases)
//
// Options (env): BENCH_EVENTS (200), BENCH_CONNECTIONS (1000), BENCH_MESSAGES (1000).
// The app runs in a child process (scripts/bench-realtime-server.ts) so its memory is measured alone;
// the SSE clients are real HTTP clients speaking the EventSource wire format.
import { type ChildProcess, fork } from 'node:child_process';
import { Agent } from 'node:http';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { outbox } from '../src/server/db/schema';
import { logSmsProvider } from '../src/server/messaging/log-providers';
import { enqueueMessage } from '../src/server/messaging/outbox';
import { createOutboxWorker } from '../src/server/messaging/outbox-worker';
import { smtpEmailProvider } from '../src/server/messaging/smtp-email-provider';
import { startSmtpSink } from '../tests/support/smtp-sink';
import { openSse, type SseClient } from '../tests/support/sse-client';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const PG_URL = process.env.BENCH_DATABASE_URL;

type Account = { userId: string; cookie: string };

/** A scratch database on the PostgreSQL server (dropped at the end), or null for PGlite. */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!PG_URL) return null;
  const name = `tb_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function startServer(url: string | undefined) {
  const child: ChildProcess = fork('scripts/bench-realtime-server.ts', [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: url ?? '' },
  });
  const pending = new Map<number, (value: unknown) => void>();
  let nextId = 1;
  const ready = new Promise<number>((resolve, reject) => {
    child.on(
      'message',
      (msg: { ready?: true; port?: number; id?: number; result?: unknown; error?: string }) => {
        if (msg.ready) resolve(msg.port!);
        else if (msg.id) {
          if (msg.error) throw new Error(msg.error);
          pending.get(msg.id)?.(msg.result);
          pending.delete(msg.id);
        }
      },
    );
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const call = <T>(cmd: object) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve as (v: unknown) => void);
      child.send({ id, ...cmd });
    });
  return { child, ready, call };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function measureLatency(base: string, server: ReturnType<typeof startServer>) {
  const [account] = await server.call<Account[]>({ setup: 1 });
  const client = await openSse(`${base}/api/events`, { headers: { cookie: account!.cookie } });
  const latencies: number[] = [];
  for (let i = 0; i < EVENTS + 10; i++) {
    const received = client.next((e) => e.event === 'notification', 10_000);
    const sent = await server.call<{ notificationId: string; committingAt: number }>({
      notify: account!.userId,
    });
    const event = await received;
    if (JSON.parse(event.data).id !== sent.notificationId) throw new Error('events out of order');
    // The first 10 warm the JIT and the connection pool.
    if (i >= 10) latencies.push(event.receivedAt - sent.committingAt);
  }
  client.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
  };
}

async function measureMemory(base: string, server: ReturnType<typeof startServer>) {
  const accounts = await server.call<Account[]>({ setup: CONNECTIONS });
  const before = await server.call<{ rss: number; heapUsed: number }>({ memory: true });
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const clients: SseClient[] = [];
  for (let i = 0; i < accounts.length; i += 100) {
    const batch = accounts.slice(i, i + 100);
    clients.push(
      ...(await Promise.all(
        batch.map((a) => openSse(`${base}/api/events`, { headers: { cookie: a.cookie }, agent })),
      )),
    );
  }
  if (clients.some((c) => c.status !== 200)) throw new Error('a stream was refused');
  await new Promise((r) => setTimeout(r, 1000));
  const after = await server.call<{ rss: number; heapUsed: number; connections: number }>({ memory: true });
  // One event to the last-connected user: the hub still finds its stream among the thousand.
  const last = accounts.at(-1)!;
  const probe = clients.at(-1)!.next((e) => e.event === 'notification', 10_000);
  await server.call({ notify: last.userId });
  await probe;
  for (const c of clients) c.close();
  agent.destroy();
  return {
    connections: after.connections,
    rssPer1000: ((after.rss - before.rss) / after.connections) * 1000,
    heapPer1000: ((after.heapUsed - before.heapUsed) / after.connections) * 1000,
  };
}

async function measureOutbox() {
  const smtp = await startSmtpSink();
  const scratch = await scratchDatabase();
  const database: Database = await openDatabase({ url: scratch?.url });
  await runMigrations(database);
  const email = smtpEmailProvider({ url: smtp.url, from: 'TalentBridge <bench@talentbridge.test>' });
  const worker = createOutboxWorker({
    database,
    sms: logSmsProvider(database.db),
    email,
    now: () => new Date(),
  });
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < MESSAGES; i++)
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: `r${i}@example.com`,
        subject: `Bench ${i}`,
        body: 'x',
      });
  });
  const started = performance.now();
  await worker.start();
  for (;;) {
    const [row] = await database.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'sent'));
    if ((row?.n ?? 0) >= MESSAGES) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  await email.close?.();
  await database.close();
  await scratch?.drop();
  await smtp.close();
  if (smtp.messages.length !== MESSAGES)
    throw new Error(`SMTP received ${smtp.messages.length} of ${MESSAGES}`);
  return { seconds, perSecond: MESSAGES / seconds };
}

const scratch = await scratchDatabase();
const server = startServer(scratch?.url);
try {
  const port = await server.ready;
  const base = `http://127.0.0.1:${port}`;
  console.log(`Database: ${PG_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; Node ${process.version}`);
  const latency = await measureLatency(base, server);
  console.log(
    `Commit → SSE client latency over ${EVENTS} events: median ${ms(latency.median)}, p95 ${ms(latency.p95)}, ` +
      `p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
  );
  const memory = await measureMemory(base, server);
  console.log(
    `Memory per 1 000 open SSE streams (${memory.connections} open): RSS ${mb(memory.rssPer1000)}, ` +
      `JS heap ${mb(memory.heapPer1000)}`,
  );
  const throughput = await measureOutbox();
  console.log(
    `Outbox → local SMTP: ${MESSAGES} e-mails in ${throughput.seconds.toFixed(2)} s = ` +
      `${throughput.perSecond.toFixed(0)} messages/s`,
  );
} finally {
  server.child.disconnect();
  await new Promise((r) => server.child.once('exit', r));
  await scratch?.drop();
}

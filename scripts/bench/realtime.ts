// Realtime load: many Server-Sent Events streams held open, and events fanned out across two
// app instances through LISTEN/NOTIFY, with forced reconnects that resume from Last-Event-ID.
import { spawn } from 'node:child_process';
import { Agent } from 'node:http';
import { openSse, type SseClient } from '../../tests/support/sse-client';
import type { BenchUser, Sql } from './seed';

// One socket per stream; the default agent would be fine too, but this keeps them apart from autocannon's.
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

export type HeldStreams = { clients: SseClient[]; close: () => void };

/** Opens one stream per user (round-robin over `urls`), `batch` at a time. */
export async function holdStreams(urls: string[], users: BenchUser[], batch = 100): Promise<HeldStreams> {
  const clients: SseClient[] = [];
  for (let i = 0; i < users.length; i += batch) {
    const opened = await Promise.all(
      users.slice(i, i + batch).map((u, j) =>
        openSse(`${urls[(i + j) % urls.length]}/api/events`, {
          headers: { cookie: `tb_session=${u.token}` },
          agent,
        }),
      ),
    );
    for (const c of opened) if (c.status !== 200) throw new Error(`event stream answered ${c.status}`);
    clients.push(...opened);
  }
  return {
    clients,
    close() {
      for (const c of clients) c.close();
    },
  };
}

/**
 * The same from a child process (stream-holder.ts), so the streams cost the load generator nothing: the listing
 * measured beside them is limited by the server, not by a benchmark process that also services 1 000 sockets.
 */
export async function holdStreamsInChild(
  url: string,
  users: BenchUser[],
): Promise<{ count: number; close: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/stream-holder.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdin!.write(`${JSON.stringify({ url, tokens: users.map((u) => u.token) })}\n`);
  const count = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/held (\d+)\n/);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`stream holder exited (${code}) before holding its streams`)),
    );
  });
  return {
    count,
    async close() {
      child.stdin!.end();
      await exited;
    },
  };
}

export type FanOutResult = {
  seconds: number;
  streams: number;
  applies: { sent: number; ok: number; failed: number };
  events: { expected: number; delivered: number; lost: number; duplicated: number };
  reconnects: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** For each lost event: the Last-Event-IDs its user reconnected with, and when (ms after the event's row). */
  lostDetails: { id: number; reconnects: { lastId: number; msAfterEvent: number }[] }[];
};

type Stream = {
  user: BenchUser;
  url: string;
  client: SseClient;
  lastId: string | null;
  reconnectedWith: { lastId: number; at: number }[];
};

/**
 * `rate` applies per second for `seconds`, each sent to the instance the applicant is NOT connected to, so
 * every event crosses instances. Every `reconnectEverySec`, `reconnectShare` of the streams that have an id to
 * resume from are dropped and reopened with Last-Event-ID. Afterwards each user's received ids are compared
 * with the events table: nothing missing, nothing twice. Latency: the event row's created_at (taken inside the
 * committing transaction, so slightly before the commit) to the moment the client read it.
 */
export async function fanOut(options: {
  urls: [string, string];
  users: BenchUser[];
  openShiftIds: string[];
  applied: Set<string>;
  sql: Sql;
  rate: number;
  seconds: number;
  reconnectEverySec: number;
  reconnectShare: number;
}): Promise<FanOutResult> {
  const { urls, users, sql } = options;
  const startId = Number((await sql('SELECT coalesce(max(id), 0) AS id FROM events')).rows[0].id);
  const received = new Map<string, { id: number; at: number }[]>();
  const streams: Stream[] = [];
  const attach = (stream: Stream) => {
    stream.client.onEvent = (e) => {
      if (e.id === null || e.event === 'resync') return;
      stream.lastId = e.id;
      const list = received.get(stream.user.id) ?? [];
      list.push({ id: Number(e.id), at: e.receivedAt });
      received.set(stream.user.id, list);
    };
  };
  const open = async (user: BenchUser, url: string, lastId: string | null) => {
    const headers: Record<string, string> = { cookie: `tb_session=${user.token}` };
    if (lastId) headers['last-event-id'] = lastId;
    const client = await openSse(`${url}/api/events`, { headers, agent });
    if (client.status !== 200) throw new Error(`event stream answered ${client.status}`);
    return client;
  };
  for (let i = 0; i < users.length; i += 100) {
    const opened = await Promise.all(
      users.slice(i, i + 100).map(async (user, j) => {
        const url = urls[(i + j) % 2]!;
        return {
          user,
          url,
          client: await open(user, url, null),
          lastId: null,
          reconnectedWith: [],
        } as Stream;
      }),
    );
    for (const s of opened) attach(s);
    streams.push(...opened);
  }

  // Which (shift, worker) pairs are still free: an apply must create a row, or there is no event.
  let shiftCursor = 0;
  const nextShift = (workerId: string) => {
    for (let tries = 0; tries < options.openShiftIds.length; tries++) {
      const shiftId = options.openShiftIds[shiftCursor++ % options.openShiftIds.length]!;
      if (!options.applied.has(`${shiftId} ${workerId}`)) {
        options.applied.add(`${shiftId} ${workerId}`);
        return shiftId;
      }
    }
    throw new Error('no shift left to apply to');
  };

  const applies = { sent: 0, ok: 0, failed: 0 };
  const inFlight: Promise<void>[] = [];
  let reconnects = 0;
  const started = Date.now();
  const total = options.rate * options.seconds;
  let nextReconnect = started + options.reconnectEverySec * 1000;
  for (let k = 0; k < total; k++) {
    const due = started + (k * 1000) / options.rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const stream = streams[k % streams.length]!;
    const other = urls[stream.url === urls[0] ? 1 : 0];
    const shiftId = nextShift(stream.user.id);
    applies.sent++;
    inFlight.push(
      fetch(`${other}/api/shifts/${shiftId}/applications`, {
        method: 'POST',
        headers: { cookie: `tb_session=${stream.user.token}` },
      }).then(
        (r) => {
          if (r.status === 201) applies.ok++;
          else applies.failed++;
          return r.arrayBuffer().then(() => {});
        },
        () => {
          applies.failed++;
        },
      ),
    );
    if (Date.now() >= nextReconnect) {
      nextReconnect += options.reconnectEverySec * 1000;
      const victims = streams.filter((s) => s.lastId !== null && Math.random() < options.reconnectShare);
      reconnects += victims.length;
      // Dropped and reopened in the background, as a browser would after a network blip.
      for (const s of victims) {
        s.client.close();
        s.reconnectedWith.push({ lastId: Number(s.lastId), at: performance.timeOrigin + performance.now() });
        void open(s.user, s.url, s.lastId).then((client) => {
          s.client = client;
          attach(s);
        });
      }
    }
  }
  await Promise.all(inFlight);
  await new Promise((r) => setTimeout(r, 3000)); // the last events, and the sweep, arrive
  for (const s of streams) s.client.close();

  const ids = users.map((u) => u.id);
  const rows = (
    await sql(
      `SELECT id, user_id, (extract(epoch from created_at) * 1000)::float8 AS at
       FROM events WHERE id > $1 AND user_id = ANY($2::uuid[])`,
      [startId, ids],
    )
  ).rows as { id: string; user_id: string; at: number }[];
  const createdAt = new Map(rows.map((r) => [Number(r.id), Number(r.at)]));
  let delivered = 0;
  let lost = 0;
  let duplicated = 0;
  const latencies: number[] = [];
  const lostDetails: FanOutResult['lostDetails'] = [];
  const streamOf = new Map(streams.map((s) => [s.user.id, s]));
  const expectedByUser = new Map<string, Set<number>>();
  for (const r of rows) {
    const set = expectedByUser.get(r.user_id) ?? new Set<number>();
    set.add(Number(r.id));
    expectedByUser.set(r.user_id, set);
  }
  for (const user of users) {
    const expected = expectedByUser.get(user.id) ?? new Set<number>();
    const got = (received.get(user.id) ?? []).filter((e) => e.id > startId);
    const seen = new Set<number>();
    for (const e of got) {
      if (seen.has(e.id)) duplicated++;
      else {
        seen.add(e.id);
        delivered++;
        const at = createdAt.get(e.id);
        if (at !== undefined) latencies.push(e.at - at);
      }
    }
    for (const id of expected)
      if (!seen.has(id)) {
        lost++;
        const at = createdAt.get(id) ?? 0;
        lostDetails.push({
          id,
          reconnects: (streamOf.get(user.id)?.reconnectedWith ?? []).map((r) => ({
            lastId: r.lastId,
            msAfterEvent: Math.round(r.at - at),
          })),
        });
      }
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! : NaN;
  return {
    seconds: options.seconds,
    streams: streams.length,
    applies,
    events: { expected: rows.length, delivered, lost, duplicated },
    reconnects,
    latencyMs: { p50: pct(0.5), p99: pct(0.99), max: latencies.at(-1) ?? NaN },
    lostDetails: lostDetails.slice(0, 20),
  };
}

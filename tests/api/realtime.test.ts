import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/db/schema';
import { createNotification } from '../../src/server/notifications/create-notification';
import { publishEvent } from '../../src/server/realtime/publish-event';
import { createRealtimeHub, type RealtimeHub } from '../../src/server/realtime/realtime-hub';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createTestApp, type TestApp } from '../support/http';
import { openSse, type SseClient, type SseEvent } from '../support/sse-client';

let t: TestApp;
let base: string;
let talent: { userId: string; cookie: string };
let other: { userId: string; cookie: string };
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
  const a = await createTalent(t.ctx);
  const b = await createManager(t.ctx);
  talent = { userId: a.userId, cookie: `tb_session=${a.token}` };
  other = { userId: b.userId, cookie: `tb_session=${b.token}` };
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t.close();
});

async function stream(cookie: string, headers: Record<string, string> = {}, query = '') {
  const client = await openSse(`${base}/api/events${query}`, { headers: { cookie, ...headers } });
  clients.push(client);
  return client;
}
const notify = (recipientId: string, title: string) =>
  t.ctx.db.transaction((tx) =>
    createNotification(tx, { recipientId, type: 'worker_accepted', title, message: `${title}!` }),
  );
const titles = (list: SseEvent[]) => list.map((e) => JSON.parse(e.data).title);
const quietFor = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Swaps in a hub with test timings for one test. */
async function withHub(
  options: Parameters<typeof createRealtimeHub>[1],
  run: (hub: RealtimeHub) => Promise<void>,
) {
  const original = t.ctx.services.realtime;
  const hub = createRealtimeHub(t.ctx.database, options);
  t.ctx.services.realtime = hub;
  try {
    await run(hub);
  } finally {
    await hub.stop();
    t.ctx.services.realtime = original;
  }
}

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('streams to every open connection of the user, and to nobody else', async () => {
    const first = await stream(talent.cookie);
    const second = await stream(talent.cookie);
    const stranger = await stream(other.cookie);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-store');

    const dto = await notify(talent.userId, 'Both tabs');
    const [a, b] = await Promise.all([first.next(), second.next()]);
    for (const event of [a, b]) {
      expect(event.event).toBe('notification');
      expect(JSON.parse(event.data)).toEqual(dto);
    }
    const [row] = await t.ctx.db.select({ id: sql<number>`max(${events.id})` }).from(events);
    expect(a.id).toBe(String(row!.id));
    await quietFor(300);
    expect(stranger.events).toHaveLength(0);
    for (const c of [first, second, stranger]) c.close();
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const client = await stream(talent.cookie);
    await t.ctx.db
      .transaction(async (tx) => {
        await createNotification(tx, {
          recipientId: talent.userId,
          type: 'other',
          title: 'Never',
          message: 'x',
        });
        throw new Error('rollback');
      })
      .catch(() => {});
    await notify(talent.userId, 'After rollback');
    expect(JSON.parse((await client.next()).data).title).toBe('After rollback');
    await quietFor(200);
    expect(titles(client.events)).toEqual(['After rollback']);
    client.close();
  });

  it('replays exactly the missed events after Last-Event-ID (header or query), then goes live', async () => {
    const before = await stream(talent.cookie);
    await notify(talent.userId, 'Seen');
    const seen = await before.next();
    before.close();
    await before.closed;

    await notify(talent.userId, 'Missed 1');
    await notify(other.userId, 'Not yours');
    await notify(talent.userId, 'Missed 2');

    const again = await stream(talent.cookie, { 'last-event-id': seen.id! });
    await again.waitForCount(2);
    await quietFor(300);
    expect(titles(again.events)).toEqual(['Missed 1', 'Missed 2']);
    await notify(talent.userId, 'Live');
    await again.waitForCount(3);
    expect(titles(again.events)).toEqual(['Missed 1', 'Missed 2', 'Live']);
    expect(Number(again.events[2]!.id)).toBeGreaterThan(Number(again.events[1]!.id));

    const viaQuery = await stream(talent.cookie, {}, `?lastEventId=${again.events[0]!.id}`);
    await viaQuery.waitForCount(2);
    await quietFor(200);
    expect(titles(viaQuery.events)).toEqual(['Missed 2', 'Live']);
    again.close();
    viaQuery.close();
  });

  it('tells a client that missed too much to resync, and one from another database to start over', async () => {
    await withHub({ replayLimit: 2 }, async () => {
      const probe = await stream(talent.cookie);
      await notify(talent.userId, 'Probe');
      const last = await probe.next();
      probe.close();
      for (let i = 0; i < 3; i++) await notify(talent.userId, `Flood ${i}`);
      const behind = await stream(talent.cookie, { 'last-event-id': last.id! });
      expect((await behind.next()).event).toBe('resync');
      const future = await stream(talent.cookie, { 'last-event-id': '999999999' });
      expect((await future.next()).event).toBe('resync');
      await notify(talent.userId, 'Fresh');
      expect(JSON.parse((await future.next((e) => e.event === 'notification')).data).title).toBe('Fresh');
      behind.close();
      future.close();
    });
  });

  it('sends heartbeats and forgets a connection once it closes', async () => {
    await withHub({ heartbeatMs: 100 }, async (hub) => {
      const client = await stream(talent.cookie);
      await expect.poll(() => client.comments, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
      expect(hub.connectionCount()).toBe(1);
      client.close();
      await expect.poll(() => hub.connectionCount(), { timeout: 2000 }).toBe(0);
    });
  });

  it('catches up on an event whose NOTIFY was lost', async () => {
    await withHub({ sweepMs: 200 }, async () => {
      const client = await stream(talent.cookie);
      await t.ctx.db.execute(sql`ALTER TABLE events DISABLE TRIGGER events_commit_order`);
      try {
        await t.ctx.db.transaction((tx) =>
          publishEvent(tx, talent.userId, 'application_changed', { lost: true }),
        );
      } finally {
        await t.ctx.db.execute(sql`ALTER TABLE events ENABLE TRIGGER events_commit_order`);
      }
      const event = await client.next(undefined, 3000);
      expect(event.event).toBe('application_changed');
      expect(JSON.parse(event.data)).toEqual({ lost: true });
      client.close();
    });
  });
});

// PGlite has no separate LISTEN connection to lose.
describe.skipIf(!process.env.TEST_DATABASE_URL)('LISTEN connection lost (skipped on PGlite)', () => {
  it('reconnects and delivers what was committed while it was down', async () => {
    // No periodic sweep here: only the reconnect (and its catch-up) can deliver.
    await withHub({ sweepMs: 600_000 }, async () => {
      const client = await stream(talent.cookie);
      await t.ctx.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      await notify(talent.userId, 'During the outage');
      expect(JSON.parse((await client.next(undefined, 5000)).data).title).toBe('During the outage');
      await notify(talent.userId, 'After the outage');
      expect(JSON.parse((await client.next(undefined, 5000)).data).title).toBe('After the outage');
      client.close();
    });
  });
});

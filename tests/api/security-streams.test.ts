// And part of 21: event streams and timeouts on a listening server.

import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { revokeAllSessions } from '../../src/server/auth/sessions';
import { latestEventId } from '../../src/server/realtime/fetch-events';
import { publishEvent } from '../../src/server/realtime/publish-event';
import { createRealtimeHub } from '../../src/server/realtime/realtime-hub';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { createTestApp, type TestApp } from '../support/http';
import { openSse, type SseClient } from '../support/sse-client';
import { createTestContext, type TestContext } from '../support/test-context';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`${what} did not happen within ${ms} ms`);
    }),
  ]);

describe('event streams on a listening server', () => {
  let t: TestApp;
  let base: string;
  const clients: SseClient[] = [];
  const stream = async (cookie: string, headers: Record<string, string> = {}) => {
    const c = await openSse(`${base}/api/events`, { headers: { cookie, ...headers } });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('HEAD /api/events is refused and holds no stream', async () => {
    const talent = await createTalent(t.ctx);
    const before = t.ctx.services.realtime.connectionCount();
    const res = await fetch(`${base}/api/events`, {
      method: 'HEAD',
      headers: { cookie: `tb_session=${talent.token}` },
      signal: AbortSignal.timeout(3000),
    });
    expect([404, 405]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(t.ctx.services.realtime.connectionCount()).toBe(before);
  });

  it('a sixth stream of one user closes the oldest', async () => {
    const talent = await createTalent(t.ctx);
    const cookie = `tb_session=${talent.token}`;
    const open: SseClient[] = [];
    for (let i = 0; i < 5; i++) open.push(await stream(cookie));
    await sleep(100);
    const sixth = await stream(cookie);
    expect(sixth.status).toBe(200);
    await within(open[0]!.closed, 2000, 'the oldest stream closing');
    await sleep(200);
    let stillOpen = 0;
    for (const c of [...open.slice(1), sixth])
      if ((await Promise.race([c.closed.then(() => 'closed'), sleep(50).then(() => 'open')])) === 'open')
        stillOpen++;
    expect(stillOpen).toBe(5);
    for (const c of [...open, sixth]) c.close();
  });

  it('one client address holds at most 20 streams; the next is refused with 429', async () => {
    const opened: SseClient[] = [];
    for (let u = 0; u < 4; u++) {
      const talent = await createTalent(t.ctx);
      for (let i = 0; i < 5; i++) opened.push(await stream(`tb_session=${talent.token}`));
    }
    expect(opened.every((c) => c.status === 200)).toBe(true);
    const extra = await createTalent(t.ctx);
    const res = await fetch(`${base}/api/events`, {
      headers: { cookie: `tb_session=${extra.token}` },
      signal: AbortSignal.timeout(3000),
    });
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe('TOO_MANY_REQUESTS');
    for (const c of opened) c.close();
    await expect.poll(() => t.ctx.services.realtime.connectionCount(), { timeout: 3000 }).toBe(0);
  });

  it('signing out ends the open event stream within a second', async () => {
    const talent = await createTalent(t.ctx);
    const cookie = `tb_session=${talent.token}`;
    const s = await stream(cookie);
    await sleep(100);
    const started = Date.now();
    const res = await fetch(`${base}/api/auth/sign-out`, { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(200);
    await within(s.closed, 1000, 'the stream ending after sign-out');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("ending every session of a user (password reset) ends all of that user's streams only", async () => {
    const talent = await createTalent(t.ctx);
    const bystander = await createTalent(t.ctx);
    const mine = [await stream(`tb_session=${talent.token}`), await stream(`tb_session=${talent.token}`)];
    const theirs = await stream(`tb_session=${bystander.token}`);
    await sleep(100);
    await revokeAllSessions(t.ctx.db, talent.userId);
    await within(Promise.all(mine.map((s) => s.closed)), 1000, 'both streams ending');
    const bystanderState = await Promise.race([
      theirs.closed.then(() => 'closed'),
      sleep(300).then(() => 'open'),
    ]);
    expect(bystanderState).toBe('open');
    theirs.close();
  });

  it("a Last-Event-ID beyond the user's own events does not reveal the platform's event count", async () => {
    const talent = await createTalent(t.ctx);
    const busy = await createTalent(t.ctx);
    await t.ctx.db.transaction((tx) => publishEvent(tx, talent.userId, 'notification', {}));
    const own = await latestEventId(t.ctx.db, talent.userId);
    for (let i = 0; i < 5; i++)
      await t.ctx.db.transaction((tx) => publishEvent(tx, busy.userId, 'notification', {}));
    const last = await latestEventId(t.ctx.db, busy.userId);
    expect(last).toBeGreaterThan(own + 2);
    // Below and above the platform's newest id: both must answer alike (a resync to the user's own newest).
    const below = await stream(`tb_session=${talent.token}`, { 'last-event-id': String(last - 1) });
    const above = await stream(`tb_session=${talent.token}`, { 'last-event-id': String(last + 1000) });
    const first = await below.next(undefined, 2000);
    const second = await above.next(undefined, 2000);
    expect([first.event, first.id]).toEqual(['resync', String(own)]);
    expect([second.event, second.id]).toEqual(['resync', String(own)]);
    below.close();
    above.close();
  });
});

describe('timeouts on a listening server', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    // Shortened so the test does not wait out the production values; the defaults are asserted below.
    app = await buildApp(ctx, {
      serveClient: false,
      timeouts: { requestMs: 1500, headersMs: 1000, idleMs: 1500, checkEveryMs: 250 },
    });
    ctx.services.realtime = createRealtimeHub(ctx.database, { heartbeatMs: 300 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await ctx.cleanup();
  });

  it('the production timeouts are set', async () => {
    const prod = await createTestContext();
    const prodApp = await buildApp(prod, { serveClient: false });
    try {
      expect(prodApp.server.requestTimeout).toBe(60_000);
      expect(prodApp.server.headersTimeout).toBe(15_000);
      expect(prodApp.server.timeout).toBe(30_000);
    } finally {
      await prodApp.close();
      await prod.cleanup();
    }
  });

  it('a body trickled a byte at a time is cut off, while an event stream outlives the timeouts', async () => {
    const talent = await createTalent(ctx);
    const sse = await openSse(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie: `tb_session=${talent.token}` },
    });
    expect(sse.status).toBe(200);

    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => {
      answer += d;
    });
    const ended = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    socket.on('error', () => {});
    const started = Date.now();
    socket.write(
      'POST /api/support/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    const trickle = setInterval(() => socket.writable && socket.write('{'), 400);
    try {
      const closedAt = await within(ended, 6000, 'the trickled request being cut off');
      expect(closedAt - started).toBeLessThan(5000);
      expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    // Longer than every timeout above, and still streaming (the heartbeats keep it alive).
    await sleep(Math.max(0, 3500 - (Date.now() - started)));
    const state = await Promise.race([sse.closed.then(() => 'closed'), sleep(10).then(() => 'open')]);
    expect(state).toBe('open');
    expect(sse.comments).toBeGreaterThan(3);
    sse.close();
  }, 20_000);
});

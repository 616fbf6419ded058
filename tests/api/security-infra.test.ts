// Issue 10: process, HTTP and deployment hardening (items 4, 5, 9, 13, 14, 18 and parts of 21). Item 3 (a
// database connection dying mid-transaction) is in the PostgreSQL fault suite, tests/quality/faults.test.ts.
import { statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { revokeAllSessions } from '../../src/server/auth/sessions';
import { loadConfig } from '../../src/server/config';
import { createManager, createTalent } from '../../src/server/db/factories/accounts';
import { createShift } from '../../src/server/db/factories/shifts';
import { devMessages, outbox, shiftApplications } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { enqueueMessage } from '../../src/server/messaging/outbox';
import { createOutboxWorker } from '../../src/server/messaging/outbox-worker';
import { publishEvent } from '../../src/server/realtime/publish-event';
import { createRealtimeHub } from '../../src/server/realtime/realtime-hub';
import { createTestApp, type TestApp } from '../support/http';
import { openSse, type SseClient } from '../support/sse-client';
import { createTestContext, type TestContext } from '../support/test-context';

const DAY_MS = 24 * 60 * 60 * 1000;
const PROD = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  APP_ORIGIN: 'https://talentbridge.test',
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`${what} did not happen within ${ms} ms`);
    }),
  ]);

describe('configuration', () => {
  it('item 21: an empty NODE_ENV= (and any empty variable) means unset, not a configuration error', () => {
    const config = loadConfig({ NODE_ENV: '', PORT: '', LOG_LEVEL: ' ', TRUST_PROXY: '', SEED_DEMO: '' });
    expect(config.NODE_ENV).toBe('development');
    expect(config.PORT).toBe(3000);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('item 4: TRUST_PROXY=true is refused at start with a message saying what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY.*number of proxies.*TRUST_PROXY=1/s,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,not-an-ip' })).toThrow(
      /not an IP address or CIDR: not-an-ip/,
    );
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
  });

  it('item 9: outside production the server listens on 127.0.0.1 by default; production keeps 0.0.0.0', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...PROD, SMS_PROVIDER: 'disabled', EMAIL_PROVIDER: 'disabled' }).HOST).toBe(
      '0.0.0.0',
    );
  });

  it('item 13: production refuses to start without real SMS and e-mail providers unless a channel is disabled', () => {
    expect(() => loadConfig(PROD)).toThrow(/SMS needs a provider.*SMS_PROVIDER=disabled/s);
    expect(() => loadConfig(PROD)).toThrow(/E-mail needs a provider.*EMAIL_PROVIDER=disabled/s);
    expect(() => loadConfig({ ...PROD, SMS_PROVIDER: 'log', EMAIL_PROVIDER: 'disabled' })).toThrow(
      /SMS needs a provider/,
    );
    const disabled = loadConfig({ ...PROD, SMS_PROVIDER: 'disabled', EMAIL_PROVIDER: 'disabled' });
    expect([disabled.smsProvider, disabled.emailProvider]).toEqual(['disabled', 'disabled']);
    const real = loadConfig({
      ...PROD,
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+12025550100',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect([real.smsProvider, real.emailProvider]).toEqual(['twilio', 'smtp']);
  });
});

describe('client address and loopback-only routes', () => {
  async function appWith(env: Record<string, string>) {
    const ctx = await createTestContext(env);
    const app = await buildApp(ctx, { serveClient: false });
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    await app.ready();
    return {
      app,
      async close() {
        await app.close();
        await ctx.cleanup();
      },
    };
  }

  it('item 4: a forged left-most X-Forwarded-For does not change the client address', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        headers: { 'x-forwarded-for': '6.6.6.6, 10.0.0.5' },
      });
      expect(res.json().ip).toBe('10.0.0.5');
    } finally {
      await t.close();
    }
  });

  it('item 4: with a list of proxies only their X-Forwarded-For is honoured', async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const viaProxy = await t.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      });
      expect(viaProxy.json().ip).toBe('203.0.113.9');
      const direct = await t.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '6.6.6.6' },
      });
      expect(direct.json().ip).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });

  it('item 9: the dev inbox answers only to loopback clients, whatever X-Forwarded-For says', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    try {
      const local = await t.app.inject({
        method: 'GET',
        url: '/api/dev/messages',
        remoteAddress: '127.0.0.1',
      });
      expect(local.statusCode).toBe(200);
      const remote = await t.app.inject({
        method: 'GET',
        url: '/api/dev/messages',
        remoteAddress: '192.0.2.10',
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.json().error.code).toBe('NOT_FOUND');
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/dev/messages',
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
      const v6 = await t.app.inject({ method: 'GET', url: '/api/dev/messages', remoteAddress: '::1' });
      expect(v6.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the demo password', () => {
  it('item 9: the demo password is random per data directory, stored with mode 0600 and reused', async () => {
    const t = await createTestApp();
    const other = await createTestContext();
    try {
      const seeded = await seedDemoData(t.ctx);
      expect(seeded).not.toBeNull();
      const password = seeded![0]!.password;
      expect(password).not.toBe('Demo-Pass-2026');
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(seeded!.every((l) => l.password === password)).toBe(true);
      const file = join(t.ctx.config.DATA_DIR, 'demo-password.txt');
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: seeded![0]!.email, password },
      });
      expect(signIn.statusCode).toBe(200);

      // Another data directory gets its own; the same one reuses the file.
      const second = await seedDemoData(other);
      expect(second![0]!.password).not.toBe(password);
    } finally {
      await other.cleanup();
      await t.close();
    }
  });
});

describe('state-changing requests and response headers', () => {
  let t: TestApp;
  let shiftId: string;
  let talentCookie: string;
  const applyWith = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/shifts/${shiftId}/applications`,
      headers: { cookie: talentCookie, ...headers },
    });
  const applications = async () =>
    (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.shiftId, shiftId))).length;

  beforeAll(async () => {
    t = await createTestApp();
    const manager = await createManager(t.ctx);
    const shift = await createShift(t.ctx, manager.userId);
    shiftId = shift.id;
    talentCookie = `tb_session=${(await createTalent(t.ctx)).token}`;
  });
  afterAll(() => t.close());

  it('item 14: a same-site page on another port cannot create an application', async () => {
    const res = await applyWith({ origin: 'http://localhost:9999' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(res.json().error.message).toMatch(/another site/);
    const fetchMeta = await applyWith({ 'sec-fetch-site': 'same-site' });
    expect(fetchMeta.statusCode).toBe(403);
    const crossSite = await applyWith({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const nullOrigin = await applyWith({ origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    expect(await applications()).toBe(0);

    // The app's own pages, and callers that send neither header (curl, server to server), are served.
    const own = await applyWith({ origin: t.ctx.config.APP_ORIGIN, 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(201);
    expect(await applications()).toBe(1);
  });

  it('item 14: the Twilio webhook is exempt (it is signature-checked) and reads are not checked', async () => {
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'From=%2B12025550100&Body=STOP',
    });
    expect(webhook.json().error?.message ?? '').not.toMatch(/another site/);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/shifts/open',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it("item 14: outside production the Vite dev server's origin is accepted, and in production it is not", async () => {
    const talent = await createTalent(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `tb_session=${talent.token}`, origin: 'http://localhost:5173' },
    });
    expect(res.statusCode).toBe(200);
    const prod = await createTestApp({ ...PROD, SMS_PROVIDER: 'disabled', EMAIL_PROVIDER: 'disabled' });
    try {
      const refused = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: 'http://localhost:5173' },
      });
      expect(refused.statusCode).toBe(403);
      const own = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: 'https://talentbridge.test' },
      });
      expect(own.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('item 21: every response carries a Permissions-Policy', async () => {
    for (const url of ['/api/health', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy).toContain(feature);
    }
  });
});

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

  it('item 5: HEAD /api/events is refused and holds no stream', async () => {
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

  it('item 5: a sixth stream of one user closes the oldest', async () => {
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

  it('item 5: one client address holds at most 20 streams; the next is refused with 429', async () => {
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

  it('item 18: signing out ends the open event stream within a second', async () => {
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

  it("item 18: ending every session of a user (password reset) ends all of that user's streams only", async () => {
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

  it("item 21: a Last-Event-ID beyond the user's own events does not reveal the platform's event count", async () => {
    const talent = await createTalent(t.ctx);
    const busy = await createTalent(t.ctx);
    const own = await t.ctx.db.transaction((tx) => publishEvent(tx, talent.userId, 'notification', {}));
    let last = 0;
    for (let i = 0; i < 5; i++)
      last = await t.ctx.db.transaction((tx) => publishEvent(tx, busy.userId, 'notification', {}));
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

  it('item 5: the production timeouts are set', async () => {
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

  it('item 5: a body trickled a byte at a time is cut off, while an event stream outlives the timeouts', async () => {
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

describe('the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const worker = () =>
    createOutboxWorker({
      database: t.ctx.database,
      sms: t.ctx.services.smsProvider,
      email: t.ctx.services.emailProvider,
      now: () => t.ctx.now(),
    });

  it("item 13: a sensitive message's body is cleared once delivered; others keep theirs", async () => {
    await t.ctx.db.transaction(async (tx) => {
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: 'secret@example.com',
        subject: 'sensitive-test',
        body: 'Reset: https://x/reset#token',
        sensitive: true,
      });
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: 'plain@example.com',
        subject: 'sensitive-test',
        body: 'Hello',
      });
    });
    // Due by the database's clock too (next_attempt_at defaults to its now()).
    t.ctx.clock.now = new Date(Date.now() + 60_000);
    await worker().runOnce();
    const rows = await t.ctx.db.select().from(outbox).where(eq(outbox.subject, 'sensitive-test'));
    const byRecipient = Object.fromEntries(rows.map((r) => [r.recipient, r]));
    expect(byRecipient['secret@example.com']).toMatchObject({ status: 'sent', sensitive: true, body: '' });
    expect(byRecipient['plain@example.com']).toMatchObject({ status: 'sent', body: 'Hello' });
  });

  it('item 13: the password reset e-mail is queued as sensitive', async () => {
    const talent = await createTalent(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: talent.email, userType: 'talent' },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(
        async () => (await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, talent.email))).length,
      )
      .toBe(1);
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, talent.email));
    expect(row!.sensitive).toBe(true);
  });

  it('item 13: delivered rows are purged after the retention period, on the injected clock', async () => {
    const start = new Date('2031-01-01T12:00:00Z');
    t.ctx.clock.now = start;
    await t.ctx.db.transaction(async (tx) => {
      for (const name of ['old-a', 'old-b'])
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: `${name}@example.com`,
          subject: 'purge-test',
          body: name,
        });
    });
    await t.ctx.db
      .update(outbox)
      .set({ createdAt: start, nextAttemptAt: start })
      .where(eq(outbox.subject, 'purge-test'));
    const w = worker();
    await w.runOnce();
    const sent = await t.ctx.db.select().from(outbox).where(eq(outbox.subject, 'purge-test'));
    expect(sent.map((r) => r.status)).toEqual(['sent', 'sent']);

    t.ctx.clock.now = new Date(start.getTime() + 29 * DAY_MS);
    await t.ctx.db.transaction((tx) =>
      enqueueMessage(tx, {
        channel: 'email',
        recipient: 'waiting@example.com',
        subject: 'purge-test',
        body: 'w',
      }),
    );
    await t.ctx.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(start.getTime() + 400 * DAY_MS) })
      .where(eq(outbox.recipient, 'waiting@example.com'));
    await w.runOnce();
    expect(await t.ctx.db.select().from(outbox).where(eq(outbox.subject, 'purge-test'))).toHaveLength(3);

    t.ctx.clock.now = new Date(start.getTime() + 31 * DAY_MS);
    await w.runOnce();
    const left = await t.ctx.db.select().from(outbox).where(eq(outbox.subject, 'purge-test'));
    expect(left.map((r) => r.recipient)).toEqual(['waiting@example.com']);
    t.ctx.clock.now = null;
  });

  it('item 13: a disabled channel does not pretend to send; its messages fail with a clear error', async () => {
    const off = await createTestApp({ SMS_PROVIDER: 'disabled', EMAIL_PROVIDER: 'disabled' });
    try {
      const sms = await off.ctx.services.smsProvider.send('+12025550123', 'hi');
      expect(sms).toMatchObject({ ok: false, retryable: false });
      expect((sms as { error: string }).error).toMatch(/SMS is turned off/);
      await off.ctx.db.transaction((tx) =>
        enqueueMessage(tx, {
          channel: 'email',
          recipient: 'x@example.com',
          subject: 'disabled-test',
          body: 'b',
        }),
      );
      await createOutboxWorker({
        database: off.ctx.database,
        sms: off.ctx.services.smsProvider,
        email: off.ctx.services.emailProvider,
        now: () => off.ctx.now(),
      }).runOnce();
      const [row] = await off.ctx.db.select().from(outbox).where(like(outbox.subject, 'disabled-test'));
      expect(row).toMatchObject({ status: 'failed' });
      expect(row!.lastError).toMatch(/E-mail is turned off/);
      expect(await off.ctx.db.select().from(devMessages)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTalent } from '../../src/server/db/factories/accounts';
import { outbox, users } from '../../src/server/db/schema';
import { enqueueMessage, type OutgoingMessage } from '../../src/server/messaging/outbox';
import { backoffMs, createOutboxWorker, OPTED_OUT_ERROR } from '../../src/server/messaging/outbox-worker';
import type { SendResult, SmsProvider } from '../../src/server/messaging/providers';
import { twilioSmsProvider } from '../../src/server/messaging/twilio-sms-provider';
import { startFakeTwilio } from '../support/fake-twilio';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestContext, type TestContext } from '../support/test-context';

const SID = 'AC00000000000000000000000000000001';
const TOKEN = 'test-auth-token';
const FROM = '+12025550100';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  twilio = await startFakeTwilio();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'TalentBridge <no-reply@talentbridge.test>',
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: FROM,
    TWILIO_API_BASE: twilio.url,
  });
});
afterAll(async () => {
  await ctx.cleanup();
  await smtp.close();
  await twilio.close();
});
beforeEach(async () => {
  // DB defaults stamp rows with the database's clock; start the test clock just after it.
  ctx.clock.now = new Date(Date.now() + 1000);
  smtp.behave(() => 'accept');
  twilio.behave(() => 'ok');
});
afterEach(async () => {
  // Every test starts from an empty outbox so workers only see their own rows.
  await ctx.db.delete(outbox);
  smtp.messages.length = 0;
  twilio.requests.length = 0;
  twilio.accepted.length = 0;
});

const advance = (ms: number) => {
  ctx.clock.now = new Date(ctx.clock.now!.getTime() + ms);
};
const enqueue = (message: OutgoingMessage) => ctx.db.transaction((tx) => enqueueMessage(tx, message));
const row = async (id: number) => (await ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const worker = (
  overrides: { sms?: SmsProvider; leaseMs?: number; pollMs?: number; maxAttempts?: number } = {},
) =>
  createOutboxWorker({
    database: ctx.database,
    sms: overrides.sms ?? ctx.services.smsProvider,
    email: ctx.services.emailProvider,
    now: ctx.now,
    options: {
      leaseMs: overrides.leaseMs ?? 60_000,
      pollMs: overrides.pollMs ?? 1000,
      maxAttempts: overrides.maxAttempts,
    },
  });

describe('providers chosen by configuration', () => {
  it('uses Twilio and SMTP when they are configured', () => {
    expect(ctx.services.smsProvider.name).toBe('twilio');
    expect(ctx.services.emailProvider.name).toBe('smtp');
  });
});

describe('outbox delivery', () => {
  it('delivers an e-mail to a real SMTP server and records the provider id', async () => {
    const id = await enqueue({
      channel: 'email',
      recipient: 'maria@example.com',
      subject: 'Worker accepted',
      body: 'Jordan accepted your shift.',
    });
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['maria@example.com']);
    expect(smtp.messages[0]!.subject).toBe('Worker accepted');
    expect(smtp.messages[0]!.raw).toContain('Jordan accepted your shift.');
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(sent.providerId).toMatch(/@/);
    expect(sent.sentAt).toEqual(ctx.clock.now);
  });

  it("delivers an SMS through Twilio's Messages API with basic auth", async () => {
    const id = await enqueue({
      channel: 'sms',
      recipient: '+13015550142',
      body: 'Your shift starts at 9 AM.',
    });
    await worker().runOnce();
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]).toMatchObject({
      accountSid: SID,
      auth: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
      to: '+13015550142',
      from: FROM,
      body: 'Your shift starts at 9 AM.',
    });
    expect(await row(id)).toMatchObject({ status: 'sent', providerId: twilio.accepted[0]!.sid });
  });

  it('retries a 5xx with exponential backoff: fails twice, then succeeds', async () => {
    twilio.behave((n) => (n <= 2 ? 503 : 'ok'));
    const id = await enqueue({ channel: 'sms', recipient: '+13015550143', body: 'Retry me' });
    const w = worker();
    await w.runOnce();
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toContain('Internal Server Error');
    expect(first.nextAttemptAt.getTime() - ctx.clock.now!.getTime()).toBe(2000);
    expect(await w.runOnce()).toBe(0); // not due yet
    advance(2000);
    await w.runOnce();
    const second = await row(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.nextAttemptAt.getTime() - ctx.clock.now!.getTime()).toBe(4000);
    advance(4000);
    await w.runOnce();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(twilio.requests).toHaveLength(3);
    expect(twilio.accepted).toHaveLength(1);
  });

  it('retries an SMTP 4xx deferral and then delivers once', async () => {
    smtp.behave((n) => (n <= 2 ? 'defer' : 'accept'));
    const id = await enqueue({ channel: 'email', recipient: 'a@example.com', subject: 'S', body: 'B' });
    const w = worker();
    await w.runOnce();
    advance(2000);
    await w.runOnce();
    advance(4000);
    await w.runOnce();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('records failed at once when the provider refuses the message (4xx / SMTP 5xx)', async () => {
    twilio.behave(() => 400);
    smtp.behave(() => 'reject');
    const sms = await enqueue({ channel: 'sms', recipient: '+13015550144', body: 'x' });
    const mail = await enqueue({ channel: 'email', recipient: 'b@example.com', subject: 'S', body: 'B' });
    await worker().runOnce();
    expect(await row(sms)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(sms)).lastError).toContain('not a valid phone number');
    expect(await row(mail)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(mail)).lastError).toContain('refused');
  });

  it('gives up after the maximum number of attempts and keeps the last error', async () => {
    twilio.behave(() => 500);
    const id = await enqueue({ channel: 'sms', recipient: '+13015550145', body: 'x' });
    const w = worker({ maxAttempts: 6 });
    for (let i = 0; i < 6; i++) {
      await w.runOnce();
      advance(64_000);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 6 });
    expect((await row(id)).lastError).toContain('Internal Server Error');
    expect(await w.runOnce()).toBe(0);
    expect(twilio.requests).toHaveLength(6);
  });

  it('treats a provider timeout as retryable', async () => {
    twilio.behave((n) => (n === 1 ? 'hang' : 'ok'));
    const slowTwilio = twilioSmsProvider({
      accountSid: SID,
      authToken: TOKEN,
      from: FROM,
      apiBase: twilio.url,
      timeoutMs: 300,
    });
    const id = await enqueue({ channel: 'sms', recipient: '+13015550146', body: 'x' });
    const w = worker({ sms: slowTwilio });
    await w.runOnce();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).lastError).toContain('did not answer within 300 ms');
    advance(2000);
    await w.runOnce();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends no SMS to a number that replied STOP and records why', async () => {
    const talent = await createTalent(ctx, { phone: '(240)555-0111' });
    await ctx.db.update(users).set({ smsOptedOutAt: ctx.now() }).where(eq(users.id, talent.userId));
    const id = await enqueue({ channel: 'sms', recipient: '+12405550111', body: 'x', userId: talent.userId });
    await worker().runOnce();
    expect(await row(id)).toMatchObject({ status: 'failed', lastError: OPTED_OUT_ERROR });
    expect(twilio.requests).toHaveLength(0);
  });
});

describe('leases', () => {
  it('delivers a row leased by a dead worker once the lease expires, and only then', async () => {
    const id = await enqueue({ channel: 'email', recipient: 'lease@example.com', subject: 'S', body: 'B' });
    // What a worker that died mid-send leaves behind.
    await ctx.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(ctx.clock.now!.getTime() + 60_000) })
      .where(eq(outbox.id, id));
    const w = worker();
    expect(await w.runOnce()).toBe(0);
    advance(59_000);
    expect(await w.runOnce()).toBe(0);
    advance(1000);
    expect(await w.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('ignores the late answer of a worker whose lease was taken over', async () => {
    let release!: (r: SendResult) => void;
    const stuck: SmsProvider = { name: 'stuck', send: () => new Promise((r) => (release = r)) };
    const id = await enqueue({ channel: 'sms', recipient: '+13015550147', body: 'x' });
    const slow = worker({ sms: stuck, leaseMs: 10_000 }).runOnce();
    await expect.poll(async () => (await row(id)).status).toBe('sending');
    advance(10_000);
    await worker().runOnce();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    release({ ok: false, error: 'late failure', retryable: true });
    await slow;
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('never lets two workers send the same row', async () => {
    const sends: string[] = [];
    const counting: SmsProvider = {
      name: 'counting',
      async send(to) {
        sends.push(to);
        await new Promise((r) => setTimeout(r, 5));
        return { ok: true, providerId: `id-${to}` };
      },
    };
    const n = 40;
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < n; i++)
        await enqueueMessage(tx, { channel: 'sms', recipient: `+1301555${String(1000 + i)}`, body: 'x' });
    });
    const a = worker({ sms: counting });
    const b = worker({ sms: counting });
    const drain = async (w: typeof a) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect(sends).toHaveLength(n);
    expect(new Set(sends).size).toBe(n);
    const rows = await ctx.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('running worker', () => {
  it('wakes on NOTIFY as soon as a row is committed, without waiting for the poll', async () => {
    ctx.clock.now = null; // real time: the worker runs on its own here
    const w = worker({ pollMs: 60_000 });
    await w.start();
    try {
      await new Promise((r) => setTimeout(r, 100)); // let its first (empty) pass finish
      const started = Date.now();
      const id = await enqueue({ channel: 'email', recipient: 'wake@example.com', subject: 'S', body: 'B' });
      await expect.poll(async () => (await row(id)).status, { timeout: 3000, interval: 20 }).toBe('sent');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await w.stop();
    }
  });
});

describe('retry schedule', () => {
  it('doubles from 2 s and levels off at 10 minutes, so the default 20 attempts span about two hours', () => {
    const waits = Array.from({ length: 19 }, (_, i) => backoffMs(i + 1, 2000, 10 * 60_000));
    expect(waits.slice(0, 4)).toEqual([2000, 4000, 8000, 16_000]);
    expect(Math.max(...waits)).toBe(600_000);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(90 * 60_000);
  });
});

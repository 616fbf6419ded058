// The outbox delivered by the scheduler (docs/decisions/015-scheduler.md, "The outbox's delivery"): a message and
// its delivery job are written together; every attempt gives the provider the row's idempotency key, so a send
// repeated after a lost answer is one message; a delivery that keeps being interrupted is given up on; a stalled
// send holds up no time-based job (lanes); and rows left waiting by the old worker get their jobs from migration
// 0027.
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, scheduledJobs } from '../../src/server/db/schema';
import { enqueueMessage, OUTBOX_DELIVERY_KIND } from '../../src/server/messaging/outbox';
import { type DeliveryDeps, OUTBOX_RETRY, outboxDelivery } from '../../src/server/messaging/outbox-delivery';
import type { SendResult, SmsProvider } from '../../src/server/messaging/providers';
import { createScheduler } from '../../src/server/scheduler/scheduler';
import {
  advance,
  ctx,
  enqueue,
  impatientTwilio,
  leftByDeadRunner,
  row,
  smtp,
  startOutboxSuite,
  twilio,
  worker,
} from '../support/outbox-suite';

startOutboxSuite();

const deliveryJobs = (id: number) =>
  ctx.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, OUTBOX_DELIVERY_KIND), eq(scheduledJobs.subjectId, String(id))));

describe('a queued message and its delivery job', () => {
  it('are written in one transaction: the job is due at once, and a rolled-back change leaves neither', async () => {
    const id = await enqueue({ channel: 'email', recipient: 'job@example.com', subject: 'S', body: 'B' });
    const message = await row(id);
    expect(await deliveryJobs(id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0, runAt: message.createdAt }),
    ]);
    expect(message.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: 'gone@example.com',
          subject: 'S',
          body: 'B',
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await ctx.db.select().from(outbox).where(eq(outbox.recipient, 'gone@example.com'))).toEqual([]);
    expect(await ctx.db.select().from(scheduledJobs)).toHaveLength(1);
  });
});

describe('idempotency keys', () => {
  it("sends a text whose answer was lost again under the row's key: the provider keeps one message", async () => {
    twilio.behave((n) => (n === 1 ? 'accept-then-hang' : 'ok'));
    const slowTwilio = impatientTwilio(300);
    const id = await enqueue({ channel: 'sms', recipient: '+13015550148', body: 'Once' });
    const w = worker({ sms: slowTwilio });
    await w.runDue();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    advance(OUTBOX_RETRY.backoffBaseMs);
    await w.runDue();
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(twilio.requests.map((r) => r.idempotencyToken)).toEqual([
      sent.idempotencyKey,
      sent.idempotencyKey,
    ]);
    expect(twilio.accepted).toHaveLength(1);
    expect(sent.providerId).toBe(twilio.accepted[0]!.sid);
  });

  it("gives an e-mail the row's key as its Message-ID, on every attempt", async () => {
    smtp.behave((n) => (n === 1 ? 'defer' : 'accept'));
    const id = await enqueue({ channel: 'email', recipient: 'mid@example.com', subject: 'S', body: 'B' });
    const w = worker();
    await w.runDue();
    advance(OUTBOX_RETRY.backoffBaseMs);
    await w.runDue();
    const sent = await row(id);
    const messageId = `<${sent.idempotencyKey}@talentbridge.test>`;
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, providerId: messageId });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.raw).toContain(`Message-ID: ${messageId}`);
  });
});

describe('giving up', () => {
  it('records failed a message whose delivery was interrupted on its last attempt', async () => {
    const id = await enqueue({ channel: 'email', recipient: 'crashy@example.com', subject: 'S', body: 'B' });
    // What a runner that died mid-send on the last attempt leaves behind, its lease run out.
    await leftByDeadRunner(id, { attempts: OUTBOX_RETRY.maxAttempts, lockedUntil: ctx.clock.now! });
    expect(await worker().runDue()).toBe(1);
    expect(smtp.messages).toHaveLength(0);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      lockedUntil: null,
      lastError: 'the job was interrupted too many times',
    });
    expect(await deliveryJobs(id)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });
});

describe('lanes', () => {
  it('a delivery that stalls holds up no time-based job: each lane has a loop of its own', async () => {
    ctx.clock.now = null; // real time: the scheduler runs on its own here
    let release!: (result: SendResult) => void;
    const stuck: SmsProvider = { name: 'stuck', send: () => new Promise((r) => (release = r)) };
    let quick = 0;
    const s = createScheduler<DeliveryDeps>({
      database: ctx.database,
      now: ctx.now,
      handlers: { [OUTBOX_DELIVERY_KIND]: outboxDelivery, 'test.quick': async () => void quick++ },
      deps: () => ({
        db: ctx.db,
        now: ctx.now,
        services: { smsProvider: stuck, emailProvider: ctx.services.emailProvider },
      }),
      pollMs: 50,
    });
    const id = await enqueue({ channel: 'sms', recipient: '+13015550149', body: 'Stuck' });
    await s.start();
    try {
      await expect.poll(async () => (await row(id)).status).toBe('sending');
      await ctx.db.transaction((tx) =>
        s.schedule(tx, { kind: 'test.quick', subjectId: 'q', runAt: new Date() }),
      );
      await expect.poll(() => quick, { timeout: 3000 }).toBe(1);
      expect((await row(id)).status).toBe('sending');
    } finally {
      release({ ok: true, providerId: 'late' });
      await s.stop();
    }
    expect(await row(id)).toMatchObject({ status: 'sent', providerId: 'late' });
  });
});

describe('migration 0027', () => {
  it('gives each row the old worker left waiting a delivery job that takes up where it was', async () => {
    const at = ctx.clock.now!;
    const inMs = (ms: number) => new Date(at.getTime() + ms);
    // Rows as the old worker left them, written without jobs: retrying, mid-send under a lease, and done.
    const rows = await ctx.db
      .insert(outbox)
      .values([
        {
          channel: 'email',
          recipient: 'r1@example.com',
          subject: 'S',
          body: 'B',
          attempts: 3,
          nextAttemptAt: inMs(8000),
        },
        {
          channel: 'email',
          recipient: 'r2@example.com',
          subject: 'S',
          body: 'B',
          status: 'sending',
          attempts: 1,
          lockedUntil: inMs(30_000),
        },
        {
          channel: 'email',
          recipient: 'r3@example.com',
          subject: 'S',
          body: 'B',
          status: 'sent',
          attempts: 1,
        },
      ])
      .returning();
    const [retrying, sending, done] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const statements = readFileSync('drizzle/0027_outbox_delivery_jobs.sql', 'utf8').split(
      '--> statement-breakpoint',
    );
    await ctx.db.execute(sql.raw(statements[1]!));

    expect(await deliveryJobs(retrying.id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 3, lockedUntil: inMs(8000) }),
    ]);
    expect(await deliveryJobs(sending.id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lockedUntil: inMs(30_000) }),
    ]);
    expect(await deliveryJobs(done.id)).toEqual([]);

    const w = worker();
    expect(await w.runDue()).toBe(0);
    advance(8000);
    expect(await w.runDue()).toBe(1);
    advance(22_000);
    expect(await w.runDue()).toBe(1);
    expect(await row(retrying.id)).toMatchObject({ status: 'sent', attempts: 4 });
    expect(await row(sending.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['r1@example.com', 'r2@example.com']);
  });
});

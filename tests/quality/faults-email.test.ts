// Fault injection on the e-mail path, on PostgreSQL (CI runs it in the TEST_DATABASE_URL pass),
// the app in a child process (tests/quality/fixtures/app-process.ts):
//  2. The app is killed with SIGKILL while it delivers e-mail from the outbox and started again: every message
//     reaches a real SMTP server exactly once.
//  3. The SMTP server stops: messages wait (pending, retried) and are delivered once it is back.
import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { logSmsProvider } from '../../src/server/messaging/log-providers';
import { enqueueMessage } from '../../src/server/messaging/outbox';
import { smtpEmailProvider } from '../../src/server/messaging/smtp-email-provider';
import { appProcessesOnPostgres } from '../support/child-process';
import { deliveryScheduler } from '../support/delivery-scheduler';
import { startSmtpSink } from '../support/smtp-sink';
import type { TestDb } from '../support/test-context';

const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const { testDb, startApp, stop } = appProcessesOnPostgres(ON_POSTGRES);

/** Queues `count` e-mails, `<tag>-test 1` to `<tag>1@example.com` and on; returns a reader of their outbox rows. */
async function queueEmails(db: TestDb['database']['db'], count: number, tag: string) {
  await db.transaction(async (tx) => {
    for (let i = 1; i <= count; i++)
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: `${tag}${i}@example.com`,
        subject: `${tag}-test ${i}`,
        body: `Message ${i}`,
      });
  });
  return () =>
    db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `${tag}-test %`));
}

describe.skipIf(!ON_POSTGRES)('fault injection (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  it('delivers every e-mail exactly once when the app is killed -9 mid-delivery and restarted', async () => {
    const COUNT = 12;
    const ACCEPTED_BEFORE_KILL = 4;
    // The first messages are taken; after them the server holds each one inside DATA, never answering.
    const smtp = await startSmtpSink((n) => (n <= ACCEPTED_BEFORE_KILL ? 'accept' : 'stall'));
    const outboxEnv = { SMTP_URL: smtp.url, OUTBOX_LEASE_MS: '2000', OUTBOX_POLL_MS: '200' };
    const { db } = testDb.database;
    try {
      const first = await startApp(outboxEnv);
      const rows = await queueEmails(db, COUNT, 'kill');
      // Killed only once the accepted ones are recorded and others are stuck mid-send.
      await expect
        .poll(async () => (await rows()).filter((r) => r.status === 'sent').length, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe(ACCEPTED_BEFORE_KILL);
      await expect
        .poll(() => smtp.attempts(), { timeout: 20_000, interval: 50 })
        .toBeGreaterThan(ACCEPTED_BEFORE_KILL);
      await stop(first, 'SIGKILL');
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(smtp.messages).toHaveLength(ACCEPTED_BEFORE_KILL);
      const afterKill = await rows();
      expect(afterKill.filter((r) => r.status === 'failed')).toEqual([]);
      expect(afterKill.filter((r) => r.status === 'sending').length, 'some were mid-send').toBeGreaterThan(0);

      smtp.behave(() => 'accept');
      const second = await startApp(outboxEnv);
      await expect
        .poll(async () => (await rows()).filter((r) => r.status === 'sent').length, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe(COUNT);
      await sleep(3000); // a lease and a poll: time for a duplicate, were one coming
      await stop(second, 'SIGTERM');

      const subjects = smtp.messages.map((m) => m.subject).sort();
      const expected = Array.from({ length: COUNT }, (_, i) => `kill-test ${i + 1}`).sort();
      expect(subjects, 'each message delivered exactly once').toEqual(expected);
    } finally {
      await smtp.close();
    }
  }, 90_000);

  it('keeps e-mail pending while the SMTP server is down and delivers it when it is back', async () => {
    const COUNT = 5;
    const smtp = await startSmtpSink();
    const port = smtp.port;
    await smtp.close(); // the server is down from the start
    const { db } = testDb.database;
    const app = await startApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_LEASE_MS: '5000',
      OUTBOX_POLL_MS: '200',
      OUTBOX_BACKOFF_MS: '300',
    });
    let back: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    try {
      const rows = await queueEmails(db, COUNT, 'down');
      // Tried and refused, at least twice each; waiting, not failed.
      await expect
        .poll(async () => Math.min(...(await rows()).map((r) => r.attempts)), {
          timeout: 20_000,
          interval: 100,
        })
        .toBeGreaterThanOrEqual(2);
      const during = await rows();
      expect(during.map((r) => r.status).filter((s) => s !== 'pending' && s !== 'sending')).toEqual([]);
      expect(during.every((r) => r.lastError)).toBe(true);

      back = await startSmtpSink(() => 'accept', { port });
      await expect
        .poll(async () => (await rows()).filter((r) => r.status === 'sent').length, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe(COUNT);
      await sleep(1000);
      expect(back.messages.map((m) => m.subject).sort()).toEqual(
        Array.from({ length: COUNT }, (_, i) => `down-test ${i + 1}`).sort(),
      );
      expect(app.child.exitCode).toBeNull();
    } finally {
      await stop(app, 'SIGTERM');
      await back?.close();
    }
  }, 60_000);

  it('loses no e-mail to an SMTP outage of an hour under the default retry policy', async () => {
    // Delivery in-process with a clock we move: each pass is ten minutes after the last.
    const smtp = await startSmtpSink();
    const port = smtp.port;
    await smtp.close();
    const { database } = testDb;
    let clock = new Date();
    const email = smtpEmailProvider({
      url: `smtp://127.0.0.1:${port}`,
      from: 'TalentBridge <no-reply@example.com>',
    });
    const worker = deliveryScheduler({
      database,
      sms: logSmsProvider(database.db),
      email,
      now: () => clock,
    });
    let back: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    try {
      const id = await database.db.transaction((tx) =>
        enqueueMessage(tx, {
          channel: 'email',
          recipient: 'outage@example.com',
          subject: 'outage-test',
          body: 'Hi',
        }),
      );
      const row = async () => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
      clock = new Date(Date.now() + 1000); // the row is due from the first pass
      // Passes at 0, 10, ..., 60 minutes: the server is down for every one of them.
      for (let pass = 0; pass <= 6; pass++) {
        await worker.runDue();
        clock = new Date(clock.getTime() + 10 * 60_000);
      }
      const waiting = await row();
      expect(
        waiting.status,
        `still waiting after an hour, not given up (last error: ${waiting.lastError})`,
      ).toBe('pending');
      back = await startSmtpSink(() => 'accept', { port });
      clock = new Date(clock.getTime() + 60 * 60_000);
      await worker.runDue();
      expect((await row()).status).toBe('sent');
      expect(back.messages.map((m) => m.subject)).toEqual(['outage-test']);
    } finally {
      await email.close?.();
      await back?.close();
      await database.db.delete(outbox).where(inArray(outbox.subject, ['outage-test']));
    }
  }, 60_000);
});

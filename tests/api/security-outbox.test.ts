// What the outbox keeps, purges and refuses to pretend. Delivered, and purged, by the app's scheduler (its
// delivery and purge jobs), run by hand on the injected clock.

import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMessages, directTexts, outbox, scheduledJobs } from '../../src/server/db/schema';
import { enqueueMessage } from '../../src/server/messaging/outbox';
import { scheduleOutboxPurge } from '../../src/server/messaging/outbox-purge';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { createTestApp, type TestApp } from '../support/http';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const worker = () => t.ctx.services.scheduler;

  it("a sensitive message's body is cleared once delivered; others keep theirs", async () => {
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
    await worker().runDue();
    const rows = await t.ctx.db.select().from(outbox).where(eq(outbox.subject, 'sensitive-test'));
    const byRecipient = Object.fromEntries(rows.map((r) => [r.recipient, r]));
    expect(byRecipient['secret@example.com']).toMatchObject({ status: 'sent', sensitive: true, body: '' });
    expect(byRecipient['plain@example.com']).toMatchObject({ status: 'sent', body: 'Hello' });
  });

  it('the password reset e-mail is queued as sensitive', async () => {
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

  it('delivered rows are purged after the retention period, on the injected clock', async () => {
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
    // A text sent at once is recorded in direct_texts; the record goes with the outbox's rows.
    await t.ctx.db
      .insert(directTexts)
      .values({ recipient: '+13015550199', purpose: 'notification', status: 'sent', createdAt: start });
    await scheduleOutboxPurge(t.ctx);
    const w = worker();
    await w.runDue();
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
    // Waiting for a retry far ahead: its row and its delivery job.
    const [waiting] = await t.ctx.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(start.getTime() + 400 * DAY_MS) })
      .where(eq(outbox.recipient, 'waiting@example.com'))
      .returning();
    await t.ctx.db
      .update(scheduledJobs)
      .set({ lockedUntil: waiting!.nextAttemptAt })
      .where(eq(scheduledJobs.subjectId, String(waiting!.id)));
    await w.runDue();
    expect(await t.ctx.db.select().from(outbox).where(eq(outbox.subject, 'purge-test'))).toHaveLength(3);
    expect(
      await t.ctx.db.select().from(directTexts).where(eq(directTexts.recipient, '+13015550199')),
    ).toHaveLength(1);

    t.ctx.clock.now = new Date(start.getTime() + 31 * DAY_MS);
    await w.runDue();
    const left = await t.ctx.db.select().from(outbox).where(eq(outbox.subject, 'purge-test'));
    expect(left.map((r) => r.recipient)).toEqual(['waiting@example.com']);
    expect(
      await t.ctx.db.select().from(directTexts).where(eq(directTexts.recipient, '+13015550199')),
    ).toEqual([]);
    t.ctx.clock.now = null;
  });

  it('a disabled channel does not pretend to send; its messages fail with a clear error', async () => {
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
      await off.ctx.services.scheduler.runDue();
      const [row] = await off.ctx.db.select().from(outbox).where(like(outbox.subject, 'disabled-test'));
      expect(row).toMatchObject({ status: 'failed' });
      expect(row!.lastError).toMatch(/E-mail is turned off/);
      expect(await off.ctx.db.select().from(devMessages)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

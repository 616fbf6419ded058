// Outbox leases (a dead or late worker, two workers at once), the running worker woken by NOTIFY, and the
// retry schedule. A worker is a scheduler running the delivery kind: the job's lease is the message's.
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { enqueueMessage } from '../../src/server/messaging/outbox';
import type { SendResult, SmsProvider } from '../../src/server/messaging/providers';
import { backoffMs } from '../../src/server/scheduler/scheduler';
import {
  advance,
  ctx,
  enqueue,
  leftByDeadRunner,
  row,
  smtp,
  startOutboxSuite,
  worker,
} from '../support/outbox-suite';

startOutboxSuite();

describe('leases', () => {
  it('delivers a row leased by a dead worker once the lease expires, and only then', async () => {
    const id = await enqueue({ channel: 'email', recipient: 'lease@example.com', subject: 'S', body: 'B' });
    // What a worker that died mid-send leaves behind.
    await leftByDeadRunner(id, { attempts: 1, lockedUntil: new Date(ctx.clock.now!.getTime() + 60_000) });
    const w = worker();
    expect(await w.runDue()).toBe(0);
    advance(59_000);
    expect(await w.runDue()).toBe(0);
    advance(1000);
    expect(await w.runDue()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('ignores the late answer of a worker whose lease was taken over', async () => {
    let release!: (r: SendResult) => void;
    const stuck: SmsProvider = { name: 'stuck', send: () => new Promise((r) => (release = r)) };
    const id = await enqueue({ channel: 'sms', recipient: '+13015550147', body: 'x' });
    const slow = worker({ sms: stuck, leaseMs: 10_000 }).runDue();
    await expect.poll(async () => (await row(id)).status).toBe('sending');
    advance(10_000);
    await worker().runDue();
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
      while ((await w.runDue()) > 0);
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

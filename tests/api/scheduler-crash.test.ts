// "Bad input and races": the scheduler killed mid-batch loses nothing and sends nothing twice. A runner
// claims a batch and dies holding some of it (its handlers never return: before their work, or after their work
// committed but before the job was recorded done); once the lease runs out another runner takes exactly those jobs,
// and the handler, idempotent as docs/decisions/015-scheduler.md asks (a conditional UPDATE and its outbox row in one
// transaction), sends each message once. See also scheduler-retries.test.ts ("crashes and leases").
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox, scheduledJobs } from '../../src/server/db/schema';
import { enqueueMessage, OUTBOX_DELIVERY_KIND } from '../../src/server/messaging/outbox';
import type { ScheduledJob } from '../../src/server/scheduler/scheduler';
import { advance, clock, db, job, scheduler, startSchedulerSuite } from '../support/scheduler-suite';

startSchedulerSuite();

const KIND = 'test.notify';
const LEASE_MS = 60_000;

beforeAll(async () => {
  // A test-only state row per subject, as an offer is to its expiry job: 'waiting' until its message is queued.
  await db.execute(sql`CREATE TABLE crash_subjects (id text PRIMARY KEY, status text NOT NULL)`);
});

afterEach(async () => {
  await db.execute(sql`DELETE FROM crash_subjects`);
  await db.delete(outbox);
});

/** What the handlers queued, per subject. */
async function sentPerSubject(): Promise<Record<string, number>> {
  const rows = await db.select({ recipient: outbox.recipient }).from(outbox);
  const sent: Record<string, number> = {};
  for (const r of rows) sent[r.recipient] = (sent[r.recipient] ?? 0) + 1;
  return sent;
}

/**
 * The idempotent handler: the state changes only from 'waiting', and the message is queued in that same transaction,
 * so a second run changes nothing and queues nothing. Returns whether this run sent.
 */
async function notify(j: ScheduledJob): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx.execute(
      sql`UPDATE crash_subjects SET status = 'sent' WHERE id = ${j.subjectId} AND status = 'waiting' RETURNING id`,
    );
    if (changed.rows.length === 0) return false;
    await enqueueMessage(tx, { channel: 'email', recipient: j.subjectId, subject: 'Notice', body: 'x' });
    return true;
  });
}

async function subjects(ids: string[]) {
  for (const id of ids)
    await db.execute(sql`INSERT INTO crash_subjects (id, status) VALUES (${id}, 'waiting')`);
}

const never = () => new Promise<never>(() => {});

describe('a scheduler killed mid-batch', () => {
  it('leaves its finished jobs done, and the jobs it held run once more after the lease, sending each message once', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    await subjects(ids);
    // a, b finish; c, d: the runner dies before their work; e, f: it dies after their work committed.
    const diesBefore = new Set(['c', 'd']);
    const diesAfter = new Set(['e', 'f']);
    let stuck = 0;
    const killed = scheduler(
      {
        [KIND]: async (_deps, j) => {
          if (diesBefore.has(j.subjectId)) {
            stuck++;
            await never();
          }
          await notify(j);
          if (diesAfter.has(j.subjectId)) {
            stuck++;
            await never();
          }
        },
      },
      { batch: ids.length, leaseMs: LEASE_MS },
    );
    const jobIds: Record<string, number> = {};
    for (const id of ids)
      jobIds[id] = (await killed.schedule(db, { kind: KIND, subjectId: id, runAt: clock.now }))!;

    // The pass never ends: its runner is dead. What it leaves behind:
    void killed.runDue();
    await expect.poll(() => stuck).toBe(4);
    // a and b run side by side, so either may be recorded done last.
    for (const id of ['a', 'b']) await expect.poll(async () => (await job(jobIds[id]!)).status).toBe('done');
    for (const id of [...diesBefore, ...diesAfter])
      expect(await job(jobIds[id]!)).toMatchObject({ status: 'running', attempts: 1 });
    expect(await sentPerSubject()).toEqual({ a: 1, b: 1, e: 1, f: 1 });

    // Another instance (the restarted process) takes the held jobs once their lease has run out, and only then.
    const sentByTakeover: string[] = [];
    const takeover = scheduler(
      { [KIND]: async (_deps, j) => void ((await notify(j)) && sentByTakeover.push(j.subjectId)) },
      { batch: ids.length, leaseMs: LEASE_MS },
    );
    expect(await takeover.runDue()).toBe(0);
    advance(LEASE_MS - 1);
    expect(await takeover.runDue()).toBe(0);
    advance(1);
    expect(await takeover.runDue()).toBe(4);
    expect(await takeover.runDue()).toBe(0);

    // Nothing lost: every job done, every message queued; nothing twice: e and f were sent before the crash. (Each
    // queued message brings its own delivery job, which this scheduler does not run: one per message, no more.)
    const rows = await db.select().from(scheduledJobs).where(ne(scheduledJobs.kind, OUTBOX_DELIVERY_KIND));
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => r.status === 'done')).toBe(true);
    const deliveries = await db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, OUTBOX_DELIVERY_KIND));
    expect(deliveries).toHaveLength(ids.length);
    for (const id of ['a', 'b']) expect((await job(jobIds[id]!)).attempts).toBe(1);
    for (const id of [...diesBefore, ...diesAfter]) expect((await job(jobIds[id]!)).attempts).toBe(2);
    expect(sentByTakeover.sort()).toEqual(['c', 'd']);
    expect(await sentPerSubject()).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 1, f: 1 });
  });

  it('rolls back the part of its work a failing handler did, and the retry sends once', async () => {
    await subjects(['g']);
    let calls = 0;
    const s = scheduler(
      {
        [KIND]: async (_deps, j) => {
          calls++;
          await db.transaction(async (tx) => {
            await tx.execute(
              sql`UPDATE crash_subjects SET status = 'sent' WHERE id = ${j.subjectId} AND status = 'waiting'`,
            );
            await enqueueMessage(tx, {
              channel: 'email',
              recipient: j.subjectId,
              subject: 'Notice',
              body: 'x',
            });
            // The process fails halfway (a provider call, a bug): the transaction's work goes with it.
            if (calls === 1) throw new Error('failed after part of the work');
          });
        },
      },
      { backoffBaseMs: 1000 },
    );
    const id = (await s.schedule(db, { kind: KIND, subjectId: 'g', runAt: clock.now }))!;
    expect(await s.runDue()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'pending', lastError: 'failed after part of the work' });
    expect(await sentPerSubject()).toEqual({});
    const [state] = (await db.execute(sql`SELECT status FROM crash_subjects WHERE id = 'g'`)).rows as {
      status: string;
    }[];
    expect(state?.status).toBe('waiting');

    advance(1000);
    expect(await s.runDue()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await sentPerSubject()).toEqual({ g: 1 });
    expect(
      await db
        .select()
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.kind, KIND), eq(scheduledJobs.status, 'done'))),
    ).toHaveLength(1);
  });
});

// A failing job is retried with backoff and ends failed; a job whose runner died is taken again
// once its lease runs out; the late outcome of a runner that lost its lease is ignored.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/server/db/schema';
import { backoffMs } from '../../src/server/scheduler/scheduler';
import { advance, clock, db, inMs, job, scheduler, startSchedulerSuite } from '../support/scheduler-suite';

startSchedulerSuite();

const BASE = 1000;

describe('retries', () => {
  it('retries a failing handler with backoff and records it failed after the last attempt', async () => {
    let calls = 0;
    const s = scheduler(
      {
        'test.fail': async () => {
          calls++;
          throw new Error(`boom ${calls}`);
        },
      },
      { maxAttempts: 3, backoffBaseMs: BASE },
    );
    const id = (await s.schedule(db, { kind: 'test.fail', subjectId: 'x', runAt: clock.now }))!;
    expect(await s.runDue()).toBe(1);
    expect(await job(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'boom 1',
      lockedUntil: inMs(BASE),
    });

    for (const attempt of [2, 3]) {
      const wait = backoffMs(attempt - 1, BASE);
      advance(wait - 1);
      expect(await s.runDue()).toBe(0);
      advance(1);
      expect(await s.runDue()).toBe(1);
      expect(calls).toBe(attempt);
    }
    expect(await job(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'boom 3',
      lockedUntil: null,
    });
    advance(24 * 60 * 60_000);
    expect(await s.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('marks a job done once a retry succeeds', async () => {
    let calls = 0;
    const s = scheduler(
      {
        'test.flaky': async () => {
          if (++calls === 1) throw new Error('first try fails');
        },
      },
      { backoffBaseMs: BASE },
    );
    const id = (await s.schedule(db, { kind: 'test.flaky', subjectId: 'x', runAt: clock.now }))!;
    await s.runDue();
    advance(BASE);
    await s.runDue();
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null, doneAt: clock.now });
  });
});

describe('crashes and leases', () => {
  it('runs again a job whose runner crashed, once its lease has run out, and only then', async () => {
    let calls = 0;
    const s = scheduler({ 'test.count': async () => void calls++ });
    const id = (await s.schedule(db, { kind: 'test.count', subjectId: 'x', runAt: clock.now }))!;
    // What a runner that died mid-job leaves behind.
    await db
      .update(scheduledJobs)
      .set({ status: 'running', attempts: 1, lockedUntil: inMs(60_000) })
      .where(eq(scheduledJobs.id, id));
    expect(await s.runDue()).toBe(0);
    advance(59_999);
    expect(await s.runDue()).toBe(0);
    advance(1);
    expect(await s.runDue()).toBe(1);
    expect(calls).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up on a job that keeps killing its runner', async () => {
    let calls = 0;
    const s = scheduler({ 'test.count': async () => void calls++ }, { maxAttempts: 3 });
    const id = (await s.schedule(db, { kind: 'test.count', subjectId: 'x', runAt: clock.now }))!;
    await db
      .update(scheduledJobs)
      .set({ status: 'running', attempts: 3, lockedUntil: clock.now })
      .where(eq(scheduledJobs.id, id));
    expect(await s.runDue()).toBe(1);
    expect(calls).toBe(0);
    expect(await job(id)).toMatchObject({
      status: 'failed',
      attempts: 4,
      lastError: 'the job was interrupted too many times',
    });
  });

  it('ignores the late outcome of a runner whose lease was taken over', async () => {
    // Each run of the job waits until the test settles it.
    const settle: ((error?: Error) => void)[] = [];
    const handlers = {
      'test.slow': () =>
        new Promise<void>((resolve, reject) => {
          settle.push((error) => (error ? reject(error) : resolve()));
        }),
    };
    const first = scheduler(handlers, { leaseMs: 10_000 });
    const id = (await first.schedule(db, { kind: 'test.slow', subjectId: 'x', runAt: clock.now }))!;
    const late = first.runDue();
    await expect.poll(() => settle.length).toBe(1);
    advance(10_000);
    const takeover = scheduler(handlers, { leaseMs: 10_000 }).runDue();
    await expect.poll(() => settle.length).toBe(2);

    // The first runner fails while the second still holds the job: the second's claim stands.
    settle[0]!(new Error('late failure'));
    await late;
    expect(await job(id)).toMatchObject({ status: 'running', attempts: 2, lastError: null });
    settle[1]!();
    await takeover;
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });
});

// PostgreSQL aborts one of two transactions that locked the same rows in different orders; the database raises the
// same SQLSTATE here, on either database (docs/decisions/015-scheduler.md, "A lost race is run again at once").
const loseARace = (message = 'deadlock detected') =>
  db.execute(sql.raw(`DO $$ BEGIN RAISE EXCEPTION '${message}' USING ERRCODE = '40P01'; END $$`));

describe('a handler that lost a race to another transaction', () => {
  it('is run again at once, without a backoff or a failed attempt', async () => {
    let calls = 0;
    const s = scheduler(
      {
        'test.race': async () => {
          if (++calls <= 2) await loseARace();
        },
      },
      { backoffBaseMs: BASE },
    );
    const id = (await s.schedule(db, { kind: 'test.race', subjectId: 'x', runAt: clock.now }))!;
    expect(await s.runDue()).toBe(1);
    expect(calls).toBe(3);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it("counts as a failed attempt, in the database's words, once it has lost four times in a row", async () => {
    let calls = 0;
    const s = scheduler(
      {
        'test.race': async () => {
          calls++;
          await loseARace();
        },
      },
      { backoffBaseMs: BASE },
    );
    const id = (await s.schedule(db, { kind: 'test.race', subjectId: 'x', runAt: clock.now }))!;
    expect(await s.runDue()).toBe(1);
    expect(calls).toBe(4);
    expect(await job(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'deadlock detected' });
  });

  it('is not run again for any other failure', async () => {
    let calls = 0;
    const s = scheduler(
      {
        'test.other': async () => {
          calls++;
          await db.execute(sql`select 1 / 0`);
        },
      },
      { backoffBaseMs: BASE },
    );
    const id = (await s.schedule(db, { kind: 'test.other', subjectId: 'x', runAt: clock.now }))!;
    await s.runDue();
    expect(calls).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'pending', lastError: 'division by zero' });
  });
});

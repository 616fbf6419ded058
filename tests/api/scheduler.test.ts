// The scheduler runs a job once its time has come on the injected clock, never before and never
// twice; scheduling the same work twice is one job; cancel drops it. See also scheduler-retries.test.ts.
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/server/db/schema';
import type { ScheduledJob } from '../../src/server/scheduler/scheduler';
import { advance, clock, db, inMs, job, scheduler, startSchedulerSuite } from '../support/scheduler-suite';

startSchedulerSuite();

const MINUTE = 60_000;

/** A scheduler with the test-only kind `test.record`, whose handler records the jobs it ran. */
function recording() {
  const ran: ScheduledJob[] = [];
  const s = scheduler({
    'test.record': async (_deps, j) => {
      ran.push(j);
    },
  });
  return { s, ran };
}

describe('due jobs', () => {
  it('runs a job once the clock passes run_at, not before, and only once', async () => {
    const { s, ran } = recording();
    const id = await s.schedule(db, {
      kind: 'test.record',
      subjectId: 'application-1',
      runAt: inMs(10 * MINUTE),
      payload: { reason: 'offer window' },
    });
    expect(id).not.toBeNull();
    expect(await s.runDue()).toBe(0);
    advance(10 * MINUTE - 1);
    expect(await s.runDue()).toBe(0);
    expect(ran).toHaveLength(0);

    advance(1);
    expect(await s.runDue()).toBe(1);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({
      id,
      subjectId: 'application-1',
      payload: { reason: 'offer window' },
      attempts: 1,
    });
    expect(await job(id!)).toMatchObject({
      status: 'done',
      doneAt: clock.now,
      lockedUntil: null,
      attempts: 1,
    });

    advance(24 * 60 * MINUTE);
    expect(await s.runDue()).toBe(0);
    expect(ran).toHaveLength(1);
  });

  it('runs due jobs oldest first, at most one batch per pass', async () => {
    const ran: string[] = [];
    const s = scheduler({ 'test.record': async (_d, j) => void ran.push(j.subjectId) }, { batch: 2 });
    for (const [subject, minutes] of [
      ['c', 3],
      ['a', 1],
      ['b', 2],
    ] as const)
      await s.schedule(db, { kind: 'test.record', subjectId: subject, runAt: inMs(minutes * MINUTE) });
    advance(3 * MINUTE);
    expect(await s.runDue()).toBe(2);
    expect(ran.sort()).toEqual(['a', 'b']);
    expect(await s.runDue()).toBe(1);
    expect(ran).toContain('c');
  });

  it('claims only the kinds it has a handler for', async () => {
    const { s: other } = recording();
    await other.schedule(db, { kind: 'test.record', subjectId: 's', runAt: clock.now });
    const s = scheduler({ 'test.other': async () => {} });
    expect(await s.runDue()).toBe(0);
    const [row] = await db.select().from(scheduledJobs);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('runs on its own timer once started, and stops', async () => {
    const ran: string[] = [];
    const s = scheduler({ 'test.record': async (_d, j) => void ran.push(j.subjectId) }, { pollMs: 10 });
    await s.schedule(db, { kind: 'test.record', subjectId: 'timer', runAt: inMs(MINUTE) });
    await s.start();
    try {
      advance(MINUTE);
      await expect.poll(() => ran.length).toBe(1);
    } finally {
      await s.stop();
    }
    await s.schedule(db, { kind: 'test.record', subjectId: 'after-stop', runAt: clock.now });
    await new Promise((r) => setTimeout(r, 50));
    expect(ran).toHaveLength(1);
  });
});

describe('schedule and cancel', () => {
  it('makes scheduling the same work twice one job', async () => {
    const { s, ran } = recording();
    const work = { kind: 'test.record', subjectId: 'booking-1', runAt: inMs(MINUTE) };
    const first = await s.schedule(db, work);
    expect(await s.schedule(db, { ...work, payload: { again: true } })).toBeNull();
    // The same subject at another time is other work.
    const later = await s.schedule(db, { ...work, runAt: inMs(2 * MINUTE) });
    expect(later).not.toBe(first);
    expect(await db.select().from(scheduledJobs)).toHaveLength(2);

    advance(MINUTE);
    await s.runDue();
    expect(ran.map((j) => j.id)).toEqual([first]);
    expect(ran[0]!.payload).toEqual({});
  });

  it('schedules inside the caller transaction: a rollback leaves no job', async () => {
    const { s } = recording();
    await expect(
      db.transaction(async (tx) => {
        await s.schedule(tx, { kind: 'test.record', subjectId: 'rolled-back', runAt: inMs(MINUTE) });
        throw new Error('the use-case failed');
      }),
    ).rejects.toThrow('the use-case failed');
    expect(await db.select().from(scheduledJobs)).toHaveLength(0);
  });

  it('refuses a kind it has no handler for', async () => {
    const { s } = recording();
    await expect(s.schedule(db, { kind: 'test.unknown', subjectId: 'x', runAt: clock.now })).rejects.toThrow(
      'no handler for scheduled job kind test.unknown',
    );
  });

  it('cancel drops the unfinished jobs of a subject and keeps finished ones', async () => {
    const { s, ran } = recording();
    const done = await s.schedule(db, { kind: 'test.record', subjectId: 'b', runAt: clock.now });
    await s.runDue();
    await s.schedule(db, { kind: 'test.record', subjectId: 'b', runAt: inMs(MINUTE) });
    await s.schedule(db, { kind: 'test.record', subjectId: 'other', runAt: inMs(MINUTE) });
    expect(await db.transaction((tx) => s.cancel(tx, 'test.record', 'b'))).toBe(1);
    advance(MINUTE);
    expect(await s.runDue()).toBe(1);
    expect(ran.map((j) => j.subjectId)).toEqual(['b', 'other']);
    expect((await job(done!)).status).toBe('done');
  });
});

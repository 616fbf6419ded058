// The scheduler's own daily purge (docs/decisions/015-scheduler.md, "Purge"): done jobs go 7 days after
// they finished, failed ones 30 days after they were due, unfinished ones never; the purge schedules its next run a
// day later, every instance's start names the same run, and a second run changes nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/server/db/schema';
import {
  PURGE_KIND,
  type PurgeDeps,
  purgeFinishedJobs,
  schedulePurge,
} from '../../src/server/scheduler/purge';
import { createScheduler, type Scheduler } from '../../src/server/scheduler/scheduler';
import { clock, db, startSchedulerSuite, testDb } from '../support/scheduler-suite';
import { createTestContext } from '../support/test-context';

startSchedulerSuite();

const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(clock.now.getTime() - days * DAY);

/** A scheduler that knows only the purge, with the narrow context the purge needs. */
function purging() {
  let s: Scheduler;
  const deps = (): PurgeDeps => ({ db, now: () => clock.now, services: { scheduler: s } });
  s = createScheduler<PurgeDeps>({
    database: testDb.database,
    now: () => clock.now,
    deps,
    handlers: { [PURGE_KIND]: purgeFinishedJobs },
  });
  return { s, deps };
}

const purgeRuns = () =>
  db
    .select({ runAt: scheduledJobs.runAt, status: scheduledJobs.status })
    .from(scheduledJobs)
    .where(eq(scheduledJobs.kind, PURGE_KIND))
    .orderBy(scheduledJobs.runAt);

const remainingSubjects = async () =>
  (await db.select({ subjectId: scheduledJobs.subjectId }).from(scheduledJobs))
    .map((r) => r.subjectId)
    .filter((id) => id !== 'scheduled_jobs')
    .sort();

describe('the daily purge of finished jobs', () => {
  it('deletes done jobs after 7 days and failed ones after 30, never unfinished ones, and schedules the next day', async () => {
    clock.now = new Date('2026-03-10T05:00:00Z');
    const row = (
      subjectId: string,
      status: 'pending' | 'running' | 'done' | 'failed',
      runAt: Date,
      doneAt?: Date,
    ) =>
      db
        .insert(scheduledJobs)
        .values({ kind: 'test.other', subjectId, status, runAt, doneAt: doneAt ?? null });
    await row('done-8-days', 'done', daysAgo(8), daysAgo(8));
    // Due long ago but finished only 6 days ago (retried): kept.
    await row('done-6-days', 'done', daysAgo(9), daysAgo(6));
    await row('failed-31-days', 'failed', daysAgo(31));
    await row('failed-28-days', 'failed', daysAgo(28));
    await row('pending-40-days', 'pending', daysAgo(40));
    await row('running-40-days', 'running', daysAgo(40));

    const { s, deps } = purging();
    // Two instances start: one run, today at 03:00 UTC, already due.
    await schedulePurge(deps());
    await schedulePurge(deps());
    expect(await purgeRuns()).toEqual([{ runAt: new Date('2026-03-10T03:00:00Z'), status: 'pending' }]);

    expect(await s.runDue()).toBe(1);
    expect(await remainingSubjects()).toEqual([
      'done-6-days',
      'failed-28-days',
      'pending-40-days',
      'running-40-days',
    ]);
    expect(await purgeRuns()).toEqual([
      { runAt: new Date('2026-03-10T03:00:00Z'), status: 'done' },
      { runAt: new Date('2026-03-11T03:00:00Z'), status: 'pending' },
    ]);

    // A restart later that day: today's run is done, nothing new.
    await schedulePurge(deps());
    expect(await s.runDue()).toBe(0);
    expect(await purgeRuns()).toHaveLength(2);

    // The next day's run, late (the app was down): done-6-days finished 7 days and a second ago by now.
    clock.now = new Date('2026-03-11T05:00:01Z');
    expect(await s.runDue()).toBe(1);
    expect(await remainingSubjects()).toEqual(['failed-28-days', 'pending-40-days', 'running-40-days']);
    expect((await purgeRuns()).map((r) => r.runAt.toISOString())).toEqual([
      '2026-03-10T03:00:00.000Z',
      '2026-03-11T03:00:00.000Z',
      '2026-03-12T03:00:00.000Z',
    ]);
  });

  it('is idempotent: run twice (a crash before it was recorded done), it deletes nothing more and schedules one next run', async () => {
    clock.now = new Date('2026-03-10T03:00:30Z');
    await db.insert(scheduledJobs).values({
      kind: 'test.other',
      subjectId: 'old',
      status: 'done',
      runAt: daysAgo(10),
      doneAt: daysAgo(10),
    });
    const { deps } = purging();
    const job = { runAt: new Date('2026-03-10T03:00:00Z') };
    await purgeFinishedJobs(deps(), job);
    await purgeFinishedJobs(deps(), job);
    expect(await remainingSubjects()).toEqual([]);
    expect(await purgeRuns()).toEqual([{ runAt: new Date('2026-03-11T03:00:00Z'), status: 'pending' }]);
  });

  it('after days without a run, schedules the next run ahead of now, not the missed days', async () => {
    clock.now = new Date('2026-03-13T10:00:00Z');
    const { deps } = purging();
    await purgeFinishedJobs(deps(), { runAt: new Date('2026-03-10T03:00:00Z') });
    expect(await purgeRuns()).toEqual([{ runAt: new Date('2026-03-14T03:00:00Z'), status: 'pending' }]);
  });
});

describe('the app start', () => {
  it("schedules today's purge once, however many times it starts", async () => {
    const ctx = await createTestContext();
    try {
      ctx.clock.now = new Date('2026-03-10T01:00:00Z');
      const logger = { info: () => {}, error: () => {} };
      await ctx.services.start?.(logger);
      await ctx.services.stop?.();
      await ctx.services.start?.(logger);
      await ctx.services.stop?.();
      const rows = await ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, PURGE_KIND));
      expect(rows).toEqual([
        expect.objectContaining({ runAt: new Date('2026-03-10T03:00:00Z'), status: 'pending' }),
      ]);
    } finally {
      await ctx.cleanup();
    }
  });
});

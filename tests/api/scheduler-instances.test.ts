// Two instances' schedulers on one PostgreSQL database, each with its own connection pool, run every
// due job exactly once (rows claimed with FOR UPDATE SKIP LOCKED).
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { scheduledJobs } from '../../src/server/db/schema';
import { createScheduler, type JobHandlers } from '../../src/server/scheduler/scheduler';
import { clock, db, inMs, scheduler, startSchedulerSuite, testDb } from '../support/scheduler-suite';

// PGlite is one in-process database that two instances cannot share: this runs on PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two schedulers on one PostgreSQL (skipped on PGlite)',
  () => {
    startSchedulerSuite();

    it('runs each of 50 due jobs exactly once', async () => {
      const runs = new Map<number, number>();
      const handlers: JobHandlers<undefined> = {
        'test.count': async (_deps, job) => {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          // Long enough for the other instance to claim while this batch is still running.
          await new Promise((r) => setTimeout(r, 2));
        },
      };
      const secondDb = await openDatabase({ url: testDb.url!, poolSize: 3 });
      try {
        const one = scheduler(handlers, { batch: 5 });
        const two = createScheduler({
          database: secondDb,
          now: () => clock.now,
          deps: () => undefined,
          handlers,
          batch: 5,
        });
        const n = 50;
        await db.transaction(async (tx) => {
          for (let i = 0; i < n; i++)
            await one.schedule(tx, { kind: 'test.count', subjectId: `subject-${i}`, runAt: inMs(i * 1000) });
        });
        clock.now = inMs(n * 1000);
        const drain = async (s: typeof one) => {
          while ((await s.runDue()) > 0);
        };
        await Promise.all([drain(one), drain(two), drain(one), drain(two)]);

        expect(runs.size).toBe(n);
        expect([...runs.values()].every((count) => count === 1)).toBe(true);
        const rows = await db
          .select({ status: scheduledJobs.status, attempts: scheduledJobs.attempts })
          .from(scheduledJobs);
        expect(rows).toHaveLength(n);
        expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
      } finally {
        await secondDb.close();
      }
    });
  },
);

import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { scheduledJobs } from '../db/schema';
import { DAY_MS, HOUR_MS, recurringJob } from './recurring';

/** Done jobs are kept this long (docs/decisions/015-scheduler.md, "Purge"). */
export const PURGE_DONE_AFTER_DAYS = 7;
/** Failed jobs, kept longer to be looked into, this long after they were due (they fail within an hour of it). */
export const PURGE_FAILED_AFTER_DAYS = 30;
/** The purge runs daily at this UTC time of day, so every instance names the same run. */
const PURGE_AT_UTC_HOUR = 3;
/** Rows deleted per statement, so a long backlog never holds many row locks at once. */
const PURGE_CHUNK = 10_000;
export const PURGE_KIND = 'scheduler-purge';

export type PurgeDeps = Pick<AppContext, 'db' | 'now'> & {
  services: Pick<AppContext['services'], 'scheduler'>;
};

/**
 * The scheduler's own periodic job (docs/decisions/015-scheduler.md, "Purge"), daily at PURGE_AT_UTC_HOUR UTC:
 * deletes done jobs more than 7 days after they finished and failed ones 30 days after they were due, then schedules
 * the next run a day after this one. Idempotent: a second run deletes nothing more, and scheduling the same next run
 * again is a no-op. Every start of every instance makes sure today's run exists (schedulePurge): all name the same
 * run (kind, subject, today's time), so the unique index keeps one row, and a run already done today stays done.
 */
export const { schedule: schedulePurge, run: purgeFinishedJobs } = recurringJob(
  {
    kind: PURGE_KIND,
    subjectId: 'scheduled_jobs',
    periodMs: DAY_MS,
    offsetMs: PURGE_AT_UTC_HOUR * HOUR_MS,
    next: 'at-or-after-now',
  },
  deleteFinishedJobs,
);

async function deleteFinishedJobs(deps: PurgeDeps, now: Date): Promise<void> {
  const j = scheduledJobs;
  const doneBefore = new Date(now.getTime() - PURGE_DONE_AFTER_DAYS * DAY_MS);
  const failedBefore = new Date(now.getTime() - PURGE_FAILED_AFTER_DAYS * DAY_MS);
  // done_at >= run_at, so the run_at bound only lets the (status, run_at) index find the rows.
  const finished = or(
    and(eq(j.status, 'done'), lt(j.runAt, doneBefore), lt(j.doneAt, doneBefore)),
    and(eq(j.status, 'failed'), lt(j.runAt, failedBefore)),
  );
  for (;;) {
    const chunk = deps.db.select({ id: j.id }).from(j).where(finished).limit(PURGE_CHUNK);
    const deleted = await deps.db.delete(j).where(inArray(j.id, chunk)).returning({ id: j.id });
    if (deleted.length < PURGE_CHUNK) break;
  }
}

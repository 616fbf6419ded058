import { and, eq, lt, or } from 'drizzle-orm';
import { outbox } from '../db/schema';
import {
  DAY_MS,
  HOUR_MS,
  type RecurringJob,
  type RecurringJobDeps,
  scheduleCurrentRun,
  scheduleNextRun,
} from '../scheduler/recurring';
import type { ScheduledJob } from '../scheduler/scheduler';

export const OUTBOX_PURGE_KIND = 'outbox-purge';
/** On the hour, every hour. */
const OUTBOX_PURGE: RecurringJob = {
  kind: OUTBOX_PURGE_KIND,
  subjectId: 'outbox',
  periodMs: HOUR_MS,
  next: 'after-now',
};

export type OutboxPurgeDeps = RecurringJobDeps & { config: { OUTBOX_RETENTION_DAYS: number } };

/** Makes sure the hourly purge exists, on every start of every instance (as the scheduler's own purge, purge.ts). */
export async function scheduleOutboxPurge(deps: OutboxPurgeDeps): Promise<void> {
  await scheduleCurrentRun(deps, OUTBOX_PURGE);
}

/**
 * Hourly, on the injected clock: sent and failed rows older than OUTBOX_RETENTION_DAYS (by when they were sent, or
 * last tried) are deleted, each condition served by an index (outbox_sent_idx, outbox_due_idx); rows still waiting
 * are never. Then the next run, the first whole hour after now. Idempotent: a second run deletes nothing more.
 */
export async function purgeOutbox(deps: OutboxPurgeDeps, job: Pick<ScheduledJob, 'runAt'>): Promise<void> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - deps.config.OUTBOX_RETENTION_DAYS * DAY_MS);
  await deps.db
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.status, 'sent'), lt(outbox.sentAt, cutoff)),
        and(eq(outbox.status, 'failed'), lt(outbox.nextAttemptAt, cutoff)),
      ),
    );
  await scheduleNextRun(deps, OUTBOX_PURGE, job.runAt, now);
}

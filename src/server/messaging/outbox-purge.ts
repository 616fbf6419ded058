import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { ScheduledJob, Scheduler } from '../scheduler/scheduler';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
export const OUTBOX_PURGE_KIND = 'outbox-purge';
const SUBJECT = 'outbox';

export type OutboxPurgeDeps = {
  db: Db;
  now: () => Date;
  config: { OUTBOX_RETENTION_DAYS: number };
  services: { scheduler: Pick<Scheduler, 'schedule'> };
};

/** The start of the current hour: every instance's start names the same run, so the unique index keeps one. */
function thisHour(now: Date): Date {
  const at = new Date(now);
  at.setUTCMinutes(0, 0, 0);
  return at;
}

/** Makes sure the hourly purge exists, on every start of every instance (as the scheduler's own purge, purge.ts). */
export async function scheduleOutboxPurge(deps: OutboxPurgeDeps): Promise<void> {
  await deps.services.scheduler.schedule(deps.db, {
    kind: OUTBOX_PURGE_KIND,
    subjectId: SUBJECT,
    runAt: thisHour(deps.now()),
  });
}

/**
 * Hourly, on the injected clock: sent and failed rows older than OUTBOX_RETENTION_DAYS (by when they were sent, or
 * last tried) are deleted, each condition served by an index (outbox_sent_idx, outbox_due_idx); rows still waiting
 * are never. Then the next run, the first whole hour after now. Idempotent: a second run deletes nothing more.
 */
export async function purgeOutbox(deps: OutboxPurgeDeps, job: Pick<ScheduledJob, 'runAt'>): Promise<void> {
  const now = deps.now().getTime();
  const cutoff = new Date(now - deps.config.OUTBOX_RETENTION_DAYS * DAY_MS);
  await deps.db
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.status, 'sent'), lt(outbox.sentAt, cutoff)),
        and(eq(outbox.status, 'failed'), lt(outbox.nextAttemptAt, cutoff)),
      ),
    );
  const hours = Math.floor((now - job.runAt.getTime()) / HOUR_MS) + 1;
  await deps.services.scheduler.schedule(deps.db, {
    kind: OUTBOX_PURGE_KIND,
    subjectId: SUBJECT,
    runAt: new Date(job.runAt.getTime() + hours * HOUR_MS),
  });
}

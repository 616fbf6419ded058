import { and, eq, lt, or } from 'drizzle-orm';
import { directTexts, outbox } from '../db/schema';
import { DAY_MS, HOUR_MS, type RecurringJobDeps, recurringJob } from '../scheduler/recurring';

export const OUTBOX_PURGE_KIND = 'outbox-purge';

export type OutboxPurgeDeps = RecurringJobDeps & { config: { OUTBOX_RETENTION_DAYS: number } };

/**
 * Hourly, on the injected clock: sent and failed rows older than OUTBOX_RETENTION_DAYS (by when they were sent, or
 * last tried) are deleted, each condition served by an index (outbox_sent_idx, outbox_due_idx); rows still waiting
 * are never; so are the records of texts sent at once (direct_texts) older than that. Then the next run, the first
 * whole hour after now. Idempotent: a second run deletes nothing more.
 * Every start of every instance makes sure the current hour's run exists (scheduleOutboxPurge).
 */
export const { schedule: scheduleOutboxPurge, run: purgeOutbox } = recurringJob(
  { kind: OUTBOX_PURGE_KIND, subjectId: 'outbox', periodMs: HOUR_MS, next: 'after-now' },
  deleteOldRows,
);

async function deleteOldRows(deps: OutboxPurgeDeps, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - deps.config.OUTBOX_RETENTION_DAYS * DAY_MS);
  await deps.db
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.status, 'sent'), lt(outbox.sentAt, cutoff)),
        and(eq(outbox.status, 'failed'), lt(outbox.nextAttemptAt, cutoff)),
      ),
    );
  // The record of texts sent at once (sms-service.ts) holds recipients' numbers: kept as long as the outbox's
  // messages, no longer (docs/product/messaging.md, "The outbox"); direct_texts_created_idx serves it.
  await deps.db.delete(directTexts).where(lt(directTexts.createdAt, cutoff));
}

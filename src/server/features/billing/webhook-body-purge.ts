import { and, isNotNull, lt } from 'drizzle-orm';
import { paymentWebhookEvents } from '../../db/schema';
import {
  DAY_MS,
  type RecurringJob,
  type RecurringJobDeps,
  scheduleCurrentRun,
  scheduleNextRun,
} from '../../scheduler/recurring';
import type { ScheduledJob } from '../../scheduler/scheduler';

/** Provider webhook bodies are kept 30 days (product-next §5, "Retention"); the id, type and times stay. */
export const WEBHOOK_BODY_RETENTION_DAYS = 30;
export const WEBHOOK_BODY_PURGE_KIND = 'payment-webhook-body-purge';
/** Daily at midnight UTC. */
const WEBHOOK_BODY_PURGE: RecurringJob = {
  kind: WEBHOOK_BODY_PURGE_KIND,
  subjectId: 'payment-webhook-events',
  periodMs: DAY_MS,
  next: 'after-now',
};

export type WebhookBodyPurgeDeps = RecurringJobDeps;

/** Makes sure the daily purge exists, on every start of every instance (as the outbox purge). */
export async function scheduleWebhookBodyPurge(deps: WebhookBodyPurgeDeps): Promise<void> {
  await scheduleCurrentRun(deps, WEBHOOK_BODY_PURGE);
}

/**
 * Daily, on the injected clock: the bodies of events received more than 30 days ago are emptied (the row stays, so
 * a late redelivery of an old event still finds it handled). Then the next run, the first midnight after now.
 * Idempotent: a second run empties nothing more.
 */
export async function purgeWebhookBodies(
  deps: WebhookBodyPurgeDeps,
  job: Pick<ScheduledJob, 'runAt'>,
): Promise<void> {
  const now = deps.now();
  await deps.db
    .update(paymentWebhookEvents)
    .set({ body: null })
    .where(
      and(
        isNotNull(paymentWebhookEvents.body),
        lt(paymentWebhookEvents.receivedAt, new Date(now.getTime() - WEBHOOK_BODY_RETENTION_DAYS * DAY_MS)),
      ),
    );
  await scheduleNextRun(deps, WEBHOOK_BODY_PURGE, job.runAt, now);
}

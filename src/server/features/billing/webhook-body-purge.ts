import { and, isNotNull, lt } from 'drizzle-orm';
import { paymentWebhookEvents } from '../../db/schema';
import { DAY_MS, type RecurringJobDeps, recurringJob } from '../../scheduler/recurring';

/** Provider webhook bodies are kept 30 days (product-next §5, "Retention"); the id, type and times stay. */
export const WEBHOOK_BODY_RETENTION_DAYS = 30;
export const WEBHOOK_BODY_PURGE_KIND = 'payment-webhook-body-purge';

export type WebhookBodyPurgeDeps = RecurringJobDeps;

/**
 * Daily at midnight UTC, on the injected clock: the bodies of events received more than 30 days ago are emptied (the
 * row stays, so a late redelivery of an old event still finds it handled). Then the next run, the first midnight
 * after now. Idempotent: a second run empties nothing more. Every start of every instance makes sure today's run
 * exists (scheduleWebhookBodyPurge), as the outbox purge.
 */
export const { schedule: scheduleWebhookBodyPurge, run: purgeWebhookBodies } = recurringJob(
  { kind: WEBHOOK_BODY_PURGE_KIND, subjectId: 'payment-webhook-events', periodMs: DAY_MS, next: 'after-now' },
  emptyOldBodies,
);

async function emptyOldBodies(deps: WebhookBodyPurgeDeps, now: Date): Promise<void> {
  await deps.db
    .update(paymentWebhookEvents)
    .set({ body: null })
    .where(
      and(
        isNotNull(paymentWebhookEvents.body),
        lt(paymentWebhookEvents.receivedAt, new Date(now.getTime() - WEBHOOK_BODY_RETENTION_DAYS * DAY_MS)),
      ),
    );
}

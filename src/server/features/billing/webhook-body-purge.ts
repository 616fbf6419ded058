import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentWebhookEvents } from '../../db/schema';
import type { ScheduledJob, Scheduler } from '../../scheduler/scheduler';

const DAY_MS = 24 * 60 * 60_000;
/** Provider webhook bodies are kept 30 days (product-next §5, "Retention"); the id, type and times stay. */
export const WEBHOOK_BODY_RETENTION_DAYS = 30;
export const WEBHOOK_BODY_PURGE_KIND = 'payment-webhook-body-purge';
const SUBJECT = 'payment-webhook-events';

export type WebhookBodyPurgeDeps = {
  db: Db;
  now: () => Date;
  services: { scheduler: Pick<Scheduler, 'schedule'> };
};

/** Midnight UTC today: every instance's start names the same run, so the scheduler keeps one row. */
function today(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(0, 0, 0, 0);
  return at;
}

/** Makes sure the daily purge exists, on every start of every instance (as the outbox purge). */
export async function scheduleWebhookBodyPurge(deps: WebhookBodyPurgeDeps): Promise<void> {
  await deps.services.scheduler.schedule(deps.db, {
    kind: WEBHOOK_BODY_PURGE_KIND,
    subjectId: SUBJECT,
    runAt: today(deps.now()),
  });
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
  const now = deps.now().getTime();
  await deps.db
    .update(paymentWebhookEvents)
    .set({ body: null })
    .where(
      and(
        isNotNull(paymentWebhookEvents.body),
        lt(paymentWebhookEvents.receivedAt, new Date(now - WEBHOOK_BODY_RETENTION_DAYS * DAY_MS)),
      ),
    );
  const days = Math.floor((now - job.runAt.getTime()) / DAY_MS) + 1;
  await deps.services.scheduler.schedule(deps.db, {
    kind: WEBHOOK_BODY_PURGE_KIND,
    subjectId: SUBJECT,
    runAt: new Date(job.runAt.getTime() + days * DAY_MS),
  });
}

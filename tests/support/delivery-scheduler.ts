// A scheduler that runs only the outbox's delivery kind, with the providers and timings a test (or the bench) chooses:
// what a running app does with its outbox, without the rest of its jobs (docs/decisions/015-scheduler.md,
// "The outbox's delivery"). Woken by the outbox's NOTIFY once started, as the app's scheduler is.
import type { Database } from '../../src/server/db/client';
import { OUTBOX_CHANNEL, OUTBOX_DELIVERY_KIND } from '../../src/server/messaging/outbox';
import { type DeliveryDeps, outboxDelivery } from '../../src/server/messaging/outbox-delivery';
import type { EmailProvider, SmsProvider } from '../../src/server/messaging/providers';
import { createScheduler, type RetryPolicy } from '../../src/server/scheduler/scheduler';

export function deliveryScheduler(options: {
  database: Database;
  sms: SmsProvider;
  email: EmailProvider;
  now: () => Date;
  leaseMs?: number;
  pollMs?: number;
  /** Instead of the outbox's own policy (OUTBOX_RETRY), where a test needs fewer attempts or shorter waits. */
  retry?: Partial<RetryPolicy>;
}) {
  const { database, now } = options;
  const deps: DeliveryDeps = {
    db: database.db,
    now,
    services: { smsProvider: options.sms, emailProvider: options.email },
  };
  // A policy value left undefined keeps the outbox's own.
  const given = Object.entries(options.retry ?? {}).filter(([, value]) => value !== undefined);
  const retry = { ...outboxDelivery.retry, ...Object.fromEntries(given) };
  return createScheduler<DeliveryDeps>({
    database,
    now,
    handlers: { [OUTBOX_DELIVERY_KIND]: { ...outboxDelivery, retry } },
    deps: () => deps,
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    wakeOn: [OUTBOX_CHANNEL],
  });
}

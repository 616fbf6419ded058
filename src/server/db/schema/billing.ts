// The business's payment profile with the payments provider (docs/product/payments.md, "Billing";
// drizzle/0029_billing_customers.sql). Part of the one Drizzle schema (../schema.ts). Written only by
// src/server/features/billing/. A money record: the manager's deletion is refused while it exists (ON DELETE RESTRICT).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { restrictRef, timestamps } from './columns';

export const billingCustomers = pgTable(
  'billing_customers',
  {
    managerUserId: restrictRef('manager_user_id', () => users.id).primaryKey(),
    /** Stored before the provider's customer is created, so a retry after a lost answer is the same call. */
    customerIdempotencyKey: text('customer_idempotency_key').notNull(),
    providerCustomerId: text('provider_customer_id'),
    /** The hosted setup session last started; only it may be confirmed by this manager. */
    pendingSetupSessionId: text('pending_setup_session_id'),
    paymentMethodId: text('payment_method_id'),
    brand: text('brand'),
    last4: text('last4'),
    ...timestamps(),
  },
  (t) => [
    check(
      'billing_customers_card_whole',
      sql`(${t.paymentMethodId} IS NULL) = (${t.last4} IS NULL) AND (${t.last4} IS NULL) = (${t.brand} IS NULL)`,
    ),
  ],
);

/**
 * Each event the payments provider posted to POST /api/webhooks/stripe (drizzle/0030_payment_webhook_events.sql),
 * keyed by the provider's event id so a second delivery of the same event changes nothing. `body` is the event as
 * received, kept 30 days (product-next §5); `processedAt` is null until its handler has run.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    providerEventId: text('provider_event_id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    body: jsonb('body'),
  },
  (t) => [index('payment_webhook_events_received_idx').on(t.receivedAt)],
);

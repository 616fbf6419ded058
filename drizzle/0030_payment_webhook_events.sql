-- Each event the payments provider posts to POST /api/webhooks/stripe (docs/product/payments.md, "Webhooks"), keyed
-- by the provider's own event id: the provider retries and may deliver an event twice or out of order, and the
-- insert (ON CONFLICT DO NOTHING) is what makes the second delivery change nothing. `processed_at` is set once the
-- event's handler has run, so a delivery that failed half-way is handled again by the provider's retry. The body is
-- kept for 30 days only (product-next §5); the id, type and times stay.
CREATE TABLE "payment_webhook_events" (
	"provider_event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"body" jsonb
);
--> statement-breakpoint
CREATE INDEX "payment_webhook_events_received_idx" ON "payment_webhook_events" USING btree ("received_at");

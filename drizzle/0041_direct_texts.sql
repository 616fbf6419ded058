-- Texts sent now by the SMS service (select-and-contact's offer, reminders, invitations, phone codes, the test card)
-- never passed through the outbox, so nothing recorded them: the staff's account page and the weekly metrics saw
-- only the outbox's texts (docs/product/operations.md, "Accounts" and "Metrics"). One row per text handed to the
-- provider, never its body (a phone code is a secret); a retry under the same idempotency key updates its row.
CREATE TABLE "direct_texts" (
  "id" bigserial PRIMARY KEY,
  "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "recipient" text NOT NULL,
  "purpose" text NOT NULL,
  "status" text NOT NULL,
  "provider_id" text,
  "error" text,
  "idempotency_key" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "direct_texts_status_check" CHECK ("status" IN ('sent', 'failed', 'uncertain')),
  CONSTRAINT "direct_texts_purpose_check" CHECK ("purpose" IN ('notification', 'test', 'verification'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "direct_texts_key_uq" ON "direct_texts" ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "direct_texts_user_idx" ON "direct_texts" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "direct_texts_created_idx" ON "direct_texts" ("created_at");

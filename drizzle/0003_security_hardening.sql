CREATE TABLE "email_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_sms" (
	"message_sid" text PRIMARY KEY NOT NULL,
	"from_phone" text NOT NULL,
	"keyword" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "contacting_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "contact_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_requests_hash_uq" ON "email_change_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_change_requests_user_idx" ON "email_change_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "inbound_sms_received_idx" ON "inbound_sms" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_messages_idempotency_uq" ON "dev_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "login_attempts_user_idx" ON "login_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_sent_idx" ON "outbox" USING btree ("sent_at");--> statement-breakpoint
-- Opt-outs recorded on accounts so far move to the per-number table.
INSERT INTO "sms_opt_outs" ("phone", "opted_out_at")
SELECT "phone", min("sms_opted_out_at") FROM "users"
WHERE "phone" IS NOT NULL AND "sms_opted_out_at" IS NOT NULL
GROUP BY "phone"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Attempts against a role no account has are scoped per (e-mail, role).
ALTER TABLE "login_attempts" ADD COLUMN "role" text;--> statement-breakpoint
-- Devices are trusted per account. A device trusted for an e-mail that holds a single account
-- keeps its trust; where the e-mail holds two, it is not known which one it signed in to, so it signs in again.
ALTER TABLE "trusted_devices" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "trusted_devices" SET "user_id" = (SELECT "id" FROM "users" WHERE "users"."email" = "trusted_devices"."email")
WHERE (SELECT count(*) FROM "users" WHERE "users"."email" = "trusted_devices"."email") = 1;--> statement-breakpoint
DELETE FROM "trusted_devices" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "trusted_devices_email_device_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_devices_user_device_uq" ON "trusted_devices" USING btree ("user_id","device_hash");

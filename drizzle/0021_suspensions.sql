-- Accounts and suspensions (docs/product/operations.md, "Accounts"; docs/product/accounts.md,
-- "Suspended accounts"): who suspended an account, when and why; a suspension as an appealable subject; and the
-- indexes of the staff's account search (prefix searches on lower-cased names and e-mail, the card number).
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" DROP CONSTRAINT IF EXISTS "appeals_subject_kind_check";--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_subject_kind_check" CHECK ("appeals"."subject_kind" IN ('no_show', 'cancellation', 'vetting', 'suspension'));--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "talent_profiles_name_lower_idx" ON "talent_profiles" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "talent_profiles_card_number_idx" ON "talent_profiles" USING btree ("card_number");--> statement-breakpoint
CREATE INDEX "manager_accounts_first_name_lower_idx" ON "manager_accounts" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "manager_accounts_last_name_lower_idx" ON "manager_accounts" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "manager_accounts_company_lower_idx" ON "manager_accounts" USING btree (lower("company_name") text_pattern_ops);
--> statement-breakpoint
-- The sessions a suspension ended, by token hash: a tab still holding such a cookie is told why it was signed out
-- (GET /api/auth/session answers the suspension message to that cookie only). Cleared at 'Reinstate'.
CREATE TABLE "suspended_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suspended_sessions" ADD CONSTRAINT "suspended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspended_sessions_user_idx" ON "suspended_sessions" USING btree ("user_id");

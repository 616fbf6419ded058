-- docs/product/operations.md, "Vetting": a talent profile's vetting state, the worker's e-mail
-- verification (a single-use link whose token is stored hashed), and a business's 'Only vetted workers can apply'.
ALTER TABLE "talent_profiles" ADD COLUMN "vetting_status" text DEFAULT 'in_review' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "vetting_note" text;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "vetting_submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "vetting_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "vetting_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_vetting_decided_by_users_id_fk" FOREIGN KEY ("vetting_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_vetting_status_check" CHECK ("talent_profiles"."vetting_status" IN ('in_review', 'changes_requested', 'approved', 'rejected'));--> statement-breakpoint
CREATE INDEX "talent_profiles_vetting_queue_idx" ON "talent_profiles" USING btree ("vetting_status","vetting_submitted_at");--> statement-breakpoint
-- Profiles made before vetting: approved ones stay approved, the rest wait in the queue from the day they were made.
UPDATE "talent_profiles" SET "vetting_status" = CASE WHEN "approved" THEN 'approved' ELSE 'in_review' END,
  "vetting_submitted_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manager_accounts" ADD COLUMN "vetted_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_hash_uq" ON "email_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
-- The appealable subjects: 'vetting' (a rejected profile) here, 'suspension' with migration 0021; the full list.
ALTER TABLE "appeals" DROP CONSTRAINT "appeals_subject_kind_check";--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_subject_kind_check" CHECK ("appeals"."subject_kind" IN ('no_show', 'cancellation', 'vetting', 'suspension'));

-- Trust and matching (docs/product/trust.md; docs/decisions/018-match-score.md): mutual ratings and their
-- reports, the rating averages of workers and businesses, when a booking completed (the rating window opens then),
-- favourites, blocks, invitations, 'Favourites first', a late-cancellation mark as an appealable subject, and the
-- match model's weights.
CREATE TABLE "blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"manager_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"weights" jsonb NOT NULL,
	"sample_size" integer NOT NULL,
	"positives" integer NOT NULL,
	"trained_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	CONSTRAINT "rating_reports_status_check" CHECK ("rating_reports"."status" IN ('open', 'upheld', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"ratee_id" uuid NOT NULL,
	"rater_role" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "ratings_stars_check" CHECK ("ratings"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "ratings_comment_length_check" CHECK (char_length("ratings"."comment") <= 500),
	CONSTRAINT "ratings_rater_role_check" CHECK ("ratings"."rater_role" IN ('talent', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "shift_invitations" (
	"shift_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeals" DROP CONSTRAINT "appeals_subject_kind_check";--> statement-breakpoint
ALTER TABLE "manager_accounts" ADD COLUMN "average_rating" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "manager_accounts" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "favourites_first_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_reports" ADD CONSTRAINT "rating_reports_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_reports" ADD CONSTRAINT "rating_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_reports" ADD CONSTRAINT "rating_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_application_id_shift_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."shift_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ratee_id_users_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_invitations" ADD CONSTRAINT "shift_invitations_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_invitations" ADD CONSTRAINT "shift_invitations_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_pair_uq" ON "blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_pair_uq" ON "favourites" USING btree ("manager_id","worker_id");--> statement-breakpoint
CREATE INDEX "favourites_worker_idx" ON "favourites" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "match_models_trained_idx" ON "match_models" USING btree ("trained_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_reports_rating_reporter_uq" ON "rating_reports" USING btree ("rating_id","reporter_id");--> statement-breakpoint
CREATE INDEX "rating_reports_queue_idx" ON "rating_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_application_rater_uq" ON "ratings" USING btree ("application_id","rater_role");--> statement-breakpoint
CREATE INDEX "ratings_ratee_live_idx" ON "ratings" USING btree ("ratee_id","published_at");--> statement-breakpoint
CREATE INDEX "ratings_rater_idx" ON "ratings" USING btree ("rater_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_invitations_pair_uq" ON "shift_invitations" USING btree ("shift_id","worker_id");--> statement-breakpoint
CREATE INDEX "shift_invitations_worker_idx" ON "shift_invitations" USING btree ("worker_id");--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_subject_kind_check" CHECK ("appeals"."subject_kind" IN ('no_show', 'cancellation'));--> statement-breakpoint
-- Bookings completed before this migration: their completion is their timesheet's approval.
UPDATE "shift_applications" a SET "completed_at" = t."approved_at" FROM "timesheets" t
  WHERE t."application_id" = a."id" AND a."status" = 'completed' AND a."completed_at" IS NULL;

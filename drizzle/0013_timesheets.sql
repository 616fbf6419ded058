-- Timesheets (docs/product/attendance.md, "Timesheets"; docs/decisions/017-attendance-and-timesheets.md).
-- One per booking, created at check-out; pay is computed once (src/shared/domain/pay.ts) and never recomputed after approval.
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_out_at" timestamp with time zone NOT NULL,
	"break_minutes" integer NOT NULL,
	"worked_minutes" integer NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"pay_cents" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"source" text DEFAULT 'worker' NOT NULL,
	"worker_note" text,
	"adjust_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"adjusted_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"dispute_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status_check" CHECK ("status" IN ('draft', 'submitted', 'approved', 'adjusted', 'disputed')),
	CONSTRAINT "timesheets_source_check" CHECK ("source" IN ('worker', 'auto', 'manager')),
	CONSTRAINT "timesheets_approved_by_check" CHECK ("approved_by" IS NULL OR "approved_by" IN ('manager', 'system')),
	CONSTRAINT "timesheets_minutes_check" CHECK ("worked_minutes" >= 0 AND "break_minutes" >= 0 AND "pay_cents" >= 0),
	CONSTRAINT "timesheets_times_check" CHECK ("check_out_at" >= "check_in_at")
);
--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_application_id_shift_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."shift_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_application_uq" ON "timesheets" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "timesheets_manager_status_idx" ON "timesheets" USING btree ("manager_id","status");--> statement-breakpoint
CREATE INDEX "timesheets_worker_approved_idx" ON "timesheets" USING btree ("worker_id","approved_at");--> statement-breakpoint
CREATE INDEX "timesheets_shift_idx" ON "timesheets" USING btree ("shift_id")

-- Check-in and check-out (docs/product/attendance.md; ADR 017). The booking records when the
-- worker arrived and left, whether the arrival was late (more than 10 min after the start) and whether the check-out
-- was automatic (4 h after the end, at the scheduled end); a manager's 'Mark as arrived' records who and why.
ALTER TABLE "shift_applications" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "check_in_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "check_out_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "arrival_marked_by" uuid;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "arrival_reason" text;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD CONSTRAINT "shift_applications_arrival_marked_by_users_id_fk" FOREIGN KEY ("arrival_marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The shift's 4-digit check-in code, shown only to its manager; set at creation, and on first read for older shifts.
ALTER TABLE "shifts" ADD COLUMN "check_in_code" text;

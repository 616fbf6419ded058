-- Rough edges (docs/product/attendance.md, "Check-in"; docs/decisions/017-attendance-and-timesheets.md):
-- the wrong-code lock counted exactly per worker and shift, on the booking itself (check-in.ts): wrong codes since
-- the last right code or lock, and until when check-in is locked (15 min from the fifth wrong code).
ALTER TABLE "shift_applications" ADD COLUMN "check_in_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "check_in_locked_until" timestamp with time zone;--> statement-breakpoint
-- Manage Shifts, 'Today and in progress' (list-manager-shifts.ts): the manager's shifts by start, newest first.
CREATE INDEX "shifts_manager_start_idx" ON "shifts" USING btree ("manager_id","starts_at","id");

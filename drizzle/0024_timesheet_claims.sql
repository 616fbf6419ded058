-- Timesheet claims (docs/product/attendance.md, "Timesheets"; docs/decisions/017-attendance-and-timesheets.md): a
-- timesheet whose times claim more than its shift's scheduled span is flagged, and a flagged one is approved only by
-- its manager (never by the 48 h job nor by 'Approve all').
ALTER TABLE "timesheets" ADD COLUMN IF NOT EXISTS "flagged_reason" text;
--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_flagged_reason_check" CHECK ("timesheets"."flagged_reason" IN ('claimed_over_scheduled'));
--> statement-breakpoint
-- Timesheets still waiting for a decision when this runs are flagged by the same rule (whole minutes of the span
-- against the shift's, beyond ATTENDANCE_WINDOW.claimToleranceMs = 15 min), except those whose times the manager
-- recorded ('Mark as arrived').
UPDATE "timesheets" AS t SET "flagged_reason" = 'claimed_over_scheduled'
FROM "shifts" AS s
WHERE s."id" = t."shift_id"
  AND t."status" IN ('draft', 'submitted')
  AND t."source" <> 'manager'
  AND floor(extract(epoch FROM (t."check_out_at" - t."check_in_at")) / 60) > floor(extract(epoch FROM (s."ends_at" - s."starts_at")) / 60) + 15;

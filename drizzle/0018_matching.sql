-- Match score (docs/decisions/018-match-score.md, "Sorting"): the history the feature loader reads per
-- worker. Hand-written and not in schema.ts's snapshot (partial indexes with INCLUDE), like the reliability reads'
-- own use of shift_applications_worker_idx. Completed shifts per (worker, manager): the worker's completed bookings
-- with their shift, for 'Worked here twice' on both lists.
CREATE INDEX IF NOT EXISTS "shift_applications_worker_completed_idx" ON "shift_applications" ("worker_id", "shift_id") WHERE "completed_at" IS NOT NULL;
--> statement-breakpoint
-- How fast the worker answers offers: the median of accepted_at - selected_at over their accepted offers.
CREATE INDEX IF NOT EXISTS "shift_applications_worker_answers_idx" ON "shift_applications" ("worker_id") INCLUDE ("selected_at", "accepted_at") WHERE "accepted_at" IS NOT NULL AND "selected_at" IS NOT NULL;

-- The signed-in reads' speed (docs/quality.md; docs/decisions/018-match-score.md, "Sorting").
-- Hand-written and not in schema.ts's snapshot (partial indexes with INCLUDE), like 0018's.
-- The platform's mean live worker rating (the match score's shrinkage prior), read by every match-facts statement:
-- the rated profiles only, with both figures, so the sum reads a few index pages instead of every profile.
CREATE INDEX IF NOT EXISTS "talent_profiles_rated_idx" ON "talent_profiles" ("rating_count", "average_rating") WHERE "rating_count" > 0;
--> statement-breakpoint
-- A business's reliability (loadBusinessReliability): per shift of the manager, its bookings that can count (ended:
-- completed, no-show or cancelled) with the times that date them, without reading the applications still open.
CREATE INDEX IF NOT EXISTS "shift_applications_ended_idx" ON "shift_applications" ("shift_id") INCLUDE ("status", "cancellation_consequence", "completed_at", "cancelled_at") WHERE "status" IN ('completed', 'no_show', 'cancelled');

-- An offer lapses unanswered at offer_expires_at (docs/product/applications.md, "Offer window"), and
-- the shift may then offer the next applicant automatically (auto_backfill, on by default).
ALTER TABLE "shift_applications" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "auto_backfill" boolean DEFAULT true NOT NULL;

-- Sector and years are asked for after sign-up, so a new profile may not have them yet.
ALTER TABLE "talent_profiles" ALTER COLUMN "sector" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ALTER COLUMN "years" DROP NOT NULL;--> statement-breakpoint
-- Contacted_at means the offer was texted (spec §4 'Texted Worker/Awaiting Response'). Selections whose
-- notice went out in the app only (STOP, no consent, unverified phone, a daily cap) lose it, as new ones do.
UPDATE "shift_applications" AS a SET "contacted_at" = NULL
WHERE a."contacted_at" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "notifications" AS n
  WHERE n."type" = 'shift_selected' AND n."recipient_id" = a."worker_id"
    AND n."data"->>'shiftId' = a."shift_id"::text AND 'sms' = ANY(n."sent_via")
);

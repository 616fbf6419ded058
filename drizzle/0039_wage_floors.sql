-- Wage floors as data (docs/product/pricing.md, "Wage floors"; product-next §2, §5): each row is a minimum wage in
-- force in a jurisdiction from a date, with the link to its source. A shift's hourly rate must reach the highest
-- floor in force where it is, on every day it covers (src/shared/domain/wage-floors.ts). Staff add a coming rise as a
-- new row; a row is never changed in place, so the floor a shift was checked against can always be shown.
CREATE TABLE "wage_floors" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "jurisdiction" text NOT NULL,
  "rate_cents" integer NOT NULL,
  "effective_from" date NOT NULL,
  "source_url" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "wage_floors_jurisdiction_check" CHECK ("jurisdiction" IN ('DC', 'MD', 'MD-MONTGOMERY', 'MD-HOWARD', 'VA')),
  CONSTRAINT "wage_floors_rate_check" CHECK ("rate_cents" > 0),
  CONSTRAINT "wage_floors_source_check" CHECK ("source_url" ~ '^https://')
);--> statement-breakpoint
CREATE UNIQUE INDEX "wage_floors_jurisdiction_from_idx" ON "wage_floors" ("jurisdiction", "effective_from");--> statement-breakpoint
-- The figures of product-next §5, each from its government's page.
INSERT INTO "wage_floors" ("jurisdiction", "rate_cents", "effective_from", "source_url") VALUES
  ('DC', 1795, '2025-07-01', 'https://does.dc.gov/page/minimum-wage'),
  ('MD', 1500, '2024-01-01', 'https://www.labor.maryland.gov/labor/wages/wagehrfacts.shtml'),
  ('MD-MONTGOMERY', 1765, '2025-07-01', 'https://www.montgomerycountymd.gov/humanrights/minimum-wage.html'),
  ('MD-HOWARD', 1600, '2025-01-01', 'https://www.howardcountymd.gov/minimum-wage'),
  ('VA', 1277, '2026-01-01', 'https://www.doli.virginia.gov/minimum-wage/'),
  ('VA', 1375, '2027-01-01', 'https://www.doli.virginia.gov/minimum-wage/'),
  ('VA', 1500, '2028-01-01', 'https://www.doli.virginia.gov/minimum-wage/');--> statement-breakpoint
-- The county of a business in Maryland ('montgomery', 'howard' or 'other'), asked by the sign-up form there; null
-- elsewhere, and for a Maryland business that has not said (the highest Maryland floor then applies).
ALTER TABLE "manager_accounts" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "manager_accounts" ADD CONSTRAINT "manager_accounts_county_check" CHECK ("county" IS NULL OR "county" IN ('montgomery', 'howard', 'other'));
--> statement-breakpoint
-- Who was told of a coming rise, 30 days before it (src/server/features/shifts/raise-to-wage-floor.ts): once per floor
-- and business, however often the daily run passes.
CREATE TABLE "wage_floor_notices" (
  "floor_id" uuid NOT NULL REFERENCES "wage_floors"("id") ON DELETE CASCADE,
  "manager_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "sent_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("floor_id", "manager_id")
);

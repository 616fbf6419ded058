-- The reason a business gave when it cancelled a shift, kept on the shift so the cards of the applications and
-- bookings it ended can show it (docs/product/applications.md, "Cancellations"); before, it reached only the notices.
-- Null when no reason was given, and on every shift not cancelled.
ALTER TABLE "shifts" ADD COLUMN "cancellation_note" text;

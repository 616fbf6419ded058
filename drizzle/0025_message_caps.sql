-- Edit notices by text (docs/product/shifts.md, "Edit shift"; ADR 006): one text per booking until the worker
-- re-confirms. Set when an edit's text is queued for the booking, cleared by re-confirmation.
ALTER TABLE "shift_applications" ADD COLUMN IF NOT EXISTS "edit_texted_at" timestamp with time zone;

-- The worker confirms a booking ('Confirm I'm coming', in the app or by replying YES to the reminder;
-- docs/product/applications.md, "Confirm I'm coming"), each offer text carries a reply code so YES <code> picks one of
-- several pending offers (docs/product/sms.md, "Reply by text"), and an inbound text keeps the reply we sent, so a
-- replayed webhook gets the same answer and changes nothing.
ALTER TABLE "shift_applications" ADD COLUMN "attendance_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "reply_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_applications_worker_reply_code_uq" ON "shift_applications" USING btree ("worker_id","reply_code") WHERE "shift_applications"."status" = 'selected' AND "shift_applications"."reply_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_sms" ADD COLUMN "reply" text;

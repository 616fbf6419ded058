-- Booking e-mails are HTML with a plain-text part and carry an .ics calendar invite
-- (docs/product/messaging.md, "Booking e-mails and calendar invites"; docs/decisions/016-booking-emails.md). The outbox
-- keeps the HTML and the attachments ([{ filename, contentType, content }]) next to the text body, and the development
-- inbox stores them so a developer can open the rendered e-mail and download the invite. calendar_sequence counts
-- the invites sent for a booking: the next one carries it as its SEQUENCE (0 for the booking, then 1, 2 …). Reminders need no
-- table of their own: they are scheduled_jobs rows.
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dev_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "dev_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;

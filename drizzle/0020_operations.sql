-- docs/product/operations.md, "Queues": what staff decide on the console's queues. A removed
-- rating is hidden (it leaves every list and the averages); a contact message is handled (with the reply sent); a
-- message that failed for good is retried or dropped; an abuse limit that trips records an account flag.
-- A disputed timesheet: the worker's times kept at 'Adjust' (for "Use the worker's times") and the staff's decision.
ALTER TABLE "timesheets" ADD COLUMN "worker_check_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "worker_check_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "dispute_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "dispute_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "dispute_decision" text;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_dispute_decided_by_users_id_fk" FOREIGN KEY ("dispute_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheets_disputed_idx" ON "timesheets" USING btree ("status","disputed_at");--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_queue_idx" ON "contact_messages" USING btree ("handled_at","created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "account_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"ip" text,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	CONSTRAINT "account_flags_status_check" CHECK ("account_flags"."status" IN ('open', 'cleared', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "account_flags" ADD CONSTRAINT "account_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_flags" ADD CONSTRAINT "account_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_flags_queue_idx" ON "account_flags" USING btree ("status","created_at");

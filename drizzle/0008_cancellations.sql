-- Cancellations, 'Not this time', the emergency excuse and the ledger
-- (docs/product/applications.md, "Cancellations", "The ledger" and "No limbo").
ALTER TABLE "shift_applications" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "cancellation_consequence" text;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "emergency_excuse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD COLUMN "terms_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_applications" ADD CONSTRAINT "shift_applications_cancelled_by_check" CHECK ("cancelled_by" IS NULL OR "cancelled_by" IN ('talent', 'manager', 'system'));--> statement-breakpoint
ALTER TABLE "shift_applications" ADD CONSTRAINT "shift_applications_cancellation_consequence_check" CHECK ("cancellation_consequence" IS NULL OR "cancellation_consequence" IN ('none', 'late', 'very_late', 'no_show', 'business_late'));--> statement-breakpoint
ALTER TABLE "shift_applications" ADD CONSTRAINT "shift_applications_ended_reason_check" CHECK ("ended_reason" IS NULL OR "ended_reason" IN ('filled', 'closed', 'cancelled', 'passed'));--> statement-breakpoint
-- The once-per-90-days emergency excuse counts a worker's excused cancellations.
CREATE INDEX "shift_applications_emergency_idx" ON "shift_applications" USING btree ("worker_id","cancelled_at") WHERE "emergency_excuse";--> statement-breakpoint
-- What the business owes a worker; written once, never updated (payments settle it later).
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"debtor_user_id" uuid NOT NULL,
	"creditor_user_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_debtor_user_id_users_id_fk" FOREIGN KEY ("debtor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_creditor_user_id_users_id_fk" FOREIGN KEY ("creditor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_application_id_shift_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."shift_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_kind_application_uq" ON "ledger_entries" USING btree ("kind","application_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_debtor_idx" ON "ledger_entries" USING btree ("debtor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_creditor_idx" ON "ledger_entries" USING btree ("creditor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_shift_idx" ON "ledger_entries" USING btree ("shift_id");

-- The daily reconciliation of the ledger with the payments provider (docs/product/payments.md, "Reconciliation").
-- A run per window (one UTC day): its counts and when it started and finished; a mismatch per problem found, once
-- for ever by (kind, subject), open until staff mark it resolved with a reason (the 'Ledger mismatch' queue).
CREATE TABLE "ledger_reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"provider_objects" integer DEFAULT 0 NOT NULL,
	"ledger_transactions" integer DEFAULT 0 NOT NULL,
	"approved_timesheets" integer DEFAULT 0 NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_reconciliation_runs_window_check" CHECK ("ledger_reconciliation_runs"."window_end" > "ledger_reconciliation_runs"."window_start")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reconciliation_runs_window_uq" ON "ledger_reconciliation_runs" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "ledger_reconciliation_runs_finished_idx" ON "ledger_reconciliation_runs" USING btree ("finished_at");--> statement-breakpoint
CREATE TABLE "ledger_mismatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"provider_object_id" text,
	"ledger_transaction_id" uuid,
	"timesheet_id" uuid,
	"provider_cents" integer,
	"ledger_cents" integer,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	CONSTRAINT "ledger_mismatches_kind_check" CHECK ("ledger_mismatches"."kind" IN ('provider_object_without_ledger', 'ledger_without_provider_object', 'approved_without_charge', 'duplicate_charge', 'duplicate_payout', 'amount_differs')),
	CONSTRAINT "ledger_mismatches_status_check" CHECK ("ledger_mismatches"."status" IN ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "ledger_mismatches" ADD CONSTRAINT "ledger_mismatches_run_id_ledger_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ledger_reconciliation_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_mismatches" ADD CONSTRAINT "ledger_mismatches_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_mismatches" ADD CONSTRAINT "ledger_mismatches_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_mismatches" ADD CONSTRAINT "ledger_mismatches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_mismatches_kind_subject_uq" ON "ledger_mismatches" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "ledger_mismatches_queue_idx" ON "ledger_mismatches" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_mismatches_run_idx" ON "ledger_mismatches" USING btree ("run_id");--> statement-breakpoint
-- The reconciliation's filter of the day's approved timesheets.
CREATE INDEX "timesheets_approved_at_idx" ON "timesheets" USING btree ("approved_at") WHERE "timesheets"."approved_at" IS NOT NULL;

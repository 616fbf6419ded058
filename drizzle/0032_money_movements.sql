-- The money a booking moves (docs/product/payments.md, "Charges and payouts"): one row per approved timesheet for the
-- business's charge (pay + fee) and one for the worker's payout (pay). Each row is written in the transaction that
-- causes it, before the provider is called, and names the call's idempotency key. A money record never goes with a
-- person, a shift or a timesheet (ON DELETE RESTRICT). The amounts are checked here as well as in the code.
CREATE TABLE "money_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"pay_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"fee_bps" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"provider_object_id" text,
	"transfer_id" text,
	"speed" text,
	"failure" text,
	"next_try_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"arrives_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	CONSTRAINT "money_movements_kind" CHECK ("kind" IN ('charge', 'payout')),
	CONSTRAINT "money_movements_amounts" CHECK ("pay_cents" > 0 AND "fee_cents" >= 0 AND "amount_cents" = CASE WHEN "kind" = 'charge' THEN "pay_cents" + "fee_cents" ELSE "pay_cents" END),
	CONSTRAINT "money_movements_timesheet_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "money_movements_application_fk" FOREIGN KEY ("application_id") REFERENCES "public"."shift_applications"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "money_movements_shift_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "money_movements_manager_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "money_movements_worker_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "money_movements_timesheet_kind_uq" ON "money_movements" USING btree ("timesheet_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "money_movements_provider_object_uq" ON "money_movements" USING btree ("provider_object_id") WHERE "money_movements"."provider_object_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "money_movements_worker_idx" ON "money_movements" USING btree ("worker_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "money_movements_manager_idx" ON "money_movements" USING btree ("manager_id","kind","created_at");

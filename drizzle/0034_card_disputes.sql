-- Card disputes (chargebacks) reported by the payments provider, one row per provider dispute id, decided by staff in
-- the console's 'Card disputes' queue; and corrections of an approved timesheet's money after an operations decision
-- changed its pay, written before the provider is called (their ids are the calls' idempotency keys)
-- (docs/product/payments.md, "Card disputes" and "Corrections"). Money records never go with a person, a shift or a
-- timesheet (ON DELETE RESTRICT).
CREATE TABLE "card_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"charge_movement_id" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	CONSTRAINT "card_disputes_status" CHECK ("status" IN ('open', 'evidence_sent', 'lost')),
	CONSTRAINT "card_disputes_amount" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "money_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"charge_movement_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"pay_before_cents" integer NOT NULL,
	"pay_after_cents" integer NOT NULL,
	"pay_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"fee_bps" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"worker_side" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_object_id" text,
	"failure" text,
	"done_at" timestamp with time zone,
	"payout_status" text,
	"transfer_id" text,
	"payout_id" text,
	"payout_speed" text,
	"paid_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_corrections_direction" CHECK ("direction" IN ('lower', 'higher')),
	CONSTRAINT "money_corrections_worker_side" CHECK ("worker_side" IN ('payout_reduced', 'payout_raised', 'absorbed', 'extra_payout')),
	CONSTRAINT "money_corrections_status" CHECK ("status" IN ('pending', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "money_corrections_payout_status" CHECK ("payout_status" IS NULL OR "payout_status" IN ('pending', 'sent', 'failed')),
	CONSTRAINT "money_corrections_amounts" CHECK ("pay_cents" > 0 AND "fee_cents" >= 0 AND "amount_cents" = "pay_cents" + "fee_cents")
);
--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_charge_movement_id_money_movements_id_fk" FOREIGN KEY ("charge_movement_id") REFERENCES "public"."money_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_corrections" ADD CONSTRAINT "money_corrections_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_corrections" ADD CONSTRAINT "money_corrections_application_id_shift_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."shift_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_corrections" ADD CONSTRAINT "money_corrections_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_corrections" ADD CONSTRAINT "money_corrections_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_corrections" ADD CONSTRAINT "money_corrections_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_corrections" ADD CONSTRAINT "money_corrections_charge_movement_id_money_movements_id_fk" FOREIGN KEY ("charge_movement_id") REFERENCES "public"."money_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_disputes_provider_dispute_uq" ON "card_disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "card_disputes_status_idx" ON "card_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "card_disputes_charge_idx" ON "card_disputes" USING btree ("charge_movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_corrections_timesheet_source_uq" ON "money_corrections" USING btree ("timesheet_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "money_corrections_provider_object_uq" ON "money_corrections" USING btree ("provider_object_id") WHERE "money_corrections"."provider_object_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "money_corrections_manager_idx" ON "money_corrections" USING btree ("manager_id","created_at");--> statement-breakpoint
CREATE INDEX "money_corrections_worker_idx" ON "money_corrections" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE INDEX "money_corrections_charge_idx" ON "money_corrections" USING btree ("charge_movement_id");

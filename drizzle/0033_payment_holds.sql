-- Holds on a business's card for its accepted bookings (docs/product/payments.md, "Holds"): the estimate + 15 %,
-- placed at acceptance or 24 h before the start, whichever is later, and placed again (the next generation) 6 h before
-- it lapses. The row is written before the provider is called and names the call's idempotency key. A money record
-- never goes with a person, a shift or a booking (ON DELETE RESTRICT).
CREATE TABLE "payment_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"provider_hold_id" text,
	"failure" text,
	"place_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"lapses_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_holds_status" CHECK ("status" IN ('waiting', 'held', 'failed', 'releasing', 'released', 'captured')),
	CONSTRAINT "payment_holds_amount" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_application_id_shift_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."shift_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_holds_application_generation_uq" ON "payment_holds" USING btree ("application_id","generation");--> statement-breakpoint
CREATE INDEX "payment_holds_manager_status_idx" ON "payment_holds" USING btree ("manager_id","status");--> statement-breakpoint
CREATE INDEX "payment_holds_shift_idx" ON "payment_holds" USING btree ("shift_id");

-- The business's payment profile with the payments provider (docs/product/payments.md, "Billing"): one row per
-- manager, made before the provider's customer is created so the idempotency key is stored before the call.
-- A money record never goes with a person: deleting the manager is refused while the row exists (ON DELETE RESTRICT).
CREATE TABLE "billing_customers" (
	"manager_user_id" uuid PRIMARY KEY NOT NULL,
	"customer_idempotency_key" text NOT NULL,
	"provider_customer_id" text,
	"pending_setup_session_id" text,
	"payment_method_id" text,
	"brand" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_manager_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "billing_customers_card_whole" CHECK (("payment_method_id" IS NULL) = ("last4" IS NULL) AND ("last4" IS NULL) = ("brand" IS NULL))
);

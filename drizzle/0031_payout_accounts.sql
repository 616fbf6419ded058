-- A worker's payout account with the payments provider (docs/product/payments.md, "Get paid"): one row per worker,
-- made before the provider's connected account is created so the idempotency key is stored before the call. The
-- platform keeps only the account's id and whether payouts are on: identity, tax id and bank stay with the provider.
-- A money record never goes with a person: deleting the worker is refused while the row exists (ON DELETE RESTRICT).
CREATE TABLE "payout_accounts" (
	"worker_user_id" uuid PRIMARY KEY NOT NULL,
	"account_idempotency_key" text NOT NULL,
	"provider_account_id" text,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_worker_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "payout_accounts_provider_account_unique" UNIQUE ("provider_account_id"),
	CONSTRAINT "payout_accounts_enabled_has_account" CHECK (NOT "payouts_enabled" OR "provider_account_id" IS NOT NULL)
);

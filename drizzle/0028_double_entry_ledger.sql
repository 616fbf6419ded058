-- The double-entry ledger (docs/decisions/024-double-entry-ledger.md): accounts, balanced transactions and their
-- insert-only lines replace the single-entry ledger_entries of migration 0008, whose rows become transactions here.
-- Money rows never go with a person, a shift or a booking: every reference is ON DELETE RESTRICT, so such a deletion
-- is refused while the records exist (a person's account is erased by blanking it, not by deleting its row).
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_user_id" uuid,
	"normal_side" text NOT NULL,
	"non_negative" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_owner_uq" UNIQUE NULLS NOT DISTINCT ("kind","owner_user_id"),
	CONSTRAINT "ledger_accounts_normal_side" CHECK ("normal_side" IN ('debit', 'credit'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_object_id" text,
	"shift_id" uuid,
	"application_id" uuid,
	"timesheet_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"side" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "ledger_lines_amount_positive" CHECK ("amount_cents" > 0),
	CONSTRAINT "ledger_lines_side" CHECK ("side" IN ('debit', 'credit'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_application_id_shift_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."shift_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key_uq" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_provider_object_uq" ON "ledger_transactions" USING btree ("provider_object_id") WHERE "ledger_transactions"."provider_object_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_transactions_shift_idx" ON "ledger_transactions" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_application_idx" ON "ledger_transactions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_timesheet_idx" ON "ledger_transactions" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_kind_idx" ON "ledger_transactions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_transaction_idx" ON "ledger_lines" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id");--> statement-breakpoint
-- Insert only: a transaction and its lines are never changed or removed; a correction is a new transaction. As for
-- the audit log (migration 0017), the table's owner could still disable the triggers: on PostgreSQL the app serves as
-- a role that owns nothing (tb_grant_serving_role below).
CREATE OR REPLACE FUNCTION tb_ledger_insert_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is insert-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_no_change BEFORE UPDATE OR DELETE ON ledger_lines FOR EACH ROW EXECUTE FUNCTION tb_ledger_insert_only();--> statement-breakpoint
CREATE TRIGGER ledger_lines_no_truncate BEFORE TRUNCATE ON ledger_lines FOR EACH STATEMENT EXECUTE FUNCTION tb_ledger_insert_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_change BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION tb_ledger_insert_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions FOR EACH STATEMENT EXECUTE FUNCTION tb_ledger_insert_only();--> statement-breakpoint
-- Each transaction balances, checked when the database transaction that wrote it commits (a deferred constraint
-- trigger, so its lines may be inserted one by one): at least one line, debits equal to credits, and no account
-- marked non_negative left below zero (its balance counted on its normal side). Fired by every new line and by
-- every new transaction, so a transaction with no line at all is refused too. Writers of a non-negative account
-- lock its row first (src/server/ledger/post-transaction.ts), so two commits cannot both spend the same balance.
CREATE OR REPLACE FUNCTION tb_ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_id uuid;
  line_count integer;
  debits bigint;
  credits bigint;
  overdrawn record;
BEGIN
  IF TG_TABLE_NAME = 'ledger_lines' THEN
    tx_id := NEW.transaction_id;
  ELSE
    tx_id := NEW.id;
  END IF;
  SELECT count(*),
         coalesce(sum(amount_cents) FILTER (WHERE side = 'debit'), 0),
         coalesce(sum(amount_cents) FILTER (WHERE side = 'credit'), 0)
    INTO line_count, debits, credits
    FROM ledger_lines WHERE transaction_id = tx_id;
  IF line_count = 0 OR debits <> credits THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % line(s), debits %, credits %',
      tx_id, line_count, debits, credits USING ERRCODE = 'check_violation';
  END IF;
  SELECT a.id, a.kind,
         sum(CASE WHEN l.side = a.normal_side THEN l.amount_cents ELSE -l.amount_cents END) AS balance
    INTO overdrawn
    FROM ledger_accounts a JOIN ledger_lines l ON l.account_id = a.id
    WHERE a.non_negative AND a.id IN (SELECT account_id FROM ledger_lines WHERE transaction_id = tx_id)
    GROUP BY a.id, a.kind
    HAVING sum(CASE WHEN l.side = a.normal_side THEN l.amount_cents ELSE -l.amount_cents END) < 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % leaves account % (%) below zero: %',
      tx_id, overdrawn.id, overdrawn.kind, overdrawn.balance USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tb_ledger_check_transaction();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tb_ledger_check_transaction();--> statement-breakpoint
-- The old rows, each one balanced transaction under the key of the old uniqueness, '<kind>:<application id>'
-- (bookingLedgerKey in src/shared/domain/ledger.ts): the debtor's account is debited and the creditor's credited. The
-- debtor is the shift's manager (the business's receivable) except for a dispute adjustment that lowered the pay,
-- where the worker owes back (the worker's payable, debited).
INSERT INTO ledger_accounts (kind, owner_user_id, normal_side, non_negative)
SELECT DISTINCT
  CASE WHEN p.user_id = s.manager_id THEN 'business_receivable' ELSE 'worker_payable' END,
  p.user_id,
  CASE WHEN p.user_id = s.manager_id THEN 'debit' ELSE 'credit' END,
  p.user_id <> s.manager_id
FROM ledger_entries e
JOIN shifts s ON s.id = e.shift_id
CROSS JOIN LATERAL (VALUES (e.debtor_user_id), (e.creditor_user_id)) AS p(user_id)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO ledger_transactions (id, kind, idempotency_key, shift_id, application_id, reason, created_at)
SELECT e.id, e.kind, e.kind || ':' || e.application_id, e.shift_id, e.application_id, e.reason, e.created_at
FROM ledger_entries e;
--> statement-breakpoint
INSERT INTO ledger_lines (transaction_id, account_id, side, amount_cents)
SELECT e.id, a.id, p.side, e.amount_cents
FROM ledger_entries e
JOIN shifts s ON s.id = e.shift_id
CROSS JOIN LATERAL (VALUES ('debit', e.debtor_user_id), ('credit', e.creditor_user_id)) AS p(side, user_id)
JOIN ledger_accounts a
  ON a.owner_user_id = p.user_id
 AND a.kind = CASE WHEN p.user_id = s.manager_id THEN 'business_receivable' ELSE 'worker_payable' END;
--> statement-breakpoint
-- The converted rows are checked now rather than at the end of the whole migration run, which also empties the queue
-- of deferred checks, so a later migration in the same run may still alter these tables.
SET CONSTRAINTS ledger_lines_balanced, ledger_transactions_balanced IMMEDIATE;
--> statement-breakpoint
SET CONSTRAINTS ledger_lines_balanced, ledger_transactions_balanced DEFERRED;
--> statement-breakpoint
DROP TABLE "ledger_entries";
--> statement-breakpoint
-- The serving role (migration 0026) may only read and append to the ledger's transactions and lines, as to the audit
-- log: without UPDATE, DELETE, TRUNCATE or TRIGGER it can neither change them nor switch their triggers off.
CREATE OR REPLACE FUNCTION tb_grant_serving_role(serving name) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', serving);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', serving);
  EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO %I', serving);
  EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_log FROM %I', serving);
  EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ledger_transactions, ledger_lines FROM %I', serving);
  EXECUTE format('REVOKE CREATE ON SCHEMA public FROM %I', serving);
END
$$;
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ledger_transactions, ledger_lines FROM PUBLIC;

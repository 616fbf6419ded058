-- A running balance on each account marked non_negative (docs/decisions/024-double-entry-ledger.md, "Running
-- balances"). The commit-time check used to add up every line of each such account a transaction touched, and the
-- platform's provider balance gains lines with every charge and payout, so that sum grew without end. Now each new
-- line adds itself to its account's balance (the lines stay the record; the balance is kept from them in the same
-- transaction, and ledger lines are insert-only, so it cannot drift), and the check reads the balances.
ALTER TABLE "ledger_accounts" ADD COLUMN "balance_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance_cents" = coalesce((
  SELECT sum(CASE WHEN l.side = a.normal_side THEN l.amount_cents ELSE -l.amount_cents END)
    FROM ledger_lines l WHERE l.account_id = a.id), 0)
  WHERE a.non_negative;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tb_ledger_keep_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts
     SET balance_cents = balance_cents + CASE WHEN NEW.side = normal_side THEN NEW.amount_cents ELSE -NEW.amount_cents END
   WHERE id = NEW.account_id AND non_negative;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_keep_balance AFTER INSERT ON ledger_lines FOR EACH ROW EXECUTE FUNCTION tb_ledger_keep_balance();--> statement-breakpoint
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
  SELECT a.id, a.kind, a.balance_cents AS balance
    INTO overdrawn
    FROM ledger_accounts a
    WHERE a.non_negative AND a.balance_cents < 0
      AND a.id IN (SELECT account_id FROM ledger_lines WHERE transaction_id = tx_id)
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % leaves account % (%) below zero: %',
      tx_id, overdrawn.id, overdrawn.kind, overdrawn.balance USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

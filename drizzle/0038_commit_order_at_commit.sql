-- The two things every transaction that publishes an event or posts to the ledger must do in one global order (the
-- events' ids, ADR 006; the running balances of non-negative accounts, ADR 024) are now done when it commits, in
-- deferred triggers, instead of while its statements run (docs/decisions/025-commit-order-at-commit.md). Before, the
-- event-order lock was taken by the first event or posting and held through every later statement of the transaction,
-- each a round trip to the application, so all such transactions ran one at a time for most of their length. Now the
-- lock is held only for the server-side tail of the commit.

-- Events: inserted with a provisional id; at commit, under the event-order lock, each gets its final id from the same
-- sequence and is NOTIFYed with it. A transaction holding a lower final id has therefore always committed before a
-- higher one is handed out, and provisional ids are never seen outside their transaction.
DROP TRIGGER IF EXISTS events_notify ON events;--> statement-breakpoint
DROP FUNCTION IF EXISTS tb_notify_event();--> statement-breakpoint
CREATE OR REPLACE FUNCTION tb_event_commit_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  final_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7316001);
  UPDATE events SET id = nextval(pg_get_serial_sequence('events', 'id')) WHERE id = NEW.id RETURNING id INTO final_id;
  IF FOUND THEN
    PERFORM pg_notify('tb_events', final_id::text || ':' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER events_commit_order AFTER INSERT ON events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tb_event_commit_order();--> statement-breakpoint

-- Running balances: each new line adds itself to its non-negative account at commit, under the same lock (one lock,
-- so the two can never be taken in opposite orders). The balance updates then queue the overdraft check, which
-- PostgreSQL runs after every line of the transaction has been added, on the final balance.
DROP TRIGGER IF EXISTS ledger_lines_keep_balance ON ledger_lines;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tb_ledger_keep_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7316001);
  UPDATE ledger_accounts
     SET balance_cents = balance_cents + CASE WHEN NEW.side = normal_side THEN NEW.amount_cents ELSE -NEW.amount_cents END
   WHERE id = NEW.account_id AND non_negative;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_lines_keep_balance AFTER INSERT ON ledger_lines DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tb_ledger_keep_balance();--> statement-breakpoint
CREATE OR REPLACE FUNCTION tb_ledger_check_not_overdrawn() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  SELECT balance_cents INTO balance FROM ledger_accounts WHERE id = NEW.id;
  IF NEW.non_negative AND balance < 0 THEN
    RAISE EXCEPTION 'ledger account % (%) would go below zero: %', NEW.id, NEW.kind, balance
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_accounts_not_overdrawn AFTER UPDATE OF balance_cents ON ledger_accounts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tb_ledger_check_not_overdrawn();--> statement-breakpoint

-- Each transaction still balances (at least one line, debits equal to credits), checked at commit as before; the
-- overdraft check moved to the account above.
CREATE OR REPLACE FUNCTION tb_ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_id uuid;
  line_count integer;
  debits bigint;
  credits bigint;
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
  RETURN NULL;
END
$$;

-- Realtime fan-out and outbox wake-up (docs/decisions/006-realtime-and-outbox.md).
-- PostgreSQL delivers a NOTIFY only when the inserting transaction commits, so listeners never see an
-- event or message that was rolled back.
-- Payloads stay tiny (ids only): listeners fetch the rows, and NOTIFY payloads are capped at 8000 bytes.
CREATE OR REPLACE FUNCTION tb_notify_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tb_events', NEW.id::text || ':' || NEW.user_id::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_notify AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION tb_notify_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tb_notify_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One wake-up per statement: identical notifications in a transaction are folded into one.
  PERFORM pg_notify('tb_outbox', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION tb_notify_outbox();

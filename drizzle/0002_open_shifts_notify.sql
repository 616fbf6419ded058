-- Invalidation for the open-shifts page cache (docs/decisions/007-open-shifts-cache.md): every committed
-- statement that changes `shifts` notifies once; identical notifications in a transaction are folded into one.
CREATE OR REPLACE FUNCTION tb_notify_shifts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tb_shifts', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shifts_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shifts FOR EACH STATEMENT EXECUTE FUNCTION tb_notify_shifts();

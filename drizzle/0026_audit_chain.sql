-- The audit log out of the serving role's reach on PostgreSQL (docs/decisions/020-staff-accounts-and-audit-log.md,
-- "Two database roles"). The triggers of migration 0017 refuse UPDATE, DELETE and TRUNCATE, but the table's owner
-- may disable or drop them; so migrations run as the owner (MIGRATION_DATABASE_URL) and the app serves as another
-- role (DATABASE_URL), to which the server grants, after every migration run, what this function lists: every
-- table read and written, and the audit log only read and appended to. Run again after each migration, so tables
-- added later are covered. PGlite has one role and never calls it.
CREATE OR REPLACE FUNCTION tb_grant_serving_role(serving name) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', serving);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', serving);
  EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO %I', serving);
  EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_log FROM %I', serving);
  EXECUTE format('REVOKE CREATE ON SCHEMA public FROM %I', serving);
END
$$;
--> statement-breakpoint
-- Nobody but the owner is granted more than reading and appending, whatever was granted to everyone before.
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_log FROM PUBLIC;

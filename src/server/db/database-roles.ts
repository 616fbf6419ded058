import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from './client';
import { runMigrations } from './migrate';

/**
 * Where migrations run and as whom (ADR 020, "Two database roles"). On PostgreSQL the owner of the tables
 * (`MIGRATION_DATABASE_URL`, by default `DATABASE_URL`) migrates; when that is another role than the serving one
 * (`DATABASE_URL`), the owner then grants the serving role what it needs (`tb_grant_serving_role`, migration
 * 0026): every table read and written, the audit log only read and appended to. PGlite has one role: the serving
 * database migrates itself.
 */
export async function migrateAndGrant(
  serving: Database,
  urls: { databaseUrl?: string; migrationUrl?: string },
): Promise<void> {
  const migrationUrl = urls.migrationUrl ?? urls.databaseUrl;
  if (serving.kind === 'pglite' || !migrationUrl || migrationUrl === urls.databaseUrl)
    return runMigrations(serving);
  const owner = await openDatabase({ url: migrationUrl, poolSize: 1 });
  try {
    await runMigrations(owner);
    const role = await currentRole(serving);
    const ownerRole = await currentRole(owner);
    if (role !== ownerRole) await owner.db.execute(sql`SELECT tb_grant_serving_role(${role})`);
  } finally {
    await owner.close();
  }
}

async function currentRole(database: Database): Promise<string> {
  const result = await database.db.execute<{ role: string }>(sql`SELECT current_user AS role`);
  return result.rows[0]!.role;
}

/**
 * Why the serving role could rewrite the audit log, or null when it cannot: on PostgreSQL, a superuser or a role
 * that owns `audit_log` (or is a member of its owner) may disable or drop the append-only triggers. main.ts logs it
 * as a warning at start. PGlite: null (one role, which owns everything; docs/security.md says what holds there).
 */
export async function auditLogRewritableBy(database: Database): Promise<string | null> {
  if (database.kind === 'pglite') return null;
  const result = await database.db.execute<{ role: string; superuser: boolean; owns: boolean }>(sql`
    SELECT current_user AS role,
           (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
           pg_has_role(current_user, c.relowner, 'USAGE') AS owns
    FROM pg_class c WHERE c.oid = 'public.audit_log'::regclass`);
  const row = result.rows[0];
  if (!row || (!row.superuser && !row.owns)) return null;
  return (
    `The database role "${row.role}" of DATABASE_URL ${row.superuser ? 'is a superuser' : 'owns the audit log'}, ` +
    'so it could disable the triggers that keep the audit log append-only. Serve as a role that does not own the ' +
    'tables, and give the owner in MIGRATION_DATABASE_URL (README, "Running on PostgreSQL").'
  );
}

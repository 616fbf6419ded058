// The audit log out of the serving role's reach (ADR 020, "Two database roles"; docs/security.md): migrations as the
// tables' owner, the app as a role of its own that may read and append to the audit log and nothing more.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { auditLogRewritableBy, migrateAndGrant } from '../../src/server/db/database-roles';
import { addStaffAccount } from '../../src/server/features/staff/add-staff';
import { childProcesses } from '../support/child-process';
import { openTestDatabase, type TestDb } from '../support/test-context';

const base = process.env.TEST_DATABASE_URL;
const role = `tb_serving_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let owner: TestDb;
let serving: Database;
let servingUrl: string;

async function asAdmin<T>(run: (c: pg.Client) => Promise<T>, url = base): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** The error code of a statement run as the serving role, or 'ok'. */
async function asServing(statement: string): Promise<string> {
  return asAdmin(
    (c) =>
      c.query(statement).then(
        () => 'ok',
        (error: { code?: string }) => error.code ?? 'error',
      ),
    servingUrl,
  );
}

// PGlite has one role, which owns every table: what holds there is in docs/security.md ("Known limits of these
// limits") and ADR 020.
describe.skipIf(!base)('the serving role and the audit log on PostgreSQL', () => {
  beforeAll(async () => {
    owner = await openTestDatabase();
    await asAdmin((c) => c.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`));
    const url = new URL(owner.url!);
    url.username = role;
    servingUrl = url.toString();
    serving = await openDatabase({ url: servingUrl, poolSize: 2 });
    // As main.ts does it: the owner (MIGRATION_DATABASE_URL) migrates and grants, the app serves as DATABASE_URL.
    await migrateAndGrant(serving, { databaseUrl: servingUrl, migrationUrl: owner.url });
  }, 60_000);
  afterAll(async () => {
    await serving?.close();
    await owner?.drop();
    await asAdmin((c) => c.query(`DROP ROLE IF EXISTS ${role}`));
  });

  it('may append to the audit log and read it', async () => {
    const insert = `INSERT INTO audit_log (actor_role, action, target_kind, target_id) VALUES ('system', 'staff.created', 'user', 'x')`;
    expect(await asServing(insert)).toBe('ok');
    expect(await asServing('SELECT * FROM audit_log')).toBe('ok');
  });

  it('may not rewrite it: no UPDATE, DELETE, TRUNCATE, nor disabling, dropping or replacing its triggers', async () => {
    const refused = '42501'; // insufficient_privilege
    expect(await asServing(`UPDATE audit_log SET action = 'x'`)).toBe(refused);
    expect(await asServing('DELETE FROM audit_log')).toBe(refused);
    expect(await asServing('TRUNCATE audit_log')).toBe(refused);
    expect(await asServing('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change')).toBe(refused);
    expect(await asServing('ALTER TABLE audit_log DISABLE TRIGGER ALL')).toBe(refused);
    expect(await asServing('DROP TRIGGER audit_log_no_change ON audit_log')).toBe(refused);
    expect(await asServing('DROP TABLE audit_log')).toBe(refused);
    expect(
      await asServing(
        'CREATE OR REPLACE FUNCTION tb_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$',
      ),
    ).toBe(refused);
  });

  it('still does the app’s work: a staff account and its audit row, written as the serving role', async () => {
    const result = await addStaffAccount(serving.db, {
      email: `roles-${process.pid}@example.com`,
      name: null,
      origin: 'http://localhost:3000',
      now: new Date(),
    });
    expect(result.ok).toBe(true);
  });

  it('warns at start when the serving role could rewrite the log, not when it cannot', async () => {
    expect(await auditLogRewritableBy(serving)).toBeNull();
    expect(await auditLogRewritableBy(owner.database)).toMatch(
      /could disable the triggers that keep the audit log append-only/,
    );
  });

  describe('the server started with two roles', () => {
    const processes = childProcesses();
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'tb-roles-'));
    });
    afterAll(() => {
      processes.killAll();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** Starts main.ts with `env`; its log up to 'ready'. */
    async function startLog(env: Record<string, string>): Promise<string> {
      let log = '';
      const server = await processes.start(
        'src/server/main.ts',
        {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          PORT: '0',
          DATA_DIR: dataDir,
          SEED_DEMO: 'never',
          ...env,
        },
        (stdout) => {
          log += stdout;
          return log.includes('TalentBridge ready') ? true : undefined;
        },
      );
      await processes.stop(server.child, 'SIGTERM');
      return log;
    }

    it('serves as DATABASE_URL after migrating as MIGRATION_DATABASE_URL, without the warning; one role warns', async () => {
      const twoRoles = await startLog({ DATABASE_URL: servingUrl, MIGRATION_DATABASE_URL: owner.url! });
      expect(twoRoles).not.toMatch(/could disable the triggers/);
      const oneRole = await startLog({ DATABASE_URL: owner.url! });
      expect(oneRole).toMatch(/could disable the triggers that keep the audit log append-only/);
    }, 120_000);
  });

  it('as the one role that owns the table (how the app served before), the triggers can be turned off', async () => {
    const c = new pg.Client({ connectionString: owner.url });
    await c.connect();
    try {
      await c.query('BEGIN');
      await c.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
      const deleted = await c.query('DELETE FROM audit_log');
      expect(deleted.rowCount).toBeGreaterThan(0);
    } finally {
      await c.query('ROLLBACK');
      await c.end();
    }
  });
});

describe('MIGRATION_DATABASE_URL', () => {
  it('defaults to DATABASE_URL, and is refused without it (the embedded database has one role)', () => {
    const url = 'postgres://owner@127.0.0.1:5432/talentbridge';
    expect(loadConfig({ DATABASE_URL: url }).MIGRATION_DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: url })).toThrow(
      /MIGRATION_DATABASE_URL needs DATABASE_URL \(the embedded database has one role\)/,
    );
  });
});

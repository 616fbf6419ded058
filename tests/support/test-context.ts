import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { createContext } from '../../src/server/create-context';
import { type Database, openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { migratedPgliteSnapshot, migratedPostgresTemplate } from './test-database-template';

export type TestDb = { database: Database; url?: string; drop: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards). Never a mock.
 *
 * Neither is migrated per file: PGlite starts from a dump of a migrated data directory and PostgreSQL clones a
 * migrated template database (`CREATE DATABASE … TEMPLATE`); both are made once per set of migrations
 * (test-database-template.ts). The migrator still runs, finds nothing to do, and proves the copy is current.
 */
export async function openTestDatabase(): Promise<TestDb> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ snapshot: await migratedPgliteSnapshot() });
    await runMigrations(database);
    return { database, drop: () => database.close() };
  }
  const name = `tb_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = await migratedPostgresTemplate(base);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await runMigrations(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The environment of a test about money: the project's payments fake, started in-process on first use. */
export const PAYMENTS_WITH_FAKE = { PAYMENTS_PROVIDER: 'fake' } as const;

export type TestContext = AppContext & { cleanup: () => Promise<void>; clock: { now: Date | null } };

/**
 * An AppContext on a fresh database, with a controllable clock and a temp data dir. Money is settled outside
 * TalentBridge (`PAYMENTS_PROVIDER=disabled`) unless the test asks for the payments fake (`PAYMENTS_WITH_FAKE`): a
 * test about booking then needs no card on file (docs/product/payments.md, "Booking needs a payment method").
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const testDb = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PAYMENTS_PROVIDER: 'disabled',
    ...env,
  });
  const clock: { now: Date | null } = { now: null };
  const ctx = createContext(config, testDb.database, { now: () => clock.now ?? new Date() });
  return Object.assign(ctx, {
    clock,
    async cleanup() {
      await ctx.services.stop?.().catch(() => {});
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

// Migration 0028 (drizzle/0028_double_entry_ledger.sql) on rows of the single-entry ledger it replaces: a database
// migrated to just before it is given old-shape ledger_entries rows, then migrated to the end; each row must come out
// as one balanced transaction under the key '<kind>:<application id>', and ledger_entries must be gone. On PGlite,
// and on PostgreSQL with TEST_DATABASE_URL.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { createContext } from '../../src/server/create-context';
import { type Database, openDatabase } from '../../src/server/db/client';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';
import { shiftApplications } from '../../src/server/db/schema';
import { businessReceivable, workerPayable } from '../../src/server/ledger/booking-owed';
import { balanceOf, ledgerTransactionsFor } from '../../src/server/ledger/read-ledger';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { ledgerLinesProblem } from '../../src/shared/domain/ledger';

const LAST_BEFORE = '0027_outbox_delivery_jobs';
const base = process.env.TEST_DATABASE_URL;
const dbName = `tb_ledger_migration_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let folder: string;
let dataDir: string;
let database: Database;
let ctx: AppContext;

/** drizzle/ as it was before the ledger migration: its SQL files and a journal that ends at LAST_BEFORE. */
function migrationsBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tb-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === LAST_BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrateWith(migrationsFolder: string) {
  if (database.kind === 'pglite') await migratePglite(database.db, { migrationsFolder });
  // biome-ignore lint/suspicious/noExplicitAny: the node-postgres migrator takes its own db type
  else await migratePg(database.db as any, { migrationsFolder });
}

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  folder = migrationsBefore();
  dataDir = mkdtempSync(join(tmpdir(), 'tb-test-'));
  if (base) {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    database = await openDatabase({ url: url.toString(), poolSize: 2 });
  } else database = await openDatabase({});
  await migrateWith(folder);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  ctx = createContext(config, database, { now: () => new Date() });
}, 120_000);
afterAll(async () => {
  await ctx?.services.stop?.().catch(() => {});
  await database?.close();
  if (base) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(folder, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 0028: the single-entry rows become balanced transactions', () => {
  it('converts each old row once, keyed as before, and drops ledger_entries', async () => {
    // Today's use-cases make the people and the shift, and they read and write things that came after 0028
    // (migrations 0039, 0040): made here for them, and dropped again before the migrations run on.
    await ctx.db.execute(sql`ALTER TABLE manager_accounts ADD COLUMN county text`);
    await ctx.db.execute(sql`ALTER TABLE shifts ADD COLUMN cancellation_note text`);
    await ctx.db.execute(
      sql`CREATE TABLE wage_floors (jurisdiction text, rate_cents integer, effective_from date, source_url text)`,
    );
    const manager = (await createManager(ctx)).userId;
    const workers = [(await createTalent(ctx)).userId, (await createTalent(ctx)).userId];
    const shift = await createShift(ctx, manager);
    await ctx.db.execute(sql`ALTER TABLE manager_accounts DROP COLUMN county`);
    await ctx.db.execute(sql`ALTER TABLE shifts DROP COLUMN cancellation_note`);
    await ctx.db.execute(sql`DROP TABLE wage_floors`);
    const applications: string[] = [];
    for (const workerId of workers) {
      const [row] = await ctx.db
        .insert(shiftApplications)
        .values({ shiftId: shift.id, workerId, status: 'accepted' })
        .returning({ id: shiftApplications.id });
      applications.push(row!.id);
    }
    const [a0, a1] = applications as [string, string];
    const [w0, w1] = workers as [string, string];
    // The old shape (migration 0008): the debtor and creditor are users; the worker is the debtor of a dispute
    // adjustment that lowered the pay.
    const old = [
      ['timesheet_pay', 8325, manager, w0, a0],
      ['dispute_adjustment', 925, w0, manager, a0],
      ['late_cancellation_compensation', 7400, manager, w1, a1],
      ['dispute_adjustment', 1850, manager, w1, a1],
    ] as const;
    for (const [kind, cents, debtor, creditor, applicationId] of old)
      await ctx.db.execute(sql`
        INSERT INTO ledger_entries (kind, amount_cents, debtor_user_id, creditor_user_id, shift_id, application_id, reason)
        VALUES (${kind}, ${cents}, ${debtor}, ${creditor}, ${shift.id}, ${applicationId}, ${`old ${kind}`})`);

    await migrateWith(MIGRATIONS_FOLDER);

    const gone = await ctx.db.execute<{ name: string | null }>(
      sql`SELECT to_regclass('ledger_entries')::text AS name`,
    );
    expect(gone.rows[0]!.name).toBeNull();
    const converted = await ledgerTransactionsFor(ctx.db, { shiftId: shift.id });
    expect(converted).toHaveLength(4);
    for (const [kind, cents, debtor, creditor, applicationId] of old) {
      const found = converted.filter((t) => t.idempotencyKey === `${kind}:${applicationId}`);
      expect(found, `${kind} ${applicationId}`).toHaveLength(1);
      const [t] = found as [(typeof converted)[number]];
      expect(t).toMatchObject({ kind, shiftId: shift.id, applicationId, reason: `old ${kind}` });
      expect(ledgerLinesProblem(t.lines)).toBeNull();
      expect(t.lines).toEqual(
        expect.arrayContaining([
          {
            account: debtor === manager ? businessReceivable(manager) : workerPayable(debtor),
            side: 'debit',
            amountCents: cents,
          },
          {
            account: creditor === manager ? businessReceivable(manager) : workerPayable(creditor),
            side: 'credit',
            amountCents: cents,
          },
        ]),
      );
    }
    // What each side owes is now a sum: the business 8325 − 925 + 7400 + 1850; the first worker 8325 − 925.
    expect(await balanceOf(ctx.db, businessReceivable(manager))).toBe(16_650);
    expect(await balanceOf(ctx.db, workerPayable(w0))).toBe(7400);
    expect(await balanceOf(ctx.db, workerPayable(w1))).toBe(9250);
  });
});

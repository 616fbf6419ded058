// A fresh, migrated and seeded database for one bench target: a database of its own on the PostgreSQL server, or a
// PGlite data directory, and how to read it, point the server at it and drop it afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseOptions, openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createOwnDatabase } from './own-database';
import { type ScenarioInputs, scenarioInputs } from './scenarios';
import { countRows, type Seeded, type Sql, seedBenchDatabase } from './seed';

export type PreparedDatabase = {
  sql: Sql;
  closeSql: () => Promise<void>;
  serverEnv: Record<string, string | undefined>;
  cleanup: () => Promise<void>;
  seeded: Seeded;
  counts: Awaited<ReturnType<typeof countRows>>;
  inputs: ScenarioInputs;
  databaseOptions: DatabaseOptions;
};

/** Null when PostgreSQL is not reachable (that target is skipped). */
export async function prepareDatabase(
  target: 'postgres' | 'pglite',
  hash: string,
): Promise<PreparedDatabase | null> {
  let sql: Sql;
  let closeSql: () => Promise<void>;
  let serverEnv: Record<string, string | undefined>;
  let cleanup: () => Promise<void>;
  let seeded: Seeded;
  let counts: Awaited<ReturnType<typeof countRows>>;
  let inputs: ScenarioInputs;
  let databaseOptions: DatabaseOptions;
  if (target === 'postgres') {
    const own = await createOwnDatabase();
    if (!own) return null;
    databaseOptions = { url: own.url };
    const database = await openDatabase(databaseOptions);
    await runMigrations(database);
    await database.close();
    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    sql = (text, params) => client.query(text, params as unknown[]);
    closeSql = async () => {
      await client.end();
    };
    seeded = await seedBenchDatabase(sql, hash);
    counts = await countRows(sql);
    inputs = await scenarioInputs(sql, seeded);
    serverEnv = { DATABASE_URL: own.url };
    cleanup = own.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-'));
    databaseOptions = { dataDir: join(dataDir, 'pglite') };
    const database = await openDatabase(databaseOptions);
    await runMigrations(database);
    await database.close();
    // PGlite is one process's database: seed, count and close before the server opens it.
    const lite = new PGlite(join(dataDir, 'pglite'));
    sql = (text, params) => lite.query(text, params as unknown[]);
    seeded = await seedBenchDatabase(sql, hash);
    counts = await countRows(sql);
    inputs = await scenarioInputs(sql, seeded);
    await lite.close();
    sql = async () => {
      throw new Error('PGlite is held by the server process now');
    };
    closeSql = async () => {};
    serverEnv = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  return { sql, closeSql, serverEnv, cleanup, seeded, counts, inputs, databaseOptions };
}

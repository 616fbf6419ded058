import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/server/db/migrate';

/**
 * Migrating a database costs about two seconds on PGlite (most of it `initdb` and the 20-odd migrations), and every
 * test file needs a fresh one. So the migrated state is made once per set of migrations and copied: a dump of the
 * PGlite data directory in the temp folder, a template database on the PostgreSQL server. Both are named by a hash of
 * drizzle/, so a changed or added migration makes a new one and a stale copy is never used.
 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
  for (const file of files.sort()) hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

let snapshot: Promise<Blob> | undefined;

/** A dump of a freshly migrated PGlite data directory, made by the first test file that needs it. */
export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrMakeSnapshot();
  return snapshot;
}

async function loadOrMakeSnapshot(): Promise<Blob> {
  // 'lean': made without the template databases (below); the name keeps an older, fuller dump from being read.
  const file = join(tmpdir(), `talentbridge-pglite-lean-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({});
  await runMigrations(database);
  // Every test file loads this dump, and loading costs in proportion to its size: without template0 and template1
  // (15 of its 43 MB), which no test and no code on the embedded database uses (nothing creates a database there),
  // a file's database is ready in about 0.8 s instead of 1.4 s. A checkpoint first, so the copy starts clean.
  await database.db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await database.db.execute(sql`drop database template0`);
  await database.db.execute(sql`drop database template1`);
  await database.db.execute(sql`checkpoint`);
  const dump = await database.dump!();
  await database.close();
  // Written under a name of its own, then renamed: a test file starting meanwhile reads a whole dump or none.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/**
 * The name of a migrated template database on the server `base` points at. Made once under an advisory lock, so
 * test files starting together do not race to create it; a template whose migration failed half-way is dropped.
 */
export async function migratedPostgresTemplate(base: string): Promise<string> {
  const name = `tb_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await runMigrations(database);
    } catch (error) {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      throw error;
    }
    // No connection may stay open to a template while it is copied.
    await database.close();
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await admin.end();
  }
}

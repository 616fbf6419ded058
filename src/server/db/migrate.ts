import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Applies the committed SQL migrations in drizzle/ (the same files on PGlite and PostgreSQL). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the node-postgres migrator takes its own db type
    await migratePg(database.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

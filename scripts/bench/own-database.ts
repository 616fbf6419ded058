// A database of its own on the bench's PostgreSQL server (BENCH_DATABASE_URL), created empty for one part of the
// bench and dropped afterwards, so a run never measures, nor leaves behind, another's rows.
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { log, PG_SERVER } from './settings';

export type OwnDatabase = {
  /** The new database's connection string. */
  url: string;
  /** Drops the database (forcing out any connection still open) and closes the admin connection. */
  drop: () => Promise<void>;
};

/**
 * `tb_bench_<part>_<pid>` (`tb_bench_<pid>` without a part), dropped first if a crashed run left it. Null, logged
 * under the part's name, when the server is not reachable: that part of the bench is skipped.
 */
export async function createOwnDatabase(part?: string): Promise<OwnDatabase | null> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  try {
    await admin.connect();
  } catch (error) {
    const prefix = part ? `${part}: ` : '';
    log(`${prefix}PostgreSQL at ${PG_SERVER} is not reachable (${(error as Error).message}); skipping`);
    return null;
  }
  const name = part ? `tb_bench_${part}_${process.pid}` : `tb_bench_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export type OpenOwnDatabase = {
  /** The new database's connection string. */
  url: string;
  /** The app's client on it. */
  database: Database;
  /** A plain `pg` connection on it, for the set-based seed statements. */
  sql: pg.Client;
  /** Closes both connections, then drops the database. */
  close: () => Promise<void>;
};

/** createOwnDatabase, with the app's client and a plain connection open on it; null when the part is skipped. */
export async function openOwnDatabase(part: string): Promise<OpenOwnDatabase | null> {
  const own = await createOwnDatabase(part);
  if (!own) return null;
  const database = await openDatabase({ url: own.url });
  const sql = new pg.Client({ connectionString: own.url });
  await sql.connect();
  return {
    url: own.url,
    database,
    sql,
    close: async () => {
      await sql.end();
      await database.close();
      await own.drop();
    },
  };
}

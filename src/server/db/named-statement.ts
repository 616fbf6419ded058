import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Tx } from '../messaging/outbox';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * `query` as a named prepared statement on PostgreSQL: node-postgres parses it once per pooled connection and the
 * server can keep its plan, for a hot statement whose planning costs as much as its run ('Best match',
 * docs/decisions/018-match-score.md). Its text must not vary with the values. Inside a transaction, or on PGlite, it
 * runs as a plain statement (only the top-level handle exposes the pool).
 */
export async function executeNamed(db: Db | Tx, name: string, query: SQL): Promise<unknown> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return db.execute(query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return client.query({ name, text, values: params });
}

import { sql } from 'drizzle-orm';
import type { Database } from './client';

const EVERY_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum, so its planner never gets table statistics and falls back to scanning and sorting
 * (the open-shifts listing ran ~6x slower without them). Analyze at start-up and every 10 minutes.
 * PostgreSQL's autovacuum does this itself.
 */
export async function keepStatisticsFresh(database: Database): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => database.db.execute(sql`ANALYZE`).catch(() => {});
  await analyze();
  const timer = setInterval(analyze, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

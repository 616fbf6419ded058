// The app's SQL fragments for the rules that also live in SQL (which bookings count for reliability, which count for
// the match's workedHere), rendered once to plain text for the reference server's hand-written statements, so the
// reference states each rule exactly as the app does instead of a copy of it. A fragment with a bound value would
// need the reference's own placeholders: refused here, so none slips in unnoticed.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** The fragment as SQL text; it must bind no value (pass `sql.raw('$1::uuid')` for a placeholder of the statement). */
export function sqlText(fragment: SQL): string {
  const { sql, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0)
    throw new Error(`reference-sql: the fragment binds ${params.length} value(s): ${sql}`);
  return sql;
}

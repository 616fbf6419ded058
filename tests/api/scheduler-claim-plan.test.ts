// "Performance": a pass over a backlog of due jobs reads its batch off the front of the partial index
// scheduled_jobs_claim_idx (run_at, id over unfinished rows) instead of sorting every due row, which cost 40 ms per
// pass of 25 over 100 000 due jobs and capped the scheduler near 600 jobs/s (docs/decisions/015-scheduler.md,
// "Throughput"; the figures: npm run bench with BENCH_ONLY=scheduler).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimable } from '../../src/server/scheduler/scheduler';
import { clock, db, startSchedulerSuite } from '../support/scheduler-suite';

startSchedulerSuite();

describe('the claim of a pass', () => {
  it('uses the claim index, without sorting the due rows, over a backlog of 20 000 (half done)', async () => {
    await db.execute(sql`
      INSERT INTO scheduled_jobs (kind, subject_id, run_at, status, done_at)
      SELECT 'test.backlog', 's' || g, now() - g * interval '1 second',
             CASE WHEN g % 2 = 0 THEN 'done' ELSE 'pending' END,
             CASE WHEN g % 2 = 0 THEN now() END
      FROM generate_series(1, 20000) g`);
    await db.execute(sql`ANALYZE scheduled_jobs`);
    const query = claimable(db, ['test.backlog'], clock.now, 25).toSQL();
    const explained = await db.execute(sql.raw(`EXPLAIN ${inline(query.sql, query.params)}`));
    const plan = (explained.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
    expect(plan).toContain('scheduled_jobs_claim_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

/** The statement with its parameters written in as literals (EXPLAIN takes no parameters here). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    const s = value instanceof Date ? value.toISOString() : String(value);
    return `'${s.replace(/'/g, "''")}'`;
  });
}

// One rule, two spellings (docs/decisions/018-match-score.md, the `workedHere` feature): countsAsWorkedHere and
// workedHereFeature in TypeScript score a pair, workedHereCountsSql and workedHereFeatureSql count and order in the
// database (the applicants' and the worker's lists, the training, the bench's reference server). Bookings of three
// workers with two managers in every status, completed or not, are stored, then both are asked about the same rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import { workedHereCountsSql, workedHereFeatureSql } from '../../src/server/match/worked-here-sql';
import { APPLICATION_STATUSES } from '../../src/shared/domain/application-status';
import { countsAsWorkedHere, workedHereFeature } from '../../src/shared/domain/match-score';
import { createTestContext, type TestContext } from '../support/test-context';
import { insertAccounts, insertBookings } from './sql-rule-fixtures';

let ctx: TestContext;
afterAll(() => ctx.cleanup());

const COMPLETED_AT = new Date('2026-05-04T21:00:00.000Z');
let workers: string[];
let managers: string[];
let cases: { workerId: string; managerId: string; status: string; completedAt: Date | null }[];

beforeAll(async () => {
  ctx = await createTestContext();
  const ids = await insertAccounts(ctx, [
    { role: 'talent', email: 'ana@example.com' },
    { role: 'talent', email: 'ben@example.com' },
    { role: 'talent', email: 'cy@example.com' },
    { role: 'manager', email: 'bistro@example.com' },
    { role: 'manager', email: 'market@example.com' },
  ]);
  workers = ids.slice(0, 3);
  managers = ids.slice(3);
  // Each (worker, manager) pair gets a different number of bookings of each kind; the third worker has none at all.
  cases = workers
    .slice(0, 2)
    .flatMap((workerId, w) =>
      managers.flatMap((managerId, m) =>
        APPLICATION_STATUSES.flatMap((status, s) =>
          [null, COMPLETED_AT].flatMap((completedAt) =>
            Array.from({ length: (w + 2 * m + s) % 3 }, () => ({ workerId, managerId, status, completedAt })),
          ),
        ),
      ),
    );
  await insertBookings(ctx, cases as never);
});

const counted = (workerId: string, managerId: string) =>
  cases.filter((c) => c.workerId === workerId && c.managerId === managerId && countsAsWorkedHere(c)).length;

const pairsOf = async (query: ReturnType<typeof sql>) =>
  new Map(
    rowsOf(await ctx.db.execute(sql`select worker_id, manager_id, n from ${query} w`)).map((r) => [
      `${r.worker_id}:${r.manager_id}`,
      Number(r.n),
    ]),
  );

describe('the workedHere term: the pure rule and its SQL agree on the same rows', () => {
  it("counts a worker's bookings per manager, and a manager's per worker, as the pure rule does", async () => {
    for (const workerId of workers) {
      const got = await pairsOf(workedHereCountsSql({ workerId: sql`${workerId}::uuid` }));
      for (const managerId of managers)
        expect(got.get(`${workerId}:${managerId}`) ?? 0, `${workerId} with ${managerId}`).toBe(
          counted(workerId, managerId),
        );
      expect([...got.keys()].every((key) => key.startsWith(workerId))).toBe(true);
    }
    for (const managerId of managers) {
      const got = await pairsOf(workedHereCountsSql({ managerId: sql`${managerId}::uuid` }));
      for (const workerId of workers)
        expect(got.get(`${workerId}:${managerId}`) ?? 0).toBe(counted(workerId, managerId));
    }
    // Pairs with none, one and several such bookings are among the cases.
    const counts = new Set(workers.flatMap((w) => managers.map((m) => counted(w, m))));
    expect([...counts].filter((n) => n > 1).length).toBeGreaterThan(0);
    expect(counts).toContain(0);
  });

  it('gives the term 1 − 0.5ⁿ the value JS gives it, to the bit, for n from 0 to 60', async () => {
    const ns = Array.from({ length: 61 }, (_, n) => n);
    const rows = rowsOf(
      await ctx.db.execute(
        sql`select n, ${workedHereFeatureSql(sql`n`)}::float8 as term from unnest(${`{${ns.join(',')}}`}::bigint[]) n`,
      ),
    );
    expect(rows).toHaveLength(ns.length);
    for (const row of rows)
      expect(Object.is(Number(row.term), workedHereFeature(Number(row.n))), `n = ${row.n}`).toBe(true);
  });
});

// One rule, two spellings (docs/product/trust.md, "Ratings" and "Linked accounts"): isLiveRating and ratingCounts
// decide single ratings in TypeScript, liveRatingSql and ratingCountsSql filter ratings in the database for the lists,
// the averages and the match model's training. A table of cases is stored, then both are asked about the same rows;
// the stored averages, recomputed, must count exactly the ratings the pure rule counts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerAccounts, ratings, talentProfiles } from '../../src/server/db/schema';
import { liveRatingSql, ratingCountsSql } from '../../src/server/trust/live-rating-sql';
import { updateRatingAverages } from '../../src/server/trust/rating-averages';
import { isLiveRating, ratingCounts } from '../../src/shared/domain/ratings';
import { createTestContext, type TestContext } from '../support/test-context';
import { type AccountRow, insertAccounts, insertBookings } from './sql-rule-fixtures';

let ctx: TestContext;
afterAll(() => ctx.cleanup());

const PUBLISHED = new Date('2026-05-12T10:00:00.000Z');
const HIDDEN = new Date('2026-05-14T10:00:00.000Z');
const PHONE = '+13015550123';
const starsOf = (i: number) => 1 + (i % 5);

/**
 * How a worker's and a manager's accounts relate (every worker has PHONE, verified): only the middle two are linked
 * accounts (docs/product/trust.md, "Linked accounts").
 */
const PAIRS = {
  strangers: { linked: false, worker: 'ana@example.com', manager: { email: 'bistro@example.com' } },
  'one e-mail': { linked: true, worker: 'alex@example.com', manager: { email: 'ALEX@example.com' } },
  'one verified phone': {
    linked: true,
    worker: 'ben@example.com',
    manager: { email: 'market@example.com', phone: PHONE, verified: true },
  },
  'one phone, unverified on one side': {
    linked: false,
    worker: 'cy@example.com',
    manager: { email: 'cafe@example.com', phone: PHONE, verified: false },
  },
} as const;
type Pair = keyof typeof PAIRS;

const CASES = (Object.keys(PAIRS) as Pair[]).flatMap((pair) =>
  (['manager', 'talent'] as const).flatMap((raterRole) =>
    [null, PUBLISHED].flatMap((publishedAt) =>
      [null, HIDDEN].map((hiddenAt) => ({ pair, raterRole, publishedAt, hiddenAt })),
    ),
  ),
);

let rows: ((typeof CASES)[number] & { id: string; workerId: string; managerId: string; stars: number })[] =
  [];

beforeAll(async () => {
  ctx = await createTestContext();
  const pairs = Object.keys(PAIRS) as Pair[];
  // One worker per pair, and that pair's manager.
  const accounts: AccountRow[] = pairs.flatMap((pair) => {
    const manager = PAIRS[pair].manager;
    return [
      {
        role: 'talent' as const,
        email: PAIRS[pair].worker,
        phone: PHONE,
        phoneVerifiedAt: PUBLISHED,
      },
      {
        role: 'manager' as const,
        email: manager.email,
        phone: 'phone' in manager ? manager.phone : null,
        phoneVerifiedAt: 'verified' in manager && manager.verified ? PUBLISHED : null,
      },
    ];
  });
  const ids = await insertAccounts(ctx, accounts);
  await ctx.db
    .insert(talentProfiles)
    .values(
      pairs.map((_, i) => ({ userId: ids[2 * i]!, name: `Worker ${i}`, years: '2-3' as const, skills: [] })),
    );
  await ctx.db.insert(managerAccounts).values(
    pairs.map((_, i) => ({
      userId: ids[2 * i + 1]!,
      firstName: 'Pat',
      lastName: 'Lee',
      companyName: `Business ${i}`,
      streetAddress: '1 Main St',
      city: 'Baltimore',
      state: 'MD',
    })),
  );
  const people = (pair: Pair) => {
    const i = pairs.indexOf(pair);
    return { workerId: ids[2 * i]!, managerId: ids[2 * i + 1]! };
  };
  const bookings = await insertBookings(
    ctx,
    CASES.map((c) => ({ ...people(c.pair), completedAt: PUBLISHED })),
  );
  const inserted = await ctx.db
    .insert(ratings)
    .values(
      CASES.map((c, i) => {
        const { workerId, managerId } = people(c.pair);
        const manager = c.raterRole === 'manager';
        return {
          applicationId: bookings[i]!.applicationId,
          shiftId: bookings[i]!.shiftId,
          raterId: manager ? managerId : workerId,
          rateeId: manager ? workerId : managerId,
          raterRole: c.raterRole,
          stars: starsOf(i),
          publishedAt: c.publishedAt,
          hiddenAt: c.hiddenAt,
        };
      }),
    )
    .returning({ id: ratings.id });
  rows = CASES.map((c, i) => ({ ...c, ...people(c.pair), id: inserted[i]!.id, stars: starsOf(i) }));
});

describe('a live rating, and a rating that counts: the pure rule and its SQL agree on the same rows', () => {
  it('case by case', async () => {
    const answers = await ctx.db
      .select({ id: ratings.id, live: liveRatingSql(ratings), counts: ratingCountsSql(ratings) })
      .from(ratings);
    const byId = new Map(answers.map((a) => [a.id, a]));
    expect(answers).toHaveLength(CASES.length);
    for (const row of rows) {
      const what = `${row.pair}, ${row.raterRole} rates, published ${!!row.publishedAt}, hidden ${!!row.hiddenAt}`;
      expect(byId.get(row.id)?.live, what).toBe(isLiveRating(row));
      expect(byId.get(row.id)?.counts, what).toBe(ratingCounts(row, PAIRS[row.pair].linked));
    }
    // Every kind of answer is among the cases.
    expect(new Set(rows.map((r) => `${isLiveRating(r)}:${ratingCounts(r, PAIRS[r.pair].linked)}`)).size).toBe(
      3,
    );
  });

  it('the stored averages count exactly the ratings the pure rule counts', async () => {
    const people = [...new Set(rows.flatMap((r) => [r.workerId, r.managerId]))];
    await updateRatingAverages(ctx.db, people);
    for (const id of people) {
      const counted = rows.filter(
        (r) =>
          ratingCounts(r, PAIRS[r.pair].linked) &&
          (r.raterRole === 'manager' ? r.workerId : r.managerId) === id,
      );
      const [talent] = await ctx.db.select().from(talentProfiles).where(eq(talentProfiles.userId, id));
      const [business] = await ctx.db.select().from(managerAccounts).where(eq(managerAccounts.userId, id));
      const summary = talent ?? business;
      expect(summary?.ratingCount, id).toBe(counted.length);
      const mean = counted.reduce((sum, r) => sum + r.stars, 0) / (counted.length || 1);
      expect(summary?.averageRating === null ? null : Number(summary?.averageRating)).toBe(
        counted.length ? Math.round(mean * 100) / 100 : null,
      );
    }
  });
});

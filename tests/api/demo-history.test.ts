// The demo data has a history out of the box — a few hundred finished bookings with published
// ratings both ways, late cancellations and no-shows, applicants on the demo manager's brunch shift, and learned
// weights — and seeding stays fast.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchModels, ratings, shiftApplications, talentProfiles } from '../../src/server/db/schema';
import { currentMatchModel } from '../../src/server/match/match-model';
import { seedDemoData } from '../../src/server/seed/seed';
import { createTestContext, type TestContext } from '../support/test-context';

let ctx: TestContext;
let seconds = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const started = performance.now();
  await seedDemoData(ctx);
  seconds = (performance.now() - started) / 1000;
}, 120_000);

afterAll(() => ctx.cleanup());

const count = async (where: ReturnType<typeof eq>) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(shiftApplications).where(where))[0]?.n ?? 0;

describe('the demo history', () => {
  it('has a few hundred completed bookings, some late cancellations and no-shows, and ratings published both ways', async () => {
    expect(await count(eq(shiftApplications.status, 'completed'))).toBeGreaterThanOrEqual(200);
    expect(await count(eq(shiftApplications.status, 'no_show'))).toBeGreaterThan(0);
    expect(await count(eq(shiftApplications.cancelledBy, 'talent'))).toBeGreaterThan(0);
    const live = await ctx.db
      .select({ role: ratings.raterRole, n: sql<number>`count(*)::int` })
      .from(ratings)
      .where(isNotNull(ratings.publishedAt))
      .groupBy(ratings.raterRole);
    expect(live.find((r) => r.role === 'manager')?.n).toBeGreaterThanOrEqual(200);
    expect(live.find((r) => r.role === 'talent')?.n).toBeGreaterThanOrEqual(200);
    const rated = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(talentProfiles)
      .where(and(isNotNull(talentProfiles.averageRating), sql`${talentProfiles.ratingCount} > 0`));
    expect(rated[0]?.n).toBeGreaterThanOrEqual(8);
  });

  it('trains the match model once: the learned weights are in use', async () => {
    expect(await ctx.db.select().from(matchModels)).toHaveLength(1);
    const current = await currentMatchModel(ctx.db);
    expect(current.source).toBe('learned');
    expect(current.sampleSize).toBeGreaterThanOrEqual(200);
  });

  it('puts applicants on the demo brunch shift, and seeds fast', async () => {
    const brunch = await ctx.db.execute(
      sql`select count(*)::int as n from shift_applications sa join shifts s on s.id = sa.shift_id
        where s.position_title = 'Brunch Server' and s.starts_at > now() and sa.status = 'interested'`,
    );
    const rows = Array.isArray(brunch) ? brunch : (brunch as unknown as { rows: { n: number }[] }).rows;
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(4);
    // The target is under 10 s (2.4-4 s measured alone: most of it hashing the 15 accounts' passwords); the bound
    // is wider because this machine's cores are shared with other test runs, which slow the hashing several-fold.
    expect(seconds).toBeLessThan(30);
  });
});

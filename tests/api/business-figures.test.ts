// The businesses' figures on open-shift cards (src/server/open-shifts/business-figures.ts): kept per manager for
// BUSINESS_FIGURES_TTL_MS once the app is started, read fresh before that (as in every other test).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { managerAccounts } from '../../src/server/db/schema';
import { BUSINESS_FIGURES_TTL_MS, loadBusinessFigures } from '../../src/server/open-shifts/business-figures';
import { createManager } from '../../src/server/seed/factories/accounts';
import { testAppForFile } from '../support/http';

const t = testAppForFile();

const rate = (userId: string, average: string, count: number) =>
  t.ctx.db
    .update(managerAccounts)
    .set({ averageRating: average, ratingCount: count })
    .where(eq(managerAccounts.userId, userId));
const ratingOf = async (userId: string) =>
  (await loadBusinessFigures(t.ctx, [userId])).ratings.get(userId)?.average ?? null;

describe('loadBusinessFigures', () => {
  it('reads fresh figures until the app is started, then keeps them per manager for the TTL', async () => {
    const manager = await createManager(t.ctx);
    const other = await createManager(t.ctx);
    await rate(manager.userId, '4.00', 3);
    expect(await ratingOf(manager.userId)).toBe(4);
    await rate(manager.userId, '4.50', 4);
    // Not started: nothing is kept.
    expect(await ratingOf(manager.userId)).toBe(4.5);

    await t.ctx.services.openShiftsCache.start();
    const start = new Date();
    t.ctx.clock.now = start;
    const first = await loadBusinessFigures(t.ctx, [manager.userId, other.userId]);
    expect(first.ratings.get(manager.userId)?.average).toBe(4.5);
    expect(first.reliability.has(manager.userId)).toBe(true);
    await rate(manager.userId, '3.00', 5);
    await rate(other.userId, '5.00', 1);
    // Within the TTL both are the kept ones; the new rating is not shown yet.
    t.ctx.clock.now = new Date(start.getTime() + BUSINESS_FIGURES_TTL_MS - 1);
    expect(await ratingOf(manager.userId)).toBe(4.5);
    expect(await ratingOf(other.userId)).toBe(null);
    // Past it, read again.
    t.ctx.clock.now = new Date(start.getTime() + BUSINESS_FIGURES_TTL_MS);
    expect(await ratingOf(manager.userId)).toBe(3);
    expect(await ratingOf(other.userId)).toBe(5);
  });
});

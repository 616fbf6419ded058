import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/db/schema';
import { publishEvent } from '../../src/server/realtime/publish-event';
import { createManager } from '../../src/server/seed/factories/accounts';
import { createTestContext, type TestContext } from '../support/test-context';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.cleanup();
});

const idsOf = async (userId: string) =>
  (
    await ctx.db
      .select({ id: events.id, payload: events.payload })
      .from(events)
      .where(eq(events.userId, userId))
  )
    .sort((a, b) => a.id - b.id)
    .map((row) => (row.payload as { n: number }).n);

// ADR 006 and ADR 025: replay after Last-Event-ID is only complete if event ids are handed out in commit order.
describe.skipIf(!onPostgres)('event ids follow commit order (PostgreSQL: concurrent transactions)', () => {
  it('gives the transaction that commits first the lower id, and does not make the other wait until it commits', async () => {
    const { userId } = await createManager(ctx);
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstPublished!: () => void;
    const firstHasPublished = new Promise<void>((resolve) => {
      firstPublished = resolve;
    });
    const first = ctx.db.transaction(async (tx) => {
      await publishEvent(tx, userId, 'notification', { n: 1 });
      firstPublished();
      await firstMayCommit;
    });
    await firstHasPublished;
    // The first transaction published before it, and is still open: the second commits all the same.
    const second = ctx.db.transaction((tx) => publishEvent(tx, userId, 'notification', { n: 2 }));
    const outcome = await Promise.race([
      second.then(() => 'committed'),
      new Promise((r) => setTimeout(() => r('waiting'), 2000)),
    ]);
    expect(outcome).toBe('committed');
    expect(await idsOf(userId)).toEqual([2]);
    releaseFirst();
    await first;
    // Published first, committed second: its id is the higher one.
    expect(await idsOf(userId)).toEqual([2, 1]);
  });
});

describe('publishEvent', () => {
  it('stores events with ids in the order their transactions committed', async () => {
    const { userId } = await createManager(ctx);
    await publishEvent(ctx.db, userId, 'notification', { n: 1 });
    await ctx.db.transaction(async (tx) => {
      await publishEvent(tx, userId, 'notification', { n: 2 });
      await publishEvent(tx, userId, 'notification', { n: 3 });
    });
    expect(await idsOf(userId)).toEqual([1, 2, 3]);
  });

  it('stores the same event once for each of several users, in one statement', async () => {
    const [a, b] = [(await createManager(ctx)).userId, (await createManager(ctx)).userId];
    await publishEvent(ctx.db, [a, b], 'notification', { n: 7 });
    expect([await idsOf(a), await idsOf(b)]).toEqual([[7], [7]]);
  });

  it('stores nothing for a transaction that rolls back', async () => {
    const { userId } = await createManager(ctx);
    await ctx.db
      .transaction(async (tx) => {
        await publishEvent(tx, userId, 'notification', { n: 1 });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await idsOf(userId)).toEqual([]);
  });
});

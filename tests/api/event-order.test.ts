import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// ADR 006: replay after Last-Event-ID is only complete if event ids are handed out in commit order.
describe.skipIf(!onPostgres)('event ids follow commit order (PostgreSQL: concurrent transactions)', () => {
  it('does not hand a second transaction an id until the first one holding a lower id has committed', async () => {
    const { userId } = await createManager(ctx);
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstId = 0;
    let firstPublished!: () => void;
    const firstHasId = new Promise<void>((resolve) => {
      firstPublished = resolve;
    });
    const first = ctx.db.transaction(async (tx) => {
      firstId = await publishEvent(tx, userId, 'notification', { n: 1 });
      firstPublished();
      await firstMayCommit;
    });
    await firstHasId;
    let secondId = 0;
    const second = ctx.db.transaction(async (tx) => {
      secondId = await publishEvent(tx, userId, 'notification', { n: 2 });
    });
    await new Promise((r) => setTimeout(r, 300));
    // Without the ordering lock the second transaction would already hold an id and could commit first.
    expect(secondId).toBe(0);
    releaseFirst();
    await Promise.all([first, second]);
    expect(secondId).toBeGreaterThan(firstId);
  });
});

describe('publishEvent', () => {
  it('returns the id of the stored event', async () => {
    const { userId } = await createManager(ctx);
    const a = await publishEvent(ctx.db, userId, 'notification', { n: 'a' });
    const b = await publishEvent(ctx.db, userId, 'notification', { n: 'b' });
    expect(b).toBeGreaterThan(a);
  });
});

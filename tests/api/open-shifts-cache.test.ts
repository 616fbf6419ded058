import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { shifts } from '../../src/server/db/schema';
import { createOpenShiftsCache } from '../../src/server/open-shifts/open-shifts-cache';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { createTestApp, type TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

// The anonymous open-shifts pages are served from memory for OPEN_SHIFTS_CACHE_MS (docs/decisions/007); these
// tests hold the clock still, so a page that changes can only have changed through invalidation.
let t: TestApp;
let manager: Awaited<ReturnType<typeof createManager>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.services.openShiftsCache.start();
  manager = await createManager(t.ctx);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.ctx.clock.now = null;
});

type Page = { shifts: { id: string; myApplication: unknown }[] };
const listedIds = async (account: { token: string } | null = null) =>
  expectStatus<Page>(await client(t, account).get('/api/shifts/open?limit=50'), 200).shifts.map((s) => s.id);

describe('open-shifts cache (GET /api/shifts/open)', () => {
  it('serves an anonymous page from memory for the TTL, then asks the database again', async () => {
    // With the clock held still, a cached page can only change through invalidation. The insert's NOTIFY
    // arrives asynchronously, so wait until it has emptied the cache before timing the TTL; otherwise it can
    // land in the middle of the timed part (as it did on PostgreSQL in CI) and look like an early expiry.
    t.ctx.clock.now = new Date();
    await listedIds();
    const shift = await createShift(t.ctx, manager.userId);
    await vi.waitFor(async () => expect(await listedIds()).toContain(shift.id), {
      timeout: 3000,
      interval: 20,
    });
    const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    const startsAt = row!.startsAt.getTime();

    t.ctx.clock.now = new Date(startsAt - 500);
    expect(await listedIds()).toContain(shift.id);
    // 700 ms later the shift has started; the cached page (age 700 ms < 1 000 ms) still lists it.
    t.ctx.clock.now = new Date(startsAt + 200);
    expect(await listedIds()).toContain(shift.id);
    // Past the TTL the page is rebuilt, and the started shift is gone.
    t.ctx.clock.now = new Date(startsAt + 600);
    expect(await listedIds()).not.toContain(shift.id);
  });

  it('drops cached pages as soon as any connection commits a change to shifts', async () => {
    t.ctx.clock.now = new Date();
    const before = await listedIds();
    // Written straight through the database (as another instance would), not through this app's routes.
    const posted = await createShift(t.ctx, manager.userId, { positionTitle: 'Line Cook' });
    await vi.waitFor(async () => expect(await listedIds()).toContain(posted.id), {
      timeout: 3000,
      interval: 20,
    });
    expect(before).not.toContain(posted.id);

    await t.ctx.db.update(shifts).set({ status: 'closed' }).where(eq(shifts.id, posted.id));
    await vi.waitFor(async () => expect(await listedIds()).not.toContain(posted.id), {
      timeout: 3000,
      interval: 20,
    });
  });

  it('never serves a signed-in caller from the cache', async () => {
    t.ctx.clock.now = new Date();
    const shift = await createShift(t.ctx, manager.userId);
    const talent = await createTalent(t.ctx);
    await listedIds(); // the anonymous page is now cached
    expectStatus(await client(t, talent).post(`/api/shifts/${shift.id}/applications`), 201);

    const mine = expectStatus<Page>(await client(t, talent).get('/api/shifts/open?limit=50'), 200);
    expect(mine.shifts.find((s) => s.id === shift.id)?.myApplication).toMatchObject({ status: 'interested' });
    const anonymous = expectStatus<Page>(await client(t, null).get('/api/shifts/open?limit=50'), 200);
    expect(anonymous.shifts.find((s) => s.id === shift.id)?.myApplication).toBeNull();
  });

  it('answers a bad cursor with 400, and does not cache the failure', async () => {
    const res = await client(t, null).get('/api/shifts/open?cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect((await client(t, null).get('/api/shifts/open?cursor=not-a-cursor')).statusCode).toBe(400);
  });
});

describe('createOpenShiftsCache', () => {
  const clock = { now: 0 };
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });
  const cacheWith = (ttlMs = 1000, maxEntries?: number) =>
    createOpenShiftsCache({ database, ttlMs, maxEntries, now: () => clock.now });
  const deferred = () => {
    let resolve!: (body: string) => void;
    const promise = new Promise<string>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  it('serves nothing from memory until its listener is up, nor when the TTL is 0', async () => {
    const notStarted = cacheWith();
    const off = cacheWith(0);
    await off.start();
    for (const cache of [notStarted, off]) {
      const load = vi.fn(async () => 'page');
      await cache.page('k', load);
      await cache.page('k', load);
      expect(load).toHaveBeenCalledTimes(2);
      expect(cache.size).toBe(0);
    }
    await off.stop();
  });

  it('shares one load between callers that ask at the same time', async () => {
    const cache = cacheWith();
    await cache.start();
    const slow = deferred();
    const load = vi.fn(() => slow.promise);
    const both = Promise.all([cache.page('k', load), cache.page('k', load)]);
    slow.resolve('page 1');
    expect(await both).toEqual(['page 1', 'page 1']);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.stop();
  });

  it('does not keep a page whose load overlapped a change', async () => {
    const cache = cacheWith();
    await cache.start();
    const slow = deferred();
    const first = cache.page('k', () => slow.promise);
    cache.invalidate(); // a shift changed while the page was being read
    slow.resolve('old page');
    expect(await first).toBe('old page');
    expect(await cache.page('k', async () => 'new page')).toBe('new page');
    expect(cache.size).toBe(1);
    await cache.stop();
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const cache = cacheWith(1000, 2);
    await cache.start();
    for (const key of ['a', 'b', 'c']) await cache.page(key, async () => key);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => 'a again');
    expect(await cache.page('a', load)).toBe('a again');
    expect(await cache.page('c', async () => 'not called')).toBe('c');
    await cache.stop();
  });
});

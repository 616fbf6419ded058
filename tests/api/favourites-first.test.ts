// 'Favourites first' (docs/product/trust.md, "Favourites and blocks"): for the chosen hours after posting only the
// manager's favourites see the shift (lists and applying); then everyone does. The anonymous cached list never shows
// it early. The clock is moved, never slept.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shifts } from '../../src/server/db/schema';
import { createManager } from '../../src/server/seed/factories/accounts';
import { shiftInput } from '../../src/server/seed/factories/shifts';
import { createTestApp, type TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';
import { favouritesApi } from './favourites-fixtures';

let t: TestApp;
let api: ReturnType<typeof favouritesApi>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: 'https://talentbridge.test' });
  await t.ctx.services.openShiftsCache.start();
  api = favouritesApi(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.ctx.clock.now = null;
});

describe("'Favourites first'", () => {
  it('shows the shift only to favourites until the window ends, then to everyone', async () => {
    const postedAt = new Date();
    t.ctx.clock.now = postedAt;
    const manager = await createManager(t.ctx);
    const earlier = await api.shift(manager.userId, 2);
    const fan = await api.applicant(earlier.id, '(202) 555-0101');
    const other = await api.applicant(earlier.id, '(202) 555-0102');
    expectStatus(await api.star(manager, fan.talent.userId), 200);

    const posted = expectStatus(
      await client(t, manager).post('/api/shifts', {
        ...shiftInput({}, postedAt),
        favouritesFirstHours: 12,
      }),
      201,
    ).shift;
    expect(posted.favouritesFirstUntil).toBe(new Date(postedAt.getTime() + 12 * HOUR).toISOString());
    const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
    expect(row!.favouritesFirstUntil!.getTime()).toBe(postedAt.getTime() + 12 * HOUR);
    // Both shifts were posted at the same held instant: find this one by id.
    const mine = expectStatus(await client(t, manager).get('/api/shifts/mine'), 200).shifts;
    expect(mine.find((s: { id: string }) => s.id === posted.id).favouritesFirstUntil).toBe(
      posted.favouritesFirstUntil,
    );
    expect(mine.find((s: { id: string }) => s.id === earlier.id).favouritesFirstUntil).toBeNull();

    // 11 h 59 min in: the favourite sees and could apply; the other worker, anonymous visitors and managers do not.
    t.ctx.clock.now = new Date(postedAt.getTime() + 12 * HOUR - 60_000);
    expect(await api.openIds(fan.talent)).toContain(posted.id);
    expect(await api.openIds(other.talent)).not.toContain(posted.id);
    expect(await api.openIds(null)).not.toContain(posted.id);
    expect(await api.openIds(manager)).not.toContain(posted.id);
    const refused = await api.apply(other.talent, posted.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Shift not found');

    // The window has ended: everyone sees it (the anonymous cache within its one-second lifetime) and may apply.
    t.ctx.clock.now = new Date(postedAt.getTime() + 12 * HOUR + 2_000);
    expect(await api.openIds(other.talent)).toContain(posted.id);
    expect(await api.openIds(null)).toContain(posted.id);
    expectStatus(await api.apply(other.talent, posted.id), 201);
    expectStatus(await api.apply(fan.talent, posted.id), 201);
  });

  it('the anonymous cache never serves the shift before its window ends, and shows it after', async () => {
    const postedAt = new Date();
    t.ctx.clock.now = postedAt;
    const manager = await createManager(t.ctx);
    // A page cached before the posting is emptied by the shifts table's NOTIFY; the reload must still leave it out.
    await api.openIds(null);
    const shift = await api.shift(manager.userId, 3, { favouritesFirstHours: 2 });
    const plain = await api.shift(manager.userId, 3);
    await vi.waitFor(async () => expect(await api.openIds(null)).toContain(plain.id), {
      timeout: 3000,
      interval: 20,
    });
    expect(await api.openIds(null)).not.toContain(shift.id);
    // Just before the end, with a page cached: still not there.
    t.ctx.clock.now = new Date(postedAt.getTime() + 2 * HOUR - 300);
    expect(await api.openIds(null)).not.toContain(shift.id);
    // Past the end by more than the cache's lifetime: there.
    t.ctx.clock.now = new Date(postedAt.getTime() + 2 * HOUR + 1_100);
    expect(await api.openIds(null)).toContain(shift.id);
  });

  it('refuses a window other than 0, 2, 12 or 24 hours', async () => {
    const manager = await createManager(t.ctx);
    for (const hours of [1, -2, '12', 48, null]) {
      const res = await client(t, manager).post('/api/shifts', {
        ...shiftInput(),
        favouritesFirstHours: hours,
      });
      expect(res.statusCode, String(hours)).toBe(400);
    }
  });
});

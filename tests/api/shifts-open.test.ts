// GET /api/shifts/open, the public list of open shifts (docs/product/shifts.md, "Open shifts").
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift, dayFromToday } from '../../src/server/seed/factories/shifts';
import { testAppForFile } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

const open = testAppForFile();

describe('GET /api/shifts/open', () => {
  let boss: Awaited<ReturnType<typeof createManager>>;
  let worker: Awaited<ReturnType<typeof createTalent>>;
  beforeAll(async () => {
    boss = await createManager(open.ctx);
    worker = await createTalent(open.ctx);
  });

  it('lists only open, future, unfilled shifts, soonest first, page by page with a keyset cursor', async () => {
    const ids: string[] = [];
    for (const days of [5, 2, 9, 2, 7]) {
      const shift = await createShift(open.ctx, boss.userId, {
        shiftDate: dayFromToday(days),
        startTime: ids.length === 3 ? '08:00' : '10:00',
      });
      ids.push(shift.id);
    }
    const closed = await createShift(open.ctx, boss.userId, { shiftDate: dayFromToday(4) });
    await open.ctx.db.update(shifts).set({ status: 'closed' }).where(eq(shifts.id, closed.id));
    const filled = await createShift(open.ctx, boss.userId, { shiftDate: dayFromToday(4) });
    await open.ctx.db.update(shifts).set({ acceptedCount: 1 }).where(eq(shifts.id, filled.id));
    const past = await createShift(open.ctx, boss.userId, { shiftDate: dayFromToday(1) });
    await open.ctx.db
      .update(shifts)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(shifts.id, past.id));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const body = expectStatus(await client(open, null).get(`/api/shifts/open?limit=2${query}`), 200);
      expect(body.shifts.length).toBeLessThanOrEqual(2);
      seen.push(...body.shifts.map((s: { id: string }) => s.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);

    // Day 2 at 08:00, day 2 at 10:00, then days 5, 7, 9.
    expect(seen).toEqual([ids[3], ids[1], ids[0], ids[4], ids[2]]);
    expect(pages).toBe(3);
  });

  it('tells a talent caller which shifts they applied to, and nobody else', async () => {
    const shift = await createShift(open.ctx, boss.userId, {
      shiftDate: dayFromToday(1),
      startTime: '06:00',
    });
    expectStatus(await client(open, worker).post(`/api/shifts/${shift.id}/applications`), 201);
    const mine = expectStatus(await client(open, worker).get('/api/shifts/open?limit=50'), 200);
    const applied = mine.shifts.find((s: { id: string }) => s.id === shift.id);
    expect(applied.myApplication).toMatchObject({ status: 'interested' });
    expect(mine.shifts.filter((s: { myApplication: unknown }) => s.myApplication)).toHaveLength(1);
    const anonymous = expectStatus(await client(open, null).get('/api/shifts/open?limit=50'), 200);
    expect(anonymous.shifts.every((s: { myApplication: unknown }) => s.myApplication === null)).toBe(true);
  });

  it('does not show the manager contact details to the public list', async () => {
    const body = expectStatus(await client(open, null).get('/api/shifts/open'), 200);
    expect(body.shifts[0]).not.toHaveProperty('contactPhone');
    expect(body.shifts[0]).not.toHaveProperty('managerEmail');
  });

  it('answers 400 to a cursor it did not hand out and to a bad limit', async () => {
    for (const query of [
      'cursor=nonsense',
      `cursor=${Buffer.from('x|y').toString('base64url')}`,
      'limit=0',
      'limit=500',
    ])
      expect((await client(open, null).get(`/api/shifts/open?${query}`)).statusCode).toBe(400);
  });
});

// GET /api/shifts/mine/underway: Manage Shifts, 'Today and in progress' (docs/product/shifts.md, "The manager's
// shifts"): started shifts that ended less than 4 h ago or still have timesheets to decide, latest start first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimesheetStatus } from '../../src/server/db/schema';
import { shiftApplications, shifts, timesheets } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { createTestApp, type TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let talent: Awaited<ReturnType<typeof createTalent>>;

beforeAll(async () => {
  t = await createTestApp();
  talent = await createTalent(t.ctx);
});
afterAll(async () => {
  t.ctx.clock.now = null;
  await t.close();
});

/** A shift of `managerId` moved to start and end at the given offsets from `now` (hours). */
async function shiftAt(managerId: string, title: string, now: number, startH: number, endH: number) {
  const shift = await createShift(t.ctx, managerId, { positionTitle: title });
  await t.ctx.db
    .update(shifts)
    .set({ startsAt: new Date(now + startH * HOUR), endsAt: new Date(now + endH * HOUR) })
    .where(eq(shifts.id, shift.id));
  return shift;
}

/** A timesheet in `status` on `shiftId` (the worker applied before the shift moved into the past). */
async function timesheetOn(shiftId: string, managerId: string, status: TimesheetStatus, now: number) {
  const [application] = await t.ctx.db
    .insert(shiftApplications)
    .values({ shiftId, workerId: talent.userId, status: 'completed' })
    .returning({ id: shiftApplications.id });
  await t.ctx.db.insert(timesheets).values({
    applicationId: application!.id,
    shiftId,
    workerId: talent.userId,
    managerId,
    checkInAt: new Date(now - 12 * HOUR),
    checkOutAt: new Date(now - 6 * HOUR),
    breakMinutes: 30,
    workedMinutes: 330,
    hourlyRateCents: 2000,
    payCents: 11000,
    status,
  });
}

const titles = (body: { shifts: { positionTitle: string }[] }) => body.shifts.map((s) => s.positionTitle);

describe('GET /api/shifts/mine/underway', () => {
  it('lists started shifts that ended less than 4 h ago or have timesheets to decide, latest start first, paged', async () => {
    const owner = await createManager(t.ctx);
    const other = await createManager(t.ctx);
    const now = Date.now();
    await shiftAt(owner.userId, 'Upcoming', now, 2, 8);
    await shiftAt(owner.userId, 'In progress', now, -1, 5);
    await shiftAt(owner.userId, 'Just ended', now, -9, -3);
    await shiftAt(owner.userId, 'Ended 4 h ago', now, -10, -4);
    const pending = await shiftAt(owner.userId, 'Ended, submitted timesheet', now, -12, -6);
    await timesheetOn(pending.id, owner.userId, 'submitted', now);
    const decided = await shiftAt(owner.userId, 'Ended, approved timesheet', now, -13, -7);
    await timesheetOn(decided.id, owner.userId, 'approved', now);
    const cancelled = await shiftAt(owner.userId, 'Cancelled', now, -1, 5);
    await t.ctx.db.update(shifts).set({ status: 'cancelled' }).where(eq(shifts.id, cancelled.id));
    await shiftAt(other.userId, 'Not theirs', now, -1, 5);
    t.ctx.clock.now = new Date(now);

    const body = expectStatus(await client(t, owner).get('/api/shifts/mine/underway'), 200);
    expect(titles(body)).toEqual(['In progress', 'Just ended', 'Ended, submitted timesheet']);
    expect(body.shifts[2]).toMatchObject({ id: pending.id, timesheetsToDecide: 1, applicationCount: 1 });
    expect(body.shifts[0]).toMatchObject({ timesheetsToDecide: 0, applicationCount: 0 });
    expect(body.nextCursor).toBeNull();
    // The upcoming list is unchanged: started shifts are not in it.
    expect(titles(expectStatus(await client(t, owner).get('/api/shifts/mine'), 200))).toEqual(['Upcoming']);

    // Keyset pages of one: the same three in the same order, then no cursor.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/shifts/mine/underway?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: { nextCursor: string | null; shifts: { positionTitle: string }[] } = expectStatus(
        await client(t, owner).get(url),
        200,
      );
      seen.push(...titles(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['In progress', 'Just ended', 'Ended, submitted timesheet']);

    // 4 h after its end a shift leaves the list (the edge: 'Just ended' ended 3 h ago, so 1 h later).
    t.ctx.clock.now = new Date(now + HOUR - 1);
    expect(titles(expectStatus(await client(t, owner).get('/api/shifts/mine/underway'), 200))).toContain(
      'Just ended',
    );
    t.ctx.clock.now = new Date(now + HOUR);
    expect(titles(expectStatus(await client(t, owner).get('/api/shifts/mine/underway'), 200))).not.toContain(
      'Just ended',
    );
    // Once the timesheet is decided, the shift leaves too.
    await t.ctx.db.update(timesheets).set({ status: 'approved' }).where(eq(timesheets.shiftId, pending.id));
    expect(titles(expectStatus(await client(t, owner).get('/api/shifts/mine/underway'), 200))).toEqual([
      'In progress',
    ]);
    t.ctx.clock.now = null;
  });

  it('is for managers: a worker gets 403, a bad cursor 400', async () => {
    expect((await client(t, talent).get('/api/shifts/mine/underway')).statusCode).toBe(403);
    const owner = await createManager(t.ctx);
    expect((await client(t, owner).get('/api/shifts/mine/underway?cursor=nonsense')).statusCode).toBe(400);
  });
});

// How the access-control matrix calls the timesheet routes (docs/product/attendance.md,
// "Timesheets"), per cell: each state-changing cell gets a fresh timesheet of the target party's talent on a fresh,
// past shift of the target party's manager, and checks that a refused call changed nothing.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { shifts, timesheets } from '../../../src/server/db/schema';
import { createShiftPostedAt } from '../../../src/server/seed/factories/shifts';
import { localDateTime } from '../../../src/shared/domain/timesheet';
import { wholeShiftTimesheet } from '../../factories/timesheets';
import { type Builder, type Party, t } from './world';

const DAY = 86_400_000;

/** A shift two days ago with the party's talent checked in and out (09:00-15:00), its timesheet as `status`. */
async function freshTimesheet(p: Party, status: 'draft' | 'adjusted' = 'draft') {
  const posted = await createShiftPostedAt(t.ctx, p.manager.userId, new Date(Date.now() - 5 * DAY));
  const [shift] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
  return t.ctx.db.transaction(async (tx) => {
    const timesheet = await wholeShiftTimesheet(tx, t.ctx, shift!, p.talent.userId);
    if (status === 'adjusted')
      await tx
        .update(timesheets)
        .set({ status: 'adjusted', adjustedAt: new Date(), approvedAt: new Date(), adjustReason: 'Matrix' })
        .where(eq(timesheets.id, timesheet.id));
    return { id: timesheet.id, shift: shift! };
  });
}

const managerOf = async (id: string) =>
  (await t.ctx.db.select({ m: timesheets.managerId }).from(timesheets).where(eq(timesheets.id, id)))[0]?.m;
const statusOf = async (id: string) =>
  (await t.ctx.db.select({ status: timesheets.status }).from(timesheets).where(eq(timesheets.id, id)))[0]
    ?.status;
/** A refused change leaves the timesheet as it was; an accepted one moves it. */
const timesheetCheck = (id: string, before: string, after: string) => async (status: number) => {
  expect(await statusOf(id)).toBe(status < 300 ? after : before);
};

const times = (shift: { startsAt: Date; endsAt: Date; timeZone: string }) => ({
  checkInAt: localDateTime(shift.startsAt, shift.timeZone),
  checkOutAt: localDateTime(new Date(shift.endsAt.getTime() - 15 * 60_000), shift.timeZone),
});

/** `POST /api/timesheets/:id/<action>` on a fresh draft, which moves it to `after` only when the call succeeds. */
const draftMove =
  (action: string, after: string): Builder =>
  async ({ target }) => {
    const { id } = await freshTimesheet(target);
    return {
      method: 'POST',
      url: `/api/timesheets/${id}/${action}`,
      verify: timesheetCheck(id, 'draft', after),
    };
  };

export const TIMESHEET_BUILDERS: Record<string, Builder> = {
  // Everyone signed in sees only their own; other: filtering by the other party's shift finds nothing of theirs.
  'GET /api/timesheets': async ({ scope, self, target }) => ({
    method: 'GET',
    url: scope === 'other' ? `/api/timesheets?shiftId=${target.shiftId}` : '/api/timesheets',
    verify: async (status, body) => {
      if (status !== 200) return;
      for (const row of JSON.parse(body).timesheets) {
        const [stored] = await t.ctx.db.select().from(timesheets).where(eq(timesheets.id, row.id));
        expect([stored?.workerId, stored?.managerId], `timesheet ${row.id} is the caller's`).toContain(
          self!.userId,
        );
      }
    },
  }),
  'GET /api/timesheets/earnings': async () => ({ method: 'GET', url: '/api/timesheets/earnings' }),
  'GET /api/timesheets/costs': async () => ({ method: 'GET', url: '/api/timesheets/costs' }),
  'GET /api/shifts/:shiftId/timesheets': async ({ target }) => ({
    method: 'GET',
    url: `/api/shifts/${target.shiftId}/timesheets`,
  }),
  'PATCH /api/timesheets/:id': async ({ target }) => {
    const { id, shift } = await freshTimesheet(target);
    return {
      method: 'PATCH',
      url: `/api/timesheets/${id}`,
      payload: { ...times(shift), note: 'Left 15 minutes early.' },
      verify: async (status) => {
        const [row] = await t.ctx.db.select().from(timesheets).where(eq(timesheets.id, id));
        expect(row?.workerNote != null, 'only the worker corrects').toBe(status === 200);
      },
    };
  },
  'POST /api/timesheets/:id/submit': draftMove('submit', 'submitted'),
  'POST /api/timesheets/:id/approve': draftMove('approve', 'approved'),
  'POST /api/timesheets/:id/adjust': async ({ target }) => {
    const { id, shift } = await freshTimesheet(target);
    return {
      method: 'POST',
      url: `/api/timesheets/${id}/adjust`,
      payload: { ...times(shift), reason: 'Left 15 minutes early.' },
      verify: timesheetCheck(id, 'draft', 'adjusted'),
    };
  },
  'POST /api/shifts/:shiftId/timesheets/approve-all': async ({ target }) => {
    const { id, shift } = await freshTimesheet(target);
    return {
      method: 'POST',
      url: `/api/shifts/${shift.id}/timesheets/approve-all`,
      verify: timesheetCheck(id, 'draft', 'approved'),
    };
  },
  'POST /api/timesheets/approve-all': async ({ self, target }) => {
    const { id } = await freshTimesheet(target);
    await t.ctx.db
      .update(timesheets)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(eq(timesheets.id, id));
    const own = self?.userId === (await managerOf(id));
    return {
      method: 'POST',
      url: '/api/timesheets/approve-all',
      verify: async (status) => {
        expect(await statusOf(id)).toBe(status === 200 && own ? 'approved' : 'submitted');
      },
    };
  },
  'POST /api/timesheets/:id/dispute': async ({ target }) => {
    const { id } = await freshTimesheet(target, 'adjusted');
    return {
      method: 'POST',
      url: `/api/timesheets/${id}/dispute`,
      payload: { note: 'I stayed until the end.' },
      verify: timesheetCheck(id, 'adjusted', 'disputed'),
    };
  },
};

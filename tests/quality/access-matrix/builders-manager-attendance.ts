// How the access-control matrix calls the routes of (docs/product/attendance.md, "The manager's
// attendance list", "No-show" and "Appeals"), per cell: each state-changing cell gets a fresh booking of the target
// party's talent on a fresh shift of the target party's manager, with the shift moved so that the window is open, and
// checks that a refused call changed nothing.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appeals, shiftApplications } from '../../../src/server/db/schema';
import { startedBooking, statusCheck } from './requests';
import { type Builder, t } from './world';

const MINUTE = 60_000;

export const MANAGER_ATTENDANCE_BUILDERS: Record<string, Builder> = {
  'GET /api/shifts/:shiftId/attendance': async ({ target }) => ({
    method: 'GET',
    url: `/api/shifts/${target.shiftId}/attendance`,
  }),
  'POST /api/applications/:applicationId/mark-arrived': async ({ target }) => {
    const { id } = await startedBooking(target, 5);
    return {
      method: 'POST',
      url: `/api/applications/${id}/mark-arrived`,
      payload: { arrivedAt: new Date(Date.now() - 2 * MINUTE).toISOString(), reason: 'Signed in on paper' },
      verify: statusCheck(id, 'accepted', 'checked_in'),
    };
  },
  'POST /api/applications/:applicationId/no-show': async ({ target }) => {
    const { id } = await startedBooking(target, 40);
    return {
      method: 'POST',
      url: `/api/applications/${id}/no-show`,
      verify: statusCheck(id, 'accepted', 'no_show'),
    };
  },
  'POST /api/appeals': async ({ target }) => {
    const { id } = await startedBooking(target, 40);
    await t.ctx.db
      .update(shiftApplications)
      .set({
        status: 'no_show',
        cancelledAt: new Date(),
        cancelledBy: 'manager',
        cancellationConsequence: 'no_show',
      })
      .where(eq(shiftApplications.id, id));
    return {
      method: 'POST',
      url: '/api/appeals',
      payload: { subjectKind: 'no_show', subjectId: id, note: 'I was there.' },
      verify: async (status) => {
        const rows = await t.ctx.db.select().from(appeals).where(eq(appeals.subjectId, id));
        expect(rows.length, 'only the worker of the no-show appeals').toBe(status === 201 ? 1 : 0);
      },
    };
  },
  'GET /api/appeals/mine': async () => ({ method: 'GET', url: '/api/appeals/mine' }),
};

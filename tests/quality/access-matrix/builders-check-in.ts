// How the access-control matrix calls the check-in routes (docs/product/attendance.md), per
// cell: each state-changing cell gets a fresh booking of the target party's talent on a fresh shift of the target
// party's manager, moved so that it started 5 minutes ago (the check-in window is open), and checks that a refused
// call changed nothing.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { shiftApplications } from '../../../src/server/db/schema';
import { startedBooking, statusCheck } from './requests';
import { type Builder, t } from './world';

const MINUTE = 60_000;

const checkedOut = async (id: string) =>
  (
    await t.ctx.db
      .select({ at: shiftApplications.checkedOutAt })
      .from(shiftApplications)
      .where(eq(shiftApplications.id, id))
  )[0]?.at ?? null;

export const CHECK_IN_BUILDERS: Record<string, Builder> = {
  'GET /api/shifts/:shiftId/check-in-code': async ({ target }) => ({
    method: 'GET',
    url: `/api/shifts/${target.shiftId}/check-in-code`,
  }),
  'POST /api/applications/:applicationId/check-in': async ({ target }) => {
    const { id, code } = await startedBooking(target, 5);
    return {
      method: 'POST',
      url: `/api/applications/${id}/check-in`,
      payload: { code },
      verify: statusCheck(id, 'accepted', 'checked_in'),
    };
  },
  'POST /api/applications/:applicationId/check-out': async ({ target }) => {
    const { id } = await startedBooking(target, 5);
    await t.ctx.db
      .update(shiftApplications)
      .set({ status: 'checked_in', checkedInAt: new Date(Date.now() - MINUTE) })
      .where(eq(shiftApplications.id, id));
    return {
      method: 'POST',
      url: `/api/applications/${id}/check-out`,
      verify: async (status) => {
        expect((await checkedOut(id)) != null, 'only the checked-in worker checks out').toBe(status === 200);
      },
    };
  },
};

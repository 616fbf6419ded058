// How the access-control matrix calls the rating routes (docs/product/trust.md, "Ratings"), per
// cell: each cell gets a fresh completed booking of the target party's talent on a fresh shift of the target party's
// manager (completed now, so the 7-day window is open), and checks that a refused call changed nothing.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ratingReports, ratings, shiftApplications } from '../../../src/server/db/schema';
import { createShift } from '../../../src/server/seed/factories/shifts';
import { type Builder, type CellContext, type Party, t } from './world';

/** A booking of the party completed now. */
async function completedBooking(p: Party) {
  const shift = await createShift(t.ctx, p.manager.userId);
  const [application] = await t.ctx.db
    .insert(shiftApplications)
    .values({ shiftId: shift.id, workerId: p.talent.userId, status: 'completed', completedAt: t.ctx.now() })
    .returning({ id: shiftApplications.id });
  return { applicationId: application!.id, shiftId: shift.id };
}

/**
 * A live rating of a fresh booking of the target party about the side the caller would be (a manager caller: the
 * business; anyone else: the worker), so the target party's own member is its rated party.
 */
async function liveRatingFor({ actor, target }: CellContext) {
  const { applicationId, shiftId } = await completedBooking(target);
  const aboutBusiness = actor.startsWith('manager');
  const [rating] = await t.ctx.db
    .insert(ratings)
    .values({
      applicationId,
      shiftId,
      raterId: aboutBusiness ? target.talent.userId : target.manager.userId,
      rateeId: aboutBusiness ? target.manager.userId : target.talent.userId,
      raterRole: aboutBusiness ? 'talent' : 'manager',
      stars: 4,
      publishedAt: t.ctx.now(),
    })
    .returning({ id: ratings.id });
  return rating!.id;
}

const ratingRowsOf = (applicationId: string) =>
  t.ctx.db.select().from(ratings).where(eq(ratings.applicationId, applicationId));

export const RATING_BUILDERS: Record<string, Builder> = {
  'GET /api/applications/:id/ratings': async ({ target }) => {
    const { applicationId } = await completedBooking(target);
    return { method: 'GET', url: `/api/applications/${applicationId}/ratings` };
  },
  'POST /api/applications/:id/ratings': async ({ target }) => {
    const { applicationId } = await completedBooking(target);
    return {
      method: 'POST',
      url: `/api/applications/${applicationId}/ratings`,
      payload: { stars: 5 },
      verify: async (status) => {
        expect((await ratingRowsOf(applicationId)).length, 'a rating only when accepted').toBe(
          status === 201 ? 1 : 0,
        );
      },
    };
  },
  'GET /api/ratings/about/:userId': async ({ target }) => ({
    method: 'GET',
    url: `/api/ratings/about/${target.talent.userId}`,
  }),
  'POST /api/ratings/:id/reply': async (cell) => {
    const id = await liveRatingFor(cell);
    return {
      method: 'POST',
      url: `/api/ratings/${id}/reply`,
      payload: { reply: 'Thank you.' },
      verify: async (status) => {
        const [row] = await t.ctx.db.select().from(ratings).where(eq(ratings.id, id));
        expect(row!.reply, 'a reply only when accepted').toBe(status === 200 ? 'Thank you.' : null);
      },
    };
  },
  'POST /api/ratings/:id/report': async (cell) => {
    const id = await liveRatingFor(cell);
    return {
      method: 'POST',
      url: `/api/ratings/${id}/report`,
      payload: { reason: 'Abusive' },
      verify: async (status) => {
        const rows = await t.ctx.db
          .select()
          .from(ratingReports)
          .where(and(eq(ratingReports.ratingId, id)));
        expect(rows.length, 'a report only when accepted').toBe(status === 201 ? 1 : 0);
      },
    };
  },
};

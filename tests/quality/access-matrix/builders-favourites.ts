// How the access-control matrix calls the favourites and blocks routes (docs/product/trust.md, "Favourites and
// blocks"), per cell. Stars are on the target party's talent (who applied to that party's manager) and are removed
// after each cell; blocks use fresh accounts, so a block never ends the parties' own application or hides their
// shifts from later cells. Each cell checks that a refused call changed nothing.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { blocks, favourites, shiftInvitations } from '../../../src/server/db/schema';
import { applyToShift } from '../../../src/server/features/applications/apply-to-shift';
import { createManager, createTalent } from '../../../src/server/seed/factories/accounts';
import { createShift } from '../../../src/server/seed/factories/shifts';
import { type Builder, type CellContext, type Party, t } from './world';

const starOf = async (managerId: string, workerId: string) =>
  (
    await t.ctx.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.managerId, managerId), eq(favourites.workerId, workerId)))
  ).length > 0;

/** A fresh worker who applied to a fresh shift of the party's manager. */
async function freshApplicant(p: Party) {
  const talent = await createTalent(t.ctx, { phone: '(240) 555-0177' });
  const shift = await createShift(t.ctx, p.manager.userId);
  await applyToShift(t.ctx, talent.userId, shift.id);
  return talent.userId;
}

/**
 * Whom a cell blocks: a manager, a fresh applicant of the target party's manager (other: not the caller's applicant);
 * a talent, a fresh business with a shift (own) or the target party's talent (other: a worker is not a business).
 */
async function blockTarget({ self, scope, target, actor }: CellContext) {
  if (actor.startsWith('manager')) return freshApplicant(target);
  if (actor.startsWith('talent') && scope === 'own') {
    const business = await createManager(t.ctx);
    await createShift(t.ctx, business.userId);
    return business.userId;
  }
  return self ? target.talent.userId : freshApplicant(target);
}

const blockRow = async (blockerId: string | undefined, blockedId: string) =>
  blockerId
    ? (
        await t.ctx.db
          .select()
          .from(blocks)
          .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
      ).length > 0
    : false;

export const FAVOURITE_BUILDERS: Record<string, Builder> = {
  'GET /api/favourites': async () => ({ method: 'GET', url: '/api/favourites' }),
  // A fresh applicant of the target party's manager: the party's own talent may also have applied across parties
  // in an earlier row, which would make it the caller's applicant too.
  'PUT /api/favourites/:workerId': async ({ self, target }) => {
    const workerId = await freshApplicant(target);
    return {
      method: 'PUT',
      url: `/api/favourites/${workerId}`,
      verify: async (status) => {
        const starred = self ? await starOf(self.userId, workerId) : false;
        expect(starred, 'a star only when the call succeeded').toBe(status === 200);
        if (self) await t.ctx.db.delete(favourites).where(eq(favourites.managerId, self.userId));
      },
    };
  },
  'DELETE /api/favourites/:workerId': async ({ target }) => {
    const workerId = await freshApplicant(target);
    await t.ctx.db
      .insert(favourites)
      .values({ managerId: target.manager.userId, workerId })
      .onConflictDoNothing();
    return {
      method: 'DELETE',
      url: `/api/favourites/${workerId}`,
      verify: async (status) => {
        // Only the target party's own manager lifts the star; anyone else's call leaves it.
        expect(await starOf(target.manager.userId, workerId)).toBe(status !== 200);
        await t.ctx.db.delete(favourites).where(eq(favourites.managerId, target.manager.userId));
      },
    };
  },
  'POST /api/shifts/:shiftId/invite-favourites': async ({ target }) => {
    const shift = await createShift(t.ctx, target.manager.userId);
    await t.ctx.db
      .insert(favourites)
      .values({ managerId: target.manager.userId, workerId: target.talent.userId })
      .onConflictDoNothing();
    return {
      method: 'POST',
      url: `/api/shifts/${shift.id}/invite-favourites`,
      verify: async (status) => {
        const rows = await t.ctx.db
          .select()
          .from(shiftInvitations)
          .where(eq(shiftInvitations.shiftId, shift.id));
        expect(rows.length, 'invitations only when the call succeeded').toBe(status === 200 ? 1 : 0);
        await t.ctx.db.delete(favourites).where(eq(favourites.managerId, target.manager.userId));
      },
    };
  },
  'GET /api/blocks': async () => ({ method: 'GET', url: '/api/blocks' }),
  'PUT /api/blocks/:userId': async (cell) => {
    const userId = await blockTarget(cell);
    return {
      method: 'PUT',
      url: `/api/blocks/${userId}`,
      verify: async (status) => {
        expect(await blockRow(cell.self?.userId, userId)).toBe(status === 200);
        await t.ctx.db.delete(blocks).where(eq(blocks.blockedId, userId));
      },
    };
  },
  'DELETE /api/blocks/:userId': async (cell) => {
    const userId = await blockTarget(cell);
    return { method: 'DELETE', url: `/api/blocks/${userId}` };
  },
};

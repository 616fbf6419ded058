// How the access-control matrix calls the console's account routes (docs/product/operations.md,
// "Accounts"): staff only, 401 anonymous and 403 everyone else. 'Suspend' and 'Reinstate' act on a fresh account per
// cell (never a party's own), and every refused cell must have changed nothing. The suspension appeal is open to
// anyone holding the signed link: own = a fresh suspended account's link, other = a link of a reinstated account.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appeals, users } from '../../../src/server/db/schema';
import { createTalent } from '../../../src/server/seed/factories/accounts';
import { suspensionAppealToken } from '../../../src/server/trust/suspension-appeal-link';
import { type Builder, t } from './world';

async function suspendedTalent() {
  const talent = await createTalent(t.ctx);
  const at = new Date(Math.floor(t.ctx.now().getTime() / 1000) * 1000);
  await t.ctx.db
    .update(users)
    .set({ suspendedAt: at, suspendedReason: 'Matrix cell' })
    .where(eq(users.id, talent.userId));
  return { ...talent, suspendedAt: at };
}

const suspendedAtOf = async (userId: string) =>
  (await t.ctx.db.select({ at: users.suspendedAt }).from(users).where(eq(users.id, userId)))[0]?.at ?? null;

export const OPS_ACCOUNT_BUILDERS: Record<string, Builder> = {
  'GET /api/ops/accounts': async ({ target }) => ({
    method: 'GET',
    url: `/api/ops/accounts?q=${encodeURIComponent(target.talent.email)}`,
  }),
  'GET /api/ops/accounts/:userId': async ({ target }) => ({
    method: 'GET',
    url: `/api/ops/accounts/${target.talent.userId}`,
  }),
  'GET /api/ops/accounts/:userId/messages': async ({ target }) => ({
    method: 'GET',
    url: `/api/ops/accounts/${target.talent.userId}/messages?offset=0`,
  }),
  'POST /api/ops/accounts/:userId/suspend': async () => {
    const talent = await createTalent(t.ctx);
    return {
      method: 'POST',
      url: `/api/ops/accounts/${talent.userId}/suspend`,
      payload: { reason: 'Matrix cell' },
      verify: async (status) => {
        expect(await suspendedAtOf(talent.userId), 'suspended only when the call succeeded').toEqual(
          status === 200 ? expect.any(Date) : null,
        );
      },
    };
  },
  'POST /api/ops/accounts/:userId/reinstate': async () => {
    const talent = await suspendedTalent();
    return {
      method: 'POST',
      url: `/api/ops/accounts/${talent.userId}/reinstate`,
      payload: { reason: 'Matrix cell' },
      verify: async (status) => {
        expect(await suspendedAtOf(talent.userId), 'reinstated only when the call succeeded').toEqual(
          status === 200 ? null : talent.suspendedAt,
        );
      },
    };
  },
  'POST /api/suspension-appeals': async ({ scope }) => {
    const talent = await suspendedTalent();
    // other: the link of an earlier suspension, void since the account was reinstated and suspended again.
    const at = scope === 'own' ? talent.suspendedAt : new Date(talent.suspendedAt.getTime() - 60_000);
    return {
      method: 'POST',
      url: '/api/suspension-appeals',
      payload: {
        token: suspensionAppealToken(t.ctx.config.SESSION_SECRET, talent.userId, at),
        note: 'Matrix cell',
      },
      verify: async (status) => {
        const rows = await t.ctx.db.select().from(appeals).where(eq(appeals.userId, talent.userId));
        expect(rows.length, 'an appeal only when the call succeeded').toBe(status === 201 ? 1 : 0);
      },
    };
  },
};

// How the access-control matrix calls the vetting routes (docs/product/operations.md, "Vetting").
// The staff routes answer staff only; a decision acts on a fresh profile per cell, and a refused cell changes
// nothing. 'Resubmit' is the caller's own: own = the caller's profile with changes asked for, other = as it is (409).
// The e-mail verification link is the credential: own = a fresh link, other = a link already used (400).
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox, talentProfiles } from '../../../src/server/db/schema';
import {
  confirmEmailVerification,
  sendEmailVerification,
} from '../../../src/server/features/vetting/email-verification';
import { createTalent } from '../../../src/server/seed/factories/accounts';
import { type Builder, t } from './world';

async function freshLink(used: boolean) {
  const talent = await createTalent(t.ctx);
  await sendEmailVerification(t.ctx, talent.userId);
  const [email] = await t.ctx.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.userId, talent.userId))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = new URLSearchParams(email!.body.split('#')[1]?.split(/\s/)[0] ?? '').get('token')!;
  if (used) await confirmEmailVerification(t.ctx, token);
  return token;
}

const statusOf = async (userId: string) =>
  (
    await t.ctx.db
      .select({ status: talentProfiles.vettingStatus })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, userId))
  )[0]?.status;

export const VETTING_BUILDERS: Record<string, Builder> = {
  'GET /api/vetting/me': async () => ({ method: 'GET', url: '/api/vetting/me' }),
  'POST /api/vetting/me/resubmit': async ({ self, scope }) => {
    if (self && scope === 'own')
      await t.ctx.db
        .update(talentProfiles)
        .set({ vettingStatus: 'changes_requested' })
        .where(eq(talentProfiles.userId, self.userId));
    return { method: 'POST', url: '/api/vetting/me/resubmit' };
  },
  'POST /api/email-verification': async () => ({ method: 'POST', url: '/api/email-verification' }),
  'POST /api/email-verification/confirm': async ({ scope }) => ({
    method: 'POST',
    url: '/api/email-verification/confirm',
    payload: { token: await freshLink(scope === 'other') },
  }),
  'GET /api/accounts/managers/me/vetted-only': async () => ({
    method: 'GET',
    url: '/api/accounts/managers/me/vetted-only',
  }),
  // Off, as the parties' businesses are: their workers keep applying in the other rows.
  'PATCH /api/accounts/managers/me/vetted-only': async () => ({
    method: 'PATCH',
    url: '/api/accounts/managers/me/vetted-only',
    payload: { vettedOnly: false },
  }),
  'GET /api/ops/vetting': async () => ({ method: 'GET', url: '/api/ops/vetting' }),
  'GET /api/ops/vetting/:userId': async ({ target }) => ({
    method: 'GET',
    url: `/api/ops/vetting/${target.talent.userId}`,
  }),
  'POST /api/ops/vetting/:userId/decision': async () => {
    const talent = await createTalent(t.ctx);
    return {
      method: 'POST',
      url: `/api/ops/vetting/${talent.userId}/decision`,
      payload: { decision: 'approve' },
      verify: async (status) => {
        expect(await statusOf(talent.userId), 'approved only when the call succeeded').toBe(
          status === 200 ? 'approved' : 'in_review',
        );
      },
    };
  },
};

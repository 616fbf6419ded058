// docs/product/operations.md, "Vetting": a business's 'Only vetted workers can apply', and its
// check when a worker applies.
import { eq } from 'drizzle-orm';
import { VETTING_MESSAGES as MSG } from '../../shared/marketplace/vetting-messages';
import type { AppContext } from '../context';
import { managerAccounts, talentProfiles } from '../db/schema';
import { AppError } from '../lib/app-error';

export async function getVettedOnly(ctx: AppContext, managerId: string) {
  const [row] = await ctx.db
    .select({ vettedOnly: managerAccounts.vettedOnly })
    .from(managerAccounts)
    .where(eq(managerAccounts.userId, managerId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return row;
}

export async function setVettedOnly(ctx: AppContext, managerId: string, vettedOnly: boolean) {
  const [row] = await ctx.db
    .update(managerAccounts)
    .set({ vettedOnly })
    .where(eq(managerAccounts.userId, managerId))
    .returning({ vettedOnly: managerAccounts.vettedOnly });
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return row;
}

/** Refuses a worker who is not approved when the shift's business takes vetted workers only (403, with why). */
export async function assertMayApply(ctx: AppContext, workerId: string, managerId: string) {
  const [business] = await ctx.db
    .select({ vettedOnly: managerAccounts.vettedOnly })
    .from(managerAccounts)
    .where(eq(managerAccounts.userId, managerId))
    .limit(1);
  if (!business?.vettedOnly) return;
  const [worker] = await ctx.db
    .select({ status: talentProfiles.vettingStatus })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, workerId))
    .limit(1);
  if (worker?.status === 'approved') return;
  throw new AppError('FORBIDDEN', worker?.status === 'rejected' ? MSG.vettedOnlyRejected : MSG.vettedOnly);
}

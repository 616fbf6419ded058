import { eq } from 'drizzle-orm';
import { VETTING_MESSAGES as MSG } from '../../shared/marketplace/vetting-messages';
import { talentProfiles } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Tx } from '../messaging/outbox';

/**
 * The decision under an appeal of subject kind 'vetting' (docs/product/operations.md, "Vetting"): the worker's own
 * rejected profile, whose subject id is the worker's own id. Anyone else's id reads as not found.
 */
export async function vettingRejectionTime(tx: Tx, user: { id: string }, subjectId: string): Promise<Date> {
  if (subjectId !== user.id) throw new AppError('NOT_FOUND', MSG.profileNotFound);
  const [row] = await tx
    .select({ status: talentProfiles.vettingStatus, at: talentProfiles.vettingDecidedAt })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, user.id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.profileNotFound);
  if (row.status !== 'rejected' || !row.at) throw new AppError('CONFLICT', MSG.onlyRejectionAppealable);
  return row.at;
}

// docs/product/operations.md, "Vetting": the worker's own vetting state and checklist, and
// 'Resubmit for review' after 'Ask for changes'. A resubmitted profile keeps its place in the queue (its
// vetting_submitted_at stays as first submitted), so fixing a note never costs a worker their wait.
import { and, eq } from 'drizzle-orm';
import { isAppealWindowOpen } from '../../../shared/domain/appeals';
import { VETTING_STATUS_LABELS, vettingChecklist } from '../../../shared/domain/vetting';
import { VETTING_MESSAGES as MSG } from '../../../shared/marketplace/vetting-messages';
import type { AppContext } from '../../context';
import { selectAccount } from '../../db/account-rows';
import { appeals, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import { publishEvent } from '../../realtime/publish-event';

export const vettingColumns = {
  userId: talentProfiles.userId,
  name: talentProfiles.name,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  avatarKey: talentProfiles.avatarKey,
  sector: talentProfiles.sector,
  years: talentProfiles.years,
  skills: talentProfiles.skills,
  vettingStatus: talentProfiles.vettingStatus,
  vettingNote: talentProfiles.vettingNote,
  vettingSubmittedAt: talentProfiles.vettingSubmittedAt,
  vettingDecidedAt: talentProfiles.vettingDecidedAt,
};

export async function loadVettingRow(db: Pick<Tx, 'select'>, userId: string) {
  const [row] = await selectAccount(db, 'talent', userId, vettingColumns);
  return row;
}

export type VettingRow = NonNullable<Awaited<ReturnType<typeof loadVettingRow>>>;

export function vettingState(row: VettingRow) {
  return {
    status: row.vettingStatus,
    label: VETTING_STATUS_LABELS[row.vettingStatus],
    note: row.vettingStatus === 'approved' ? null : row.vettingNote,
    submittedAt: row.vettingSubmittedAt.toISOString(),
    decidedAt: row.vettingDecidedAt?.toISOString() ?? null,
    emailVerified: Boolean(row.emailVerifiedAt),
    checklist: vettingChecklist(row),
  };
}

export async function getMyVetting(ctx: AppContext, userId: string) {
  const row = await loadVettingRow(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND', MSG.profileNotFound);
  let appeal: { status: 'open' | 'upheld' | 'dismissed' | 'possible' | 'closed' } | null = null;
  if (row.vettingStatus === 'rejected' && row.vettingDecidedAt) {
    const [made] = await ctx.db
      .select({ status: appeals.status })
      .from(appeals)
      .where(
        and(eq(appeals.subjectKind, 'vetting'), eq(appeals.subjectId, userId), eq(appeals.userId, userId)),
      )
      .limit(1);
    const open = isAppealWindowOpen(row.vettingDecidedAt, ctx.now());
    appeal = { status: made ? made.status : open ? 'possible' : 'closed' };
  }
  return { ...vettingState(row), appeal };
}

/** 'Resubmit for review': changes_requested → in_review, once per request (the conditional UPDATE decides). */
export async function resubmitVetting(ctx: AppContext, userId: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(talentProfiles)
      .set({ vettingStatus: 'in_review' })
      .where(and(eq(talentProfiles.userId, userId), eq(talentProfiles.vettingStatus, 'changes_requested')))
      .returning({ userId: talentProfiles.userId });
    if (!row) throw new AppError('CONFLICT', MSG.resubmitOnlyAfterChanges);
    await publishEvent(tx, userId, 'vetting_changed', { status: 'in_review' });
  });
  return getMyVetting(ctx, userId);
}

// docs/product/operations.md, "Vetting": staff decide a profile in review — 'Approve', 'Ask for
// changes' (a note) or 'Reject' (a reason). One conditional UPDATE decides between two staff at once; the loser
// reads who decided, when and what. The worker is told in-app and by e-mail, their open tabs get a live
// 'vetting_changed', and the audit log records it, all in the decision's transaction.
import { and, eq } from 'drizzle-orm';
import {
  VETTING_DECISION_LABELS,
  VETTING_DECISION_STATUS,
  type VettingDecision,
  type VettingStatus,
} from '../../../shared/domain/vetting';
import { VETTING_MESSAGES as MSG, VETTING_NOTICES } from '../../../shared/marketplace/vetting-messages';
import { isUuid } from '../../../shared/uuid';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { staffAccounts, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMessage, type Tx } from '../../messaging/outbox';
import { createNotification } from '../../notifications/create-notification';
import { publishEvent } from '../../realtime/publish-event';

export type VettingDecisionInput = { decision: VettingDecision; note?: string | undefined };
type Staff = { id: string; role: string };

const DECISION_OF_STATUS: Partial<Record<VettingStatus, VettingDecision>> = {
  approved: 'approve',
  changes_requested: 'request_changes',
  rejected: 'reject',
};

function noticeOf(decision: VettingDecision, note: string) {
  if (decision === 'approve') return VETTING_NOTICES.approve;
  const notice = VETTING_NOTICES[decision];
  return { title: notice.title, message: notice.message(note) };
}

/** The 409 of the slower staff member: 'Already decided by <staff name> at <time>: <decision>.' */
async function alreadyDecided(tx: Tx, userId: string): Promise<AppError> {
  const [row] = await tx
    .select({
      status: talentProfiles.vettingStatus,
      at: talentProfiles.vettingDecidedAt,
      by: staffAccounts.name,
    })
    .from(talentProfiles)
    .leftJoin(staffAccounts, eq(staffAccounts.userId, talentProfiles.vettingDecidedBy))
    .where(eq(talentProfiles.userId, userId))
    .limit(1);
  const decision = row ? DECISION_OF_STATUS[row.status] : undefined;
  if (!row?.at || !decision) return new AppError('CONFLICT', MSG.notInReview);
  return new AppError(
    'CONFLICT',
    MSG.alreadyDecided(
      row.by ?? 'a former staff member',
      row.at.toISOString(),
      VETTING_DECISION_LABELS[decision],
    ),
  );
}

export async function decideVetting(
  ctx: AppContext,
  staff: Staff,
  userId: string,
  input: VettingDecisionInput,
  ip: string | null,
) {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', MSG.profileNotFound);
  const note = input.note?.trim() ?? '';
  if (input.decision === 'request_changes' && !note)
    throw new AppError('BAD_REQUEST', MSG.noteRequired, { field: 'note' });
  if (input.decision === 'reject' && !note)
    throw new AppError('BAD_REQUEST', MSG.reasonRequired, { field: 'note' });
  const now = ctx.now();
  const status = VETTING_DECISION_STATUS[input.decision];
  return ctx.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(talentProfiles)
      .set({
        vettingStatus: status,
        approved: status === 'approved',
        vettingNote: note || null,
        vettingDecidedAt: now,
        vettingDecidedBy: staff.id,
      })
      .where(and(eq(talentProfiles.userId, userId), eq(talentProfiles.vettingStatus, 'in_review')))
      .returning({ userId: talentProfiles.userId });
    if (!decided) {
      const [exists] = await tx
        .select({ id: talentProfiles.userId })
        .from(talentProfiles)
        .where(eq(talentProfiles.userId, userId))
        .limit(1);
      if (!exists) throw new AppError('NOT_FOUND', MSG.profileNotFound);
      throw await alreadyDecided(tx, userId);
    }
    const [worker] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    const notice = noticeOf(input.decision, note);
    await createNotification(tx, {
      recipientId: userId,
      senderId: staff.id,
      type: 'vetting_decided',
      title: notice.title,
      message: notice.message,
      data: { status, link: '/worker-dashboard' },
      sentVia: ['email'],
    });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: worker!.email,
      subject: notice.title,
      body: `Hello,\n\n${notice.message}\n\nSee your profile's checklist on your dashboard.`,
      userId,
    });
    await publishEvent(tx, userId, 'vetting_changed', { status });
    await recordAudit(tx, {
      actor: staff,
      action: `staff.vetting_${input.decision}` as const,
      target: { kind: 'talent_profile', id: userId },
      reason: note || null,
      before: { vettingStatus: 'in_review' },
      after: { vettingStatus: status },
      ip,
      at: now,
    });
    return { userId, status, decidedAt: now.toISOString() };
  });
}

// 'Suspend' and 'Reinstate' (docs/product/operations.md, "Accounts"; docs/product/accounts.md,
// "Suspended accounts"). One conditional UPDATE decides between two staff at once; the loser is told who decided,
// when and what. In the same transaction: every session of the account ends (deleting the rows closes their live
// streams on every instance: migration 0004), the audit row (before/after), the in-app notice and the e-mail.
// After it commits, a suspension ends the account's upcoming bookings per the cancellation table
// (suspension-bookings.ts). Reinstating restores sign-in, not the bookings. Staff accounts are not suspended here.
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  alreadyDecidedMessage,
  SUSPENSION_MESSAGES,
  suspendedSignInMessage,
} from '../../shared/marketplace/suspension-messages';
import { recordAudit } from '../audit/record-audit';
import { revokeAllSessions } from '../auth/sessions';
import { endSuspendedBookings, SUSPENSION_BOOKINGS_KIND } from '../booking/suspension-bookings';
import type { AppContext } from '../context';
import { auditLog, suspendedSessions, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { enqueueMessage, type Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import { findAccount, loadAccount } from './account-page';
import { staffNames } from './account-summary';
import { suspensionAppealLink, suspensionAppealToken } from './suspension-appeal-link';

export type Staff = { id: string; role: string };
type Decision = { reason: string; ip: string | null };

const DECISIONS = {
  'staff.account_suspended': 'suspended',
  'staff.account_reinstated': 'reinstated',
} as const;

/** The 409 for the second of two decisions: the latest suspend or reinstate of this account, by whom and when. */
async function alreadyDecided(tx: Tx, userId: string, fallback: string): Promise<AppError> {
  const [last] = await tx
    .select({ actorId: auditLog.actorId, at: auditLog.at, action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetKind, 'user'),
        eq(auditLog.targetId, userId),
        inArray(auditLog.action, Object.keys(DECISIONS)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!last) return new AppError('CONFLICT', fallback);
  const name = (await staffNames(tx, [last.actorId])).get(last.actorId ?? '') ?? 'another staff member';
  return new AppError(
    'CONFLICT',
    alreadyDecidedMessage(name, last.at, DECISIONS[last.action as keyof typeof DECISIONS]),
  );
}

export async function suspendAccount(ctx: AppContext, staff: Staff, userId: string, decision: Decision) {
  const now = ctx.now();
  const target = await findAccount(ctx.db, userId);
  if (target.role === 'ops') throw new AppError('FORBIDDEN', SUSPENSION_MESSAGES.notStaffTarget);
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(users)
      .set({ suspendedAt: now, suspendedReason: decision.reason, suspendedBy: staff.id })
      .where(and(eq(users.id, userId), isNull(users.suspendedAt), ne(users.role, 'ops')))
      .returning({ email: users.email });
    if (!done) throw await alreadyDecided(tx, userId, SUSPENSION_MESSAGES.notSuspended);
    // Each ended cookie is remembered, so its tab is told why (GET /api/auth/session), then every session ends.
    await tx.execute(
      sql`insert into suspended_sessions (token_hash, user_id) select token_hash, user_id from sessions where user_id = ${userId} on conflict do nothing`,
    );
    await revokeAllSessions(tx, userId);
    await ctx.services.scheduler.schedule(tx, {
      kind: SUSPENSION_BOOKINGS_KIND,
      subjectId: userId,
      runAt: now,
    });
    await recordAudit(tx, {
      actor: staff,
      action: 'staff.account_suspended',
      target: { kind: 'user', id: userId },
      reason: decision.reason,
      before: { suspendedAt: null },
      after: { suspendedAt: now.toISOString(), suspendedReason: decision.reason },
      ip: decision.ip,
      at: now,
    });
    const told = suspendedSignInMessage(decision.reason);
    await createNotification(tx, {
      recipientId: userId,
      senderId: staff.id,
      type: 'account_suspended',
      title: 'Your account is suspended',
      message: told,
      data: { kind: 'account_suspended' },
      sentVia: ['email'],
    });
    const link = suspensionAppealLink(
      ctx.config.APP_ORIGIN,
      suspensionAppealToken(ctx.config.SESSION_SECRET, userId, now),
    );
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: done.email,
      subject: 'Your TalentBridge account is suspended',
      body: `${told}\n\nAppeal here (the link works for 14 days): ${link}\n\nAny shifts or bookings you had ahead are cancelled; those affected have been told.`,
      userId,
      sensitive: true,
    });
  });
  const ended = await endSuspendedBookings(ctx, target);
  return { account: await loadAccount(ctx.db, userId), ended };
}

export async function reinstateAccount(ctx: AppContext, staff: Staff, userId: string, decision: Decision) {
  const now = ctx.now();
  await findAccount(ctx.db, userId);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ at: users.suspendedAt, reason: users.suspendedReason })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [done] = await tx
      .update(users)
      .set({ suspendedAt: null, suspendedReason: null, suspendedBy: null })
      .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
      .returning({ email: users.email });
    if (!done || !before?.at) throw await alreadyDecided(tx, userId, SUSPENSION_MESSAGES.notSuspended);
    await tx.delete(suspendedSessions).where(eq(suspendedSessions.userId, userId));
    await recordAudit(tx, {
      actor: staff,
      action: 'staff.account_reinstated',
      target: { kind: 'user', id: userId },
      reason: decision.reason,
      before: { suspendedAt: before.at.toISOString(), suspendedReason: before.reason },
      after: { suspendedAt: null },
      ip: decision.ip,
      at: now,
    });
    const message = `Your account is active again: ${decision.reason.trim().replace(/[.!?]+$/, '')}. You can sign in. Bookings cancelled by the suspension stay cancelled.`;
    await createNotification(tx, {
      recipientId: userId,
      senderId: staff.id,
      type: 'account_reinstated',
      title: 'Your account is active again',
      message,
      data: { kind: 'account_reinstated' },
      sentVia: ['email'],
    });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: done.email,
      subject: 'Your TalentBridge account is active again',
      body: `${message}\n\nSign in: ${ctx.config.APP_ORIGIN}/login`,
      userId,
    });
  });
  return {
    account: await loadAccount(ctx.db, userId),
    ended: { shiftsCancelled: 0, bookingsCancelled: 0, applicationsEnded: 0 },
  };
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import {
  type EmailChangeConfirm,
  ACCOUNT_CHANGE_MESSAGES as MSG,
} from '../../../shared/schemas/email-change';
import { recordAudit } from '../../audit/record-audit';
import { emailChangedNotice } from '../../auth/email-change-emails';
import { revokeAllSessions, revokeOtherSessions } from '../../auth/sessions';
import { sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { emailChangeRequests, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { enqueueMessage } from '../../messaging/outbox';

/** The caller's session, when the browser following the link is signed in (it keeps that session). */
type Caller = { userId: string; sessionId: string } | null;

/**
 * Following the link sent to the new address makes it the account's e-mail. The token is the
 * credential (whoever holds it owns the new mailbox); it works once, within 24 hours. Every other session of
 * the account ends and the old address is told.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  input: EmailChangeConfirm,
  caller: Caller,
): Promise<{ email: string; userType: Role; keptSession: boolean }> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      // A row lock: the same link followed twice at once passes only once.
      const [row] = await tx
        .select({
          id: emailChangeRequests.id,
          userId: emailChangeRequests.userId,
          newEmail: emailChangeRequests.newEmail,
          expiresAt: emailChangeRequests.expiresAt,
          usedAt: emailChangeRequests.usedAt,
          oldEmail: users.email,
          role: users.role,
        })
        .from(emailChangeRequests)
        .innerJoin(users, eq(users.id, emailChangeRequests.userId))
        .where(eq(emailChangeRequests.tokenHash, sha256(input.token)))
        .for('update', { of: emailChangeRequests })
        .limit(1);
      if (!row || row.usedAt) throw linkError(MSG.invalidLinkTitle, MSG.invalidLink);
      if (row.expiresAt.getTime() <= now.getTime()) throw linkError(MSG.expiredTitle, MSG.expired);

      // users.email is unique per role: a talent who took this address meanwhile wins (409 below).
      // Following the link proves the new mailbox: it counts as verified (vetting's 'E-mail verified').
      await tx
        .update(users)
        .set({ email: row.newEmail, emailVerifiedAt: now })
        .where(eq(users.id, row.userId));
      await tx
        .update(emailChangeRequests)
        .set({ usedAt: now })
        .where(and(eq(emailChangeRequests.userId, row.userId), isNull(emailChangeRequests.usedAt)));
      const keptSession = caller?.userId === row.userId;
      await recordAudit(tx, {
        actor: { id: row.userId, role: row.role },
        action: 'account.email_changed',
        target: { kind: 'user', id: row.userId },
        before: { email: row.oldEmail },
        after: { email: row.newEmail },
        at: now,
      });
      if (keptSession) await revokeOtherSessions(tx, row.userId, caller.sessionId);
      else await revokeAllSessions(tx, row.userId);
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: row.oldEmail,
        ...emailChangedNotice(row.newEmail, ctx.config.SUPPORT_EMAIL),
        userId: row.userId,
      });
      return { email: row.newEmail, userType: row.role, keptSession };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MSG.emailTaken, { field: 'token' });
    throw error;
  }
}

const linkError = (title: string, message: string) =>
  new AppError('BAD_REQUEST', message, { title, field: 'token' });

import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import type { ResetPassword } from '../../../shared/schemas/support';
import { recordAudit } from '../../audit/record-audit';
import { clearLockoutAfterReset } from '../../auth/login-lockout';
import { hashNewPassword } from '../../auth/passwords';
import { passwordChangedEmail } from '../../auth/recovery-emails';
import { revokeAllSessions } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { passwordResetTokens, users } from '../../db/schema';
import { enqueueMessage } from '../../messaging/outbox';
import { findUsableResetToken } from './reset-token';

/**
 * Done on the server (docs/product/recovery.md, "Reset password"): the password is re-hashed (argon2id), this token and
 * every other open token of the user are spent, and every session of the user ends, all in one transaction.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPassword,
  meta: { ip: string },
): Promise<{ userId: string; userType: Role }> {
  const now = ctx.now();
  // Check before hashing: argon2 is slow on purpose, and a made-up token must not cost us that.
  await findUsableResetToken(ctx.db, input, now);
  const passwordHash = await hashNewPassword(input.password);

  const token = await ctx.db.transaction(async (tx) => {
    // Again, under a row lock: the same link submitted twice at once passes only once.
    const locked = await findUsableResetToken(tx, input, now, { lock: true });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, locked.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, locked.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, locked.userId);
    await recordAudit(tx, {
      actor: { id: locked.userId, role: locked.userType },
      action: 'account.password_reset',
      target: { kind: 'user', id: locked.userId },
      ip: meta.ip,
      at: now,
    });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: locked.email,
      ...passwordChangedEmail(ctx.config.SUPPORT_EMAIL),
      userId: locked.userId,
    });
    return locked;
  });

  // Owning the mailbox proves who you are: this account's sign-in lockout is lifted (ADR 002, ADR 009).
  await clearLockoutAfterReset(
    ctx.db,
    { userId: token.userId, email: token.email, role: token.userType },
    meta.ip,
    now,
  );
  return { userId: token.userId, userType: token.userType };
}

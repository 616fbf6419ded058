import { and, eq, isNull } from 'drizzle-orm';
import type { UserType } from '../../../shared/api-types';
import type { ResetPassword } from '../../../shared/schemas/support';
import { hashPassword } from '../../auth/passwords';
import { revokeAllSessions } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { passwordResetTokens, trustedDevices, users } from '../../db/schema';
import { enqueueMessage } from '../../messaging/outbox';
import { recordAttempt } from '../accounts/login-lockout';
import { passwordChangedEmail } from './recovery-emails';
import { findUsableResetToken } from './reset-token';

/**
 * Spec §7 call 29, done on the server (ARCHITECTURE §5): the password is re-hashed (argon2id), this token and
 * every other open token of the user are spent, and every session of the user ends, all in one transaction.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPassword,
  meta: { ip: string },
): Promise<{ userId: string; userType: UserType }> {
  const now = ctx.now();
  // Check before hashing: argon2 is slow on purpose, and a made-up token must not cost us that.
  await findUsableResetToken(ctx.db, input, now);
  const passwordHash = await hashPassword(input.password);

  const token = await ctx.db.transaction(async (tx) => {
    // Again, under a row lock: the same link submitted twice at once passes only once.
    const locked = await findUsableResetToken(tx, input, now, { lock: true });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, locked.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, locked.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, locked.userId);
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: locked.email,
      ...passwordChangedEmail(ctx.config.SUPPORT_EMAIL),
      userId: locked.userId,
    });
    return locked;
  });

  await clearLoginLockout(ctx, token.email, meta.ip, now);
  return { userId: token.userId, userType: token.userType };
}

/**
 * Whoever reset the password owns the mailbox, so a lockout from earlier failures (spec §4) is lifted for the
 * unknown-device scope and for each device trusted with this e-mail (ADR 002). The records are of the kind a
 * sign-out writes: a success that ends the failure streak and counts toward no rate limit.
 */
async function clearLoginLockout(ctx: AppContext, email: string, ip: string, now: Date) {
  const devices = await ctx.db
    .select({ deviceHash: trustedDevices.deviceHash })
    .from(trustedDevices)
    .where(eq(trustedDevices.email, email));
  for (const deviceHash of [null, ...devices.map((d) => d.deviceHash)])
    await recordAttempt(ctx.db, { email, ip, deviceHash }, true, now, 'sign_out');
}

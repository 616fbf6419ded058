import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { generateCardNumber } from '../../../shared/domain/profile-card';
import { toE164 } from '../../../shared/phone';
import type { TalentProfileUpdate } from '../../../shared/schemas/accounts';
import { recordAudit } from '../../audit/record-audit';
import { refuseTakenEmail } from '../../auth/create-account';
import { hashNewPassword } from '../../auth/passwords';
import { passwordChangedEmail } from '../../auth/recovery-emails';
import { requestEmailChange } from '../../auth/request-email-change';
import { revokeOtherSessions } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { selectAccount } from '../../db/account-rows';
import { passwordResetTokens, talentProfiles, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { refuseDisposableEmail } from '../../lib/disposable-email';
import { isUniqueViolation } from '../../lib/pg-errors';
import { enqueueMessage, type Tx } from '../../messaging/outbox';
import { smsConsentRecord } from '../../sms/consent';
import { confirmCurrentPassword } from './confirm-current-password';
import { TALENT_EMAIL_TAKEN, talentProfileColumns } from './create-talent-profile';
import { PROFILE_NOT_FOUND } from './get-talent-profile';

type Meta = { ip: string; userAgent: string | null; sessionId: string };

/**
 * Onboarding in edit mode: a blank password keeps the current one (docs/product/profiles.md). ADR 010: an
 * e-mail or password change needs the current password; a new e-mail is only requested here (it becomes the
 * account's once the link sent to it is followed); a new password ends every other session, spends open reset
 * links and tells the owner; a new phone number must be verified again.
 */
export async function updateTalentProfile(
  ctx: AppContext,
  userId: string,
  input: TalentProfileUpdate,
  meta: Meta,
) {
  const { db } = ctx;
  const now = ctx.now();
  refuseDisposableEmail(input.email);
  const [account] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw notFound(PROFILE_NOT_FOUND);
  const newEmail = input.email !== account.email ? input.email : null;
  if (newEmail || input.password)
    await confirmCurrentPassword(ctx, { userId, ...account }, input.currentPassword);
  if (newEmail) await refuseTakenEmail(ctx, newEmail, 'talent', TALENT_EMAIL_TAKEN);
  const passwordHash = input.password ? await hashNewPassword(input.password) : undefined;
  const phone = toE164(input.phone);
  try {
    await db.transaction(async (tx) => {
      const [current] = await selectAccount(tx, 'talent', userId, {
        smsNotifications: users.smsNotifications,
        phone: users.phone,
        cardNumber: talentProfiles.cardNumber,
      }).for('update');
      if (!current) throw notFound(PROFILE_NOT_FOUND);
      const optingIn = input.smsNotifications && !current.smsNotifications;
      await tx
        .update(users)
        .set({
          phone,
          smsNotifications: input.smsNotifications,
          // A verified number vouches for that number only.
          ...(phone !== current.phone ? { phoneVerifiedAt: null } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          ...(optingIn ? { ...smsConsentRecord(true, now, meta), smsOptedOutAt: null } : {}),
        })
        .where(eq(users.id, userId));
      if (passwordHash) await endOtherAccess(ctx, tx, { userId, email: account.email, meta, now });
      if (input.smsNotifications !== current.smsNotifications)
        await recordAudit(tx, {
          actor: { id: userId, role: 'talent' },
          action: 'account.sms_consent_changed',
          target: { kind: 'user', id: userId },
          before: { smsNotifications: current.smsNotifications },
          after: { smsNotifications: input.smsNotifications },
          ip: meta.ip,
          at: now,
        });
      if (newEmail) await requestEmailChange(ctx, tx, { userId, currentEmail: account.email, newEmail }, now);
      await tx
        .update(talentProfiles)
        .set({
          ...talentProfileColumns(input),
          // A card number is assigned if missing (docs/product/profiles.md, "Fields").
          ...(current.cardNumber ? {} : { cardNumber: generateCardNumber(randomInt) }),
        })
        .where(eq(talentProfiles.userId, userId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TALENT_EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
}

type Access = { userId: string; email: string; meta: Meta; now: Date };

/** After a new password: other devices signed out, earlier reset links spent, the owner told. */
async function endOtherAccess(ctx: AppContext, tx: Tx, { userId, email, meta, now }: Access) {
  await revokeOtherSessions(tx, userId, meta.sessionId);
  await recordAudit(tx, {
    actor: { id: userId, role: 'talent' },
    action: 'account.password_changed',
    target: { kind: 'user', id: userId },
    ip: meta.ip,
    at: now,
  });
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: email,
    ...passwordChangedEmail(ctx.config.SUPPORT_EMAIL, 'other'),
    userId,
  });
}

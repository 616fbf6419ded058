import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { PHONE_VERIFICATION_MESSAGES as M } from '../../../shared/schemas/phone-verification';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { phoneVerifications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPhoneCode, MAX_CODE_ATTEMPTS, samePhoneCodeHash } from './phone-code';

/**
 * Checks the code against the account's newest live one and, when right, marks the phone
 * verified, provided it is still the number the code went to. Every try uses up one of the code's five, counted
 * before comparing, so parallel guesses cannot get more.
 */
export async function confirmPhoneVerification(ctx: AppContext, userId: string, code: string): Promise<void> {
  const now = ctx.now();
  const [pending] = await ctx.db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.verifiedAt)))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (!pending || pending.expiresAt <= now) throw new AppError('BAD_REQUEST', M.deadCode, { field: 'code' });

  const [counted] = await ctx.db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(eq(phoneVerifications.id, pending.id), lt(phoneVerifications.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: phoneVerifications.attempts });
  if (!counted) throw new AppError('BAD_REQUEST', M.deadCode, { field: 'code' });

  const given = hashPhoneCode(ctx.config.SESSION_SECRET, pending.id, code);
  if (!samePhoneCodeHash(given, pending.codeHash))
    throw new AppError('BAD_REQUEST', counted.attempts >= MAX_CODE_ATTEMPTS ? M.deadCode : M.wrongCode, {
      field: 'code',
    });

  await ctx.db.transaction(async (tx) => {
    // The phone must still be the one the code went to: a code proves that number only.
    const [verified] = await tx
      .update(users)
      .set({ phoneVerifiedAt: now })
      .where(and(eq(users.id, userId), eq(users.phone, pending.phone)))
      .returning({ id: users.id, role: users.role });
    if (!verified) throw new AppError('BAD_REQUEST', M.phoneChanged, { field: 'code' });
    await recordAudit(tx, {
      actor: { id: userId, role: verified.role },
      action: 'account.phone_verified',
      target: { kind: 'user', id: userId },
      after: { phone: pending.phone },
      at: now,
    });
    await tx.update(phoneVerifications).set({ verifiedAt: now }).where(eq(phoneVerifications.id, pending.id));
  });
}

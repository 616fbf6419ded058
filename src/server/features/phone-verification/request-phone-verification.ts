import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../shared/constants';
import { displayPhone, usPhoneProblem } from '../../../shared/phone';
import { PHONE_VERIFICATION_MESSAGES as M } from '../../../shared/schemas/phone-verification';
import type { AppContext } from '../../context';
import { phoneVerifications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type RateLimit, takeRateLimit } from '../../lib/rate-limiter';
import { CODE_TTL_MS, hashPhoneCode, newPhoneCode } from './phone-code';

const TEN_MINUTES = 10 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/** 3 codes per 10 minutes and 10 a day, per account and per number: nobody can turn this into a text cannon. */
const codeLimits = (userId: string, phone: string): RateLimit[] => [
  { bucket: 'phone_code_account_10m', key: userId, max: 3, windowMs: TEN_MINUTES },
  { bucket: 'phone_code_account_day', key: userId, max: 10, windowMs: DAY },
  { bucket: 'phone_code_number_10m', key: phone, max: 3, windowMs: TEN_MINUTES },
  { bucket: 'phone_code_number_day', key: phone, max: 10, windowMs: DAY },
];

/** The code's text: nothing user-written in it. */
export const verificationCodeSms = (code: string) =>
  `${PRODUCT_NAME}: your verification code is ${code}. It expires in 10 minutes. Reply STOP to opt out.`;

/**
 * Texts a fresh six-digit code to the caller's stored phone. Only the code's keyed hash is
 * kept; an earlier unused code of the account stops working.
 */
export async function requestPhoneVerification(
  ctx: AppContext,
  userId: string,
): Promise<{ status: 'sent' | 'verified'; phone: string; message: string }> {
  const [user] = await ctx.db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.phone) throw new AppError('BAD_REQUEST', M.noPhone);
  const shown = displayPhone(user.phone, 'spaced');
  if (user.verifiedAt) return { status: 'verified', phone: shown, message: M.verified };
  const problem = usPhoneProblem(user.phone);
  if (problem) throw new AppError('BAD_REQUEST', problem);

  const now = ctx.now();
  const limit = await takeRateLimit(ctx.db, codeLimits(userId, user.phone), now);
  if (!limit.ok)
    throw new AppError('TOO_MANY_REQUESTS', M.tooMany(Math.ceil(limit.retryAfterSeconds / 60)), {
      retryAfterSeconds: limit.retryAfterSeconds,
    });

  const id = randomUUID();
  const code = newPhoneCode();
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.verifiedAt)));
    await tx.insert(phoneVerifications).values({
      id,
      userId,
      phone: user.phone!,
      codeHash: hashPhoneCode(ctx.config.SESSION_SECRET, id, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
  });

  const result = await ctx.services.sms.sendNow({
    to: user.phone,
    body: verificationCodeSms(code),
    userId,
    purpose: 'verification',
  });
  if (result.status === 'sent') return { status: 'sent', phone: shown, message: M.codeSent(shown) };
  if (result.status === 'opted_out') throw new AppError('BAD_REQUEST', M.stopped);
  if (result.status === 'limited')
    throw new AppError('TOO_MANY_REQUESTS', result.error, { retryAfterSeconds: result.retryAfterSeconds });
  throw new AppError('BAD_GATEWAY', M.sendFailed);
}

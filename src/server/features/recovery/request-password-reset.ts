import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS } from '../../../shared/constants';
import type { ForgotPassword } from '../../../shared/schemas/support';
import { newHexToken, sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { passwordResetTokens, users } from '../../db/schema';
import { type RateLimit, takeRateLimit } from '../../lib/rate-limiter';
import { enqueueMessage } from '../../messaging/outbox';
import { resetEmail, resetLink } from './recovery-emails';

const MINUTE_MS = 60_000;

/**
 * Every answer takes at least this long, whether or not the account exists (ARCHITECTURE §5, OWASP Forgot
 * Password). The account-dependent work (lookup, token, outbox row) takes a few milliseconds and runs while
 * we wait; the answer never waits for it, so even a slow database cannot make "known" slower than "unknown".
 */
export const FORGOT_PASSWORD_MIN_RESPONSE_MS = 250;

/**
 * Spec §9 "5 per 15 minutes" per e-mail and address; a cap per address against sweeping many e-mails; a cap
 * per e-mail against filling one inbox from many addresses. Keys hold a hash, not the e-mail itself: most
 * e-mails typed here belong to no account, and we keep no list of them.
 */
export function forgotPasswordLimits(email: string, ip: string): RateLimit[] {
  const window = 15 * MINUTE_MS;
  return [
    { bucket: 'forgot_password_email_ip', key: sha256(`${email}\n${ip}`), max: 5, windowMs: window },
    { bucket: 'forgot_password_ip', key: ip, max: 20, windowMs: window },
    { bucket: 'forgot_password_email', key: sha256(email), max: 10, windowMs: 60 * MINUTE_MS },
  ];
}

type Options = { ip: string; onError: (error: unknown) => void };

/**
 * Spec §7 call 30. Always resolves the same way: the caller learns nothing about the account, nor about
 * the rate limit (a limited request simply sends nothing).
 */
export async function requestPasswordReset(ctx: AppContext, input: ForgotPassword, options: Options) {
  const started = performance.now();
  const now = ctx.now();
  const limit = await takeRateLimit(ctx.db, forgotPasswordLimits(input.email, options.ip), now);
  if (limit.ok) issueResetLink(ctx, input, now).catch(options.onError);
  await sleep(Math.max(0, FORGOT_PASSWORD_MIN_RESPONSE_MS - (performance.now() - started)));
}

/** The token (only its hash stored) and the e-mail carrying it, in one transaction (outbox). */
async function issueResetLink(ctx: AppContext, input: ForgotPassword, now: Date) {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.role, input.userType)))
    .limit(1);
  if (!user) return;
  const token = newHexToken();
  const email = resetEmail(resetLink(ctx.config.APP_ORIGIN, token, input.userType), input.userType);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await enqueueMessage(tx, { channel: 'email', recipient: user.email, ...email, userId: user.id });
  });
}

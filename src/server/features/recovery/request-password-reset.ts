import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { PASSWORD_RESET_LIMITS, RESET_TOKEN_TTL_MS } from '../../../shared/constants';
import type { ForgotPassword } from '../../../shared/schemas/support';
import { isTrustedDevice } from '../../auth/login-lockout';
import { resetEmail, resetLink, resetRequestsNoticeEmail } from '../../auth/recovery-emails';
import { newHexToken, sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { passwordResetTokens, users } from '../../db/schema';
import { type RateLimit, takeRateLimit } from '../../lib/rate-limiter';
import { enqueueMessage } from '../../messaging/outbox';

/**
 * Every answer takes at least this long, whether or not the account exists (docs/product/recovery.md, OWASP Forgot
 * Password). The account-dependent work (lookup, token, outbox row) takes a few milliseconds and runs while
 * we wait; the answer never waits for it, so even a slow database cannot make "known" slower than "unknown".
 */
export const FORGOT_PASSWORD_MIN_RESPONSE_MS = 250;

/**
 * 5 per 15 minutes per e-mail and address (docs/product/recovery.md), and a cap per address against sweeping many e-mails: both
 * account-blind, taken before the answer. Keys hold a hash, not the e-mail itself: most e-mails typed here belong
 * to no account, and we keep no list of them.
 */
function forgotPasswordLimits(email: string, ip: string): RateLimit[] {
  return [
    {
      bucket: 'forgot_password_email_ip',
      key: sha256(`${email}\n${ip}`),
      ...PASSWORD_RESET_LIMITS.perEmailAndAddress,
    },
    { bucket: 'forgot_password_ip', key: ip, ...PASSWORD_RESET_LIMITS.perAddress },
  ];
}

/**
 * ADR 009: the account's quota against filling one inbox from many addresses. Unknown devices
 * share one; each device that has signed in to this account has its own, so strangers cannot use up the owner's.
 */
function accountQuota(userId: string, trustedDeviceHash: string | null): RateLimit {
  return trustedDeviceHash
    ? {
        bucket: 'forgot_password_device',
        key: sha256(`${userId}\n${trustedDeviceHash}`),
        ...PASSWORD_RESET_LIMITS.perTrustedDevice,
      }
    : { bucket: 'forgot_password_account', key: userId, ...PASSWORD_RESET_LIMITS.perAccountUnknownDevices };
}

type Options = { ip: string; deviceToken?: string; onError: (error: unknown) => void };

/**
 * Forgot password (docs/product/recovery.md). Always resolves the same way: the caller learns nothing about the account, nor about
 * the rate limit (a limited request simply sends nothing).
 */
export async function requestPasswordReset(ctx: AppContext, input: ForgotPassword, options: Options) {
  const started = performance.now();
  const now = ctx.now();
  const limit = await takeRateLimit(ctx.db, forgotPasswordLimits(input.email, options.ip), now);
  const deviceHash = options.deviceToken ? sha256(options.deviceToken) : null;
  if (limit.ok) issueResetLink(ctx, input, deviceHash, now).catch(options.onError);
  await sleep(Math.max(0, FORGOT_PASSWORD_MIN_RESPONSE_MS - (performance.now() - started)));
}

/** The token (only its hash stored) and the e-mail carrying it, in one transaction (outbox). */
async function issueResetLink(ctx: AppContext, input: ForgotPassword, deviceHash: string | null, now: Date) {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.role, input.userType)))
    .limit(1);
  if (!user) return;
  const trusted = await isTrustedDevice(ctx.db, user.id, deviceHash);
  const quota = await takeRateLimit(ctx.db, [accountQuota(user.id, trusted ? deviceHash : null)], now);
  if (!quota.ok) {
    if (!trusted) await tellOwnerOnce(ctx, { ...user, userType: input.userType }, now);
    return;
  }
  const token = newHexToken();
  const email = resetEmail(resetLink(ctx.config.APP_ORIGIN, token, input.userType), input.userType);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    // The link is a secret: its body is cleared once delivered.
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: user.email,
      ...email,
      userId: user.id,
      sensitive: true,
    });
  });
}

/**
 * Never silently: when unknown devices have used up the account's shared quota, the owner is
 * told, at most once per window, how to get a link anyway.
 */
async function tellOwnerOnce(
  ctx: AppContext,
  user: { id: string; email: string; userType: ForgotPassword['userType'] },
  now: Date,
) {
  const once = await takeRateLimit(
    ctx.db,
    [{ bucket: 'forgot_password_notice', key: user.id, ...PASSWORD_RESET_LIMITS.ownerNotice }],
    now,
  );
  if (!once.ok) return;
  await enqueueMessage(ctx.db, {
    channel: 'email',
    recipient: user.email,
    ...resetRequestsNoticeEmail(user.userType, ctx.config.SUPPORT_EMAIL),
    userId: user.id,
  });
}

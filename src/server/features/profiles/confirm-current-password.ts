import { ACCOUNT_CHANGE_MESSAGES as MSG } from '../../../shared/schemas/email-change';
import { verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { takeRateLimit } from '../../lib/rate-limiter';

/** Per account, not per session or address: a stolen session cannot guess faster by opening more of them. */
export const REAUTH_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;

/**
 * An e-mail or password change needs the current password (OWASP re-authentication). Every
 * try takes one hit from the account's limit BEFORE the password is checked, the right one included: the
 * limiter counts and records in one locked step, so 50 guesses sent at once cannot all pass a "how many so
 * far" look taken before any of them is recorded. Five changes in 15 minutes is plenty for an owner.
 */
export async function confirmCurrentPassword(
  ctx: AppContext,
  account: { userId: string; passwordHash: string },
  currentPassword: string | undefined,
) {
  if (!currentPassword)
    throw new AppError('BAD_REQUEST', MSG.currentPasswordRequired, { field: 'currentPassword' });
  const limit = await takeRateLimit(
    ctx.db,
    [{ bucket: 'reauth_account', key: account.userId, ...REAUTH_LIMIT }],
    ctx.now(),
  );
  if (!limit.ok)
    throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyTries(Math.ceil(limit.retryAfterSeconds / 60)), {
      field: 'currentPassword',
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  const { ok } = await verifyPassword(account.passwordHash, currentPassword);
  if (!ok) throw new AppError('FORBIDDEN', MSG.currentPasswordWrong, { field: 'currentPassword' });
}

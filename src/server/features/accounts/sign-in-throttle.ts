import { LOGIN_RATE_LIMIT, SIGN_IN_ADDRESS_LIMIT } from '../../../shared/constants';
import { LOGIN_MESSAGES } from '../../../shared/schemas/accounts';
import { sha256 } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { takeRateLimit } from '../../lib/rate-limiter';

const MINUTE_S = 60;

/**
 * Sign-in rate limits, through the one advisory-locked limiter (issue 10 items 2 and 10), taken before any
 * password is hashed:
 * - per address across every e-mail (SIGN_IN_ADDRESS_LIMIT), so one host spraying a password over many
 *   accounts stops;
 * - per e-mail and address (LOGIN_RATE_LIMIT, docs/product/accounts.md, ADR 002: 5 per 15 minutes), so one attacker's address does not rate-limit
 *   the user's. Its key holds a hash: most e-mails typed here belong to no account.
 * Taken in that order, so an address over its own limit does not also use up an e-mail's.
 */
export async function assertSignInAllowed(db: Db, email: string, ip: string, now: Date) {
  const perAddress = await takeRateLimit(
    db,
    [{ bucket: 'sign_in_ip', key: ip, ...SIGN_IN_ADDRESS_LIMIT }],
    now,
  );
  if (!perAddress.ok)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      LOGIN_MESSAGES.tooManyFromNetwork(Math.ceil(perAddress.retryAfterSeconds / MINUTE_S)),
      { title: LOGIN_MESSAGES.loginFailedTitle, retryAfterSeconds: perAddress.retryAfterSeconds },
    );
  const perEmail = await takeRateLimit(
    db,
    [{ bucket: 'sign_in_email_ip', key: sha256(`${email}\n${ip}`), ...LOGIN_RATE_LIMIT }],
    now,
  );
  if (!perEmail.ok)
    throw new AppError('TOO_MANY_REQUESTS', LOGIN_MESSAGES.tooManyAttempts, {
      title: LOGIN_MESSAGES.loginFailedTitle,
      retryAfterSeconds: perEmail.retryAfterSeconds,
    });
}

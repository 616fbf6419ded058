import { LOGIN_RATE_LIMIT, SIGN_IN_ADDRESS_LIMIT } from '../../../shared/constants';
import { LOGIN_MESSAGES } from '../../../shared/schemas/accounts';
import { sha256 } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { refundRateLimitHits, takeRateLimit } from '../../lib/rate-limiter';

const MINUTE_S = 60;

/**
 * Sign-in rate limits, through the one advisory-locked limiter, taken before any
 * password is hashed:
 * - per address across every e-mail (SIGN_IN_ADDRESS_LIMIT), so one host spraying a password over many
 *   accounts stops;
 * - per e-mail and address (LOGIN_RATE_LIMIT, docs/product/accounts.md, ADR 002: 5 per 15 minutes), so one attacker's address does not rate-limit
 *   the user's. Its key holds a hash: most e-mails typed here belong to no account.
 * Taken in that order, so an address over its own limit does not also use up an e-mail's.
 *
 * Both count failed sign-ins only: someone who signs in and out a few times and then mistypes once
 * must not be refused with the right password. Every attempt still takes its hits up front (so parallel guesses
 * cannot slip past the limit while their passwords are being hashed); a successful sign-in gives them back
 * through `refundSignInHits`. Returns the hits taken.
 */
export async function assertSignInAllowed(db: Db, email: string, ip: string, now: Date): Promise<number[]> {
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
  return [...perAddress.hits, ...perEmail.hits];
}

/** A correct password: the attempt does not count towards either limit (see `assertSignInAllowed`). */
export function refundSignInHits(db: Db, hits: number[]): Promise<void> {
  return refundRateLimitHits(db, hits);
}

import { SIGN_UP_LIMITS } from '../../shared/constants';
import { SIGN_UP_LIMIT_MESSAGES } from '../../shared/schemas/accounts';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { takeRateLimit } from '../lib/rate-limiter';
import { recordAccountFlag } from '../trust/record-flag';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * ADR 009: accounts created from one address, and on the whole platform, talent and manager
 * together, through the one advisory-locked limiter. Called by createAccount (both sign-ups) after the input is valid and
 * before any password is hashed; the factories (test data and the demo seed) pass `unthrottled`.
 *
 * The platform-wide cap is a ceiling against a distributed flood (many addresses): reaching it delays real
 * sign-ups for at most an hour, which is better than filling the database with throw-away accounts. The
 * per-address limit is taken first, so one address over its own limit never uses up the platform's.
 */
export async function assertSignUpAllowed(db: Db, ip: string, now: Date) {
  const perAddress = await takeRateLimit(
    db,
    [{ bucket: 'sign_up_ip', key: ip, ...SIGN_UP_LIMITS.perAddress }],
    now,
  );
  if (!perAddress.ok) {
    // For the staff's 'Flagged accounts' queue (docs/product/operations.md, "Queues"): one open flag per address.
    await recordAccountFlag(
      db,
      {
        kind: 'signup_burst',
        ip,
        detail: `Sign-ups from this address went over ${SIGN_UP_LIMITS.perAddress.max}.`,
      },
      now,
    );
    throw new AppError(
      'TOO_MANY_REQUESTS',
      SIGN_UP_LIMIT_MESSAGES.perAddress(minutes(perAddress.retryAfterSeconds)),
      {
        retryAfterSeconds: perAddress.retryAfterSeconds,
      },
    );
  }
  const platform = await takeRateLimit(
    db,
    [{ bucket: 'sign_up_platform', key: 'all', ...SIGN_UP_LIMITS.platform }],
    now,
  );
  if (!platform.ok)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      SIGN_UP_LIMIT_MESSAGES.platform(minutes(platform.retryAfterSeconds)),
      {
        retryAfterSeconds: platform.retryAfterSeconds,
      },
    );
}

import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { LOGIN_LOCKOUT, LOGIN_RATE_LIMIT } from '../../../shared/constants';
import { LOGIN_MESSAGES } from '../../../shared/schemas/accounts';
import type { Db } from '../../db/client';
import { loginAttempts, trustedDevices } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Lockout and rate limit for sign-in (spec §4, §9), kept in the database so they hold across restarts
 * and instances. Lockout is scoped per ADR 002: failures from a device that has already signed in to this
 * e-mail only lock that device; everyone else shares the "unknown devices" scope. So an attacker can lock
 * the e-mail for unknown devices, but never the real user's own browser.
 */
export type AttemptScope = { email: string; ip: string; deviceHash: string | null };

export const LOCKED_NOW_MESSAGE = LOGIN_MESSAGES.lockedNow;
export const RATE_LIMITED_MESSAGE = LOGIN_MESSAGES.tooManyAttempts;
export const lockedMessage = LOGIN_MESSAGES.lockedFor;

/** The device hash counts only when that device has signed in to this e-mail before. */
export async function trustedScope(
  db: Db,
  email: string,
  ip: string,
  deviceHash: string | null,
): Promise<AttemptScope> {
  if (!deviceHash) return { email, ip, deviceHash: null };
  const rows = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.email, email), eq(trustedDevices.deviceHash, deviceHash)))
    .limit(1);
  return { email, ip, deviceHash: rows.length ? deviceHash : null };
}

const scopeFilter = (scope: AttemptScope) =>
  and(
    eq(loginAttempts.email, scope.email),
    scope.deviceHash ? eq(loginAttempts.deviceHash, scope.deviceHash) : isNull(loginAttempts.deviceHash),
  );

export async function assertNotRateLimited(db: Db, scope: AttemptScope, now: Date) {
  const since = new Date(now.getTime() - LOGIN_RATE_LIMIT.windowMs);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, scope.email),
        eq(loginAttempts.ip, scope.ip),
        inArray(loginAttempts.kind, ['sign_in', 'blocked']),
        gt(loginAttempts.createdAt, since),
      ),
    );
  if ((row?.n ?? 0) >= LOGIN_RATE_LIMIT.max)
    throw new AppError('TOO_MANY_REQUESTS', RATE_LIMITED_MESSAGE, {
      title: 'Login failed',
      retryAfterSeconds: 900,
    });
}

/** Failures in scope within the window and after the last success (a success clears the count). */
async function recentFailures(db: Db, scope: AttemptScope, now: Date): Promise<Date[]> {
  const since = new Date(now.getTime() - LOGIN_LOCKOUT.windowMs);
  const rows = await db
    .select({ success: loginAttempts.success, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(scopeFilter(scope), ne(loginAttempts.kind, 'blocked'), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(20);
  const failures: Date[] = [];
  for (const r of rows) {
    if (r.success) break;
    failures.push(r.createdAt);
  }
  return failures;
}

export async function assertNotLocked(db: Db, scope: AttemptScope, now: Date) {
  const failures = await recentFailures(db, scope, now);
  if (failures.length < LOGIN_LOCKOUT.maxFailures) return;
  const lockedUntil = failures[0]!.getTime() + LOGIN_LOCKOUT.lockMs;
  const remaining = lockedUntil - now.getTime();
  if (remaining > 0) {
    await recordAttempt(db, scope, false, now, 'blocked');
    const minutes = Math.max(1, Math.ceil(remaining / 60_000));
    throw new AppError('LOCKED', lockedMessage(minutes), {
      title: 'Login failed',
      retryAfterSeconds: Math.ceil(remaining / 1000),
    });
  }
}

export async function recordAttempt(
  db: Db,
  scope: AttemptScope,
  success: boolean,
  now: Date,
  kind: 'sign_in' | 'blocked' | 'sign_out' = 'sign_in',
) {
  await db.insert(loginAttempts).values({ ...scope, success, kind, createdAt: now });
}

/** True when this failure is the one that locks the scope. */
export async function failureLocks(db: Db, scope: AttemptScope, now: Date): Promise<boolean> {
  return (await recentFailures(db, scope, now)).length >= LOGIN_LOCKOUT.maxFailures;
}

export async function trustDevice(db: Db, email: string, deviceHash: string, now: Date) {
  await db
    .insert(trustedDevices)
    .values({ email, deviceHash, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [trustedDevices.email, trustedDevices.deviceHash],
      set: { lastUsedAt: now },
    });
}

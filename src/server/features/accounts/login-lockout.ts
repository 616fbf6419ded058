import { and, eq, sql } from 'drizzle-orm';
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

/**
 * Everything the lockout and the rate limit need for one sign-in, read in one statement: whether the presented
 * device has signed in to this e-mail before (only then does its hash scope the lockout), how many attempts this
 * e-mail + address made in the rate-limit window, and the scope's recent attempts, newest first.
 */
export type LoginGate = {
  scope: AttemptScope;
  rateLimitCount: number;
  /** Failures in scope within the lockout window and after the last success (a success clears the count). */
  failures: Date[];
};

export async function readLoginGate(
  db: Db,
  email: string,
  ip: string,
  deviceHash: string | null,
  now: Date,
): Promise<LoginGate> {
  const rateSince = new Date(now.getTime() - LOGIN_RATE_LIMIT.windowMs).toISOString();
  const lockSince = new Date(now.getTime() - LOGIN_LOCKOUT.windowMs).toISOString();
  const a = loginAttempts;
  const result = await db.execute<{ trusted: boolean; rate_count: number; recent: RecentAttempt[] }>(sql`
    WITH scope AS (
      SELECT EXISTS (
        SELECT 1 FROM ${trustedDevices}
        WHERE ${trustedDevices.email} = ${email} AND ${trustedDevices.deviceHash} = ${deviceHash}
      ) AS trusted
    ), recent AS (
      SELECT ${a.success} AS success, ${a.createdAt} AS at FROM ${a}, scope
      WHERE ${a.email} = ${email} AND ${a.kind} <> 'blocked' AND ${a.createdAt} > ${lockSince}::timestamptz
        AND CASE WHEN scope.trusted THEN ${a.deviceHash} = ${deviceHash} ELSE ${a.deviceHash} IS NULL END
      ORDER BY ${a.createdAt} DESC, ${a.id} DESC
      LIMIT 20
    )
    SELECT
      (SELECT trusted FROM scope) AS trusted,
      (SELECT count(*)::int FROM ${a}
        WHERE ${a.email} = ${email} AND ${a.ip} = ${ip} AND ${a.kind} IN ('sign_in', 'blocked')
          AND ${a.createdAt} > ${rateSince}::timestamptz) AS rate_count,
      (SELECT coalesce(json_agg(recent), '[]'::json) FROM recent) AS recent`);
  const row = result.rows[0]!;
  const failures: Date[] = [];
  for (const attempt of row.recent) {
    if (attempt.success) break;
    failures.push(new Date(attempt.at));
  }
  return {
    scope: { email, ip, deviceHash: deviceHash && row.trusted ? deviceHash : null },
    rateLimitCount: row.rate_count,
    failures,
  };
}

type RecentAttempt = { success: boolean; at: string };

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

export function assertNotRateLimited(gate: LoginGate) {
  if (gate.rateLimitCount >= LOGIN_RATE_LIMIT.max)
    throw new AppError('TOO_MANY_REQUESTS', RATE_LIMITED_MESSAGE, {
      title: 'Login failed',
      retryAfterSeconds: 900,
    });
}

export async function assertNotLocked(db: Db, gate: LoginGate, now: Date) {
  if (gate.failures.length < LOGIN_LOCKOUT.maxFailures) return;
  const lockedUntil = gate.failures[0]!.getTime() + LOGIN_LOCKOUT.lockMs;
  const remaining = lockedUntil - now.getTime();
  if (remaining > 0) {
    await recordAttempt(db, gate.scope, false, now, 'blocked');
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

/** True when this failure is the one that locks the scope (re-read: concurrent failures count too). */
export async function failureLocks(db: Db, scope: AttemptScope, now: Date): Promise<boolean> {
  const gate = await readLoginGate(db, scope.email, scope.ip, scope.deviceHash, now);
  return gate.failures.length >= LOGIN_LOCKOUT.maxFailures;
}

/**
 * A successful sign-in, in one statement: the attempt that clears the scope's failures, and the device (the
 * hash of its cookie) remembered as trusted for this e-mail.
 */
export async function recordSuccess(db: Db, scope: AttemptScope, trustedDeviceHash: string, now: Date) {
  const at = now.toISOString();
  await db.execute(sql`
    WITH attempt AS (
      INSERT INTO ${loginAttempts} (email, ip, device_hash, success, kind, created_at)
      VALUES (${scope.email}, ${scope.ip}, ${scope.deviceHash}, true, 'sign_in', ${at}::timestamptz)
    )
    INSERT INTO ${trustedDevices} (email, device_hash, created_at, last_used_at)
    VALUES (${scope.email}, ${trustedDeviceHash}, ${at}::timestamptz, ${at}::timestamptz)
    ON CONFLICT (email, device_hash) DO UPDATE SET last_used_at = excluded.last_used_at`);
}

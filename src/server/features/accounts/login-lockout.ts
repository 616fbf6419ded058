import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_LOCKOUT } from '../../../shared/constants';
import type { Role } from '../../../shared/domain/roles';
import { LOGIN_MESSAGES } from '../../../shared/schemas/accounts';
import type { Db } from '../../db/client';
import { loginAttempts, trustedDevices } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Lockout for sign-in (docs/product/accounts.md, "Sign-in lockout and rate limits"), kept in the database so it holds across restarts and instances.
 *
 * Keyed by the account attacked (ADR 009): an attempt belongs to the account whose password it
 * checked, so nothing done by or to another account (a sign-out, the other role on the same e-mail) can clear
 * its streak; only a correct password for that account (or a reset of it) does. An attempt against a role that
 * no account with this e-mail has is kept per (e-mail, role), so it locks exactly like a real account would.
 *
 * Within an account, the scopes of ADR 002: failures from a device that has signed in to this account before only
 * lock that device; everyone else shares the "unknown devices" scope.
 */

/** One account an attempt is checked against: the account with this e-mail and role, or its absence. */
export type AttemptTarget = { email: string; role: Role; userId: string | null };

export type AttemptScope = AttemptTarget & { ip: string; deviceHash: string | null };

export type Lockout = {
  scope: AttemptScope;
  /** Failures in scope within the lockout window and after the last success, newest first. */
  failures: Date[];
};

export const LOCKED_NOW_MESSAGE = LOGIN_MESSAGES.lockedNow;
const lockedMessage = LOGIN_MESSAGES.lockedFor;

type RecentAttempt = { success: boolean; at: string };

/**
 * In one statement: whether the presented device has signed in to this account before (only then does its hash
 * scope the lockout), and the scope's recent attempts, newest first.
 */
export async function readLockout(
  db: Db,
  target: AttemptTarget,
  ip: string,
  deviceHash: string | null,
  now: Date,
): Promise<Lockout> {
  const lockSince = new Date(now.getTime() - LOGIN_LOCKOUT.windowMs).toISOString();
  const a = loginAttempts;
  const owner = target.userId
    ? sql`${a.userId} = ${target.userId}`
    : sql`${a.userId} IS NULL AND ${a.email} = ${target.email} AND ${a.role} = ${target.role}`;
  const result = await db.execute<{ trusted: boolean; recent: RecentAttempt[] }>(sql`
    WITH scope AS (
      SELECT EXISTS (
        SELECT 1 FROM ${trustedDevices}
        WHERE ${trustedDevices.userId} = ${target.userId} AND ${trustedDevices.deviceHash} = ${deviceHash}
      ) AS trusted
    ), recent AS (
      SELECT ${a.success} AS success, ${a.createdAt} AS at FROM ${a}, scope
      WHERE ${owner} AND ${a.kind} IN ('sign_in', 'password_reset') AND ${a.createdAt} > ${lockSince}::timestamptz
        AND CASE WHEN scope.trusted THEN ${a.deviceHash} = ${deviceHash} ELSE ${a.deviceHash} IS NULL END
      ORDER BY ${a.createdAt} DESC, ${a.id} DESC
      LIMIT 20
    )
    SELECT (SELECT trusted FROM scope) AS trusted,
      (SELECT coalesce(json_agg(recent), '[]'::json) FROM recent) AS recent`);
  const row = result.rows[0]!;
  const failures: Date[] = [];
  for (const attempt of row.recent) {
    if (attempt.success) break;
    failures.push(new Date(attempt.at));
  }
  return {
    scope: { ...target, ip, deviceHash: deviceHash && row.trusted ? deviceHash : null },
    failures,
  };
}

/** Milliseconds the scope stays locked; 0 when it is open. */
export function lockRemainingMs(lockout: Lockout, now: Date): number {
  if (lockout.failures.length < LOGIN_LOCKOUT.maxFailures) return 0;
  return Math.max(0, lockout.failures[0]!.getTime() + LOGIN_LOCKOUT.lockMs - now.getTime());
}

/**
 * Refuses when every account the attempt could sign in to is locked. Refusals are recorded as `blocked`, for the
 * record only: they never extend the lock (ADR 002), so it always ends 15 minutes after the failure that caused it.
 */
export async function assertNotAllLocked(db: Db, lockouts: Lockout[], now: Date) {
  const remaining = lockouts.map((lockout) => lockRemainingMs(lockout, now));
  if (remaining.some((ms) => ms === 0)) return;
  await db
    .insert(loginAttempts)
    .values(
      lockouts.map(({ scope }) => ({ ...scope, success: false, kind: 'blocked' as const, createdAt: now })),
    );
  const soonest = Math.min(...remaining);
  throw new AppError('LOCKED', lockedMessage(Math.max(1, Math.ceil(soonest / 60_000))), {
    title: 'Login failed',
    retryAfterSeconds: Math.ceil(soonest / 1000),
  });
}

/** Failed password checks, one row per account checked. */
export async function recordFailures(db: Db, scopes: AttemptScope[], now: Date) {
  if (!scopes.length) return;
  await db
    .insert(loginAttempts)
    .values(scopes.map((scope) => ({ ...scope, success: false, kind: 'sign_in' as const, createdAt: now })));
}

/** True when, after this failure, every target is locked (re-read: concurrent failures count too). */
export async function allLockedAfterFailure(db: Db, scopes: AttemptScope[], now: Date): Promise<boolean> {
  const lockouts = await Promise.all(
    scopes.map((scope) => readLockout(db, scope, scope.ip, scope.deviceHash, now)),
  );
  return lockouts.every((lockout) => lockRemainingMs(lockout, now) > 0);
}

/**
 * A successful sign-in, in one statement: the attempt that clears the scope's failures, and the device (the hash of
 * its cookie) remembered as trusted for this account.
 */
export async function recordSuccess(
  db: Db,
  scope: AttemptScope & { userId: string },
  trustedDeviceHash: string,
  now: Date,
) {
  const at = now.toISOString();
  await db.execute(sql`
    WITH attempt AS (
      INSERT INTO ${loginAttempts} (email, user_id, role, ip, device_hash, success, kind, created_at)
      VALUES (${scope.email}, ${scope.userId}, ${scope.role}, ${scope.ip}, ${scope.deviceHash}, true, 'sign_in',
        ${at}::timestamptz)
    )
    INSERT INTO ${trustedDevices} (user_id, email, device_hash, created_at, last_used_at)
    VALUES (${scope.userId}, ${scope.email}, ${trustedDeviceHash}, ${at}::timestamptz, ${at}::timestamptz)
    ON CONFLICT (user_id, device_hash) DO UPDATE SET last_used_at = excluded.last_used_at`);
}

/**
 * Whoever reset the password owns the mailbox, so the account's lockout (docs/product/recovery.md) is lifted for the unknown-device
 * scope and for each device trusted with this account (ADR 002). Only this account: another account on the same
 * e-mail keeps its streak.
 */
export async function clearLockoutAfterReset(
  db: Db,
  account: { userId: string; email: string; role: Role },
  ip: string,
  now: Date,
) {
  const devices = await db
    .select({ deviceHash: trustedDevices.deviceHash })
    .from(trustedDevices)
    .where(eq(trustedDevices.userId, account.userId));
  await db.insert(loginAttempts).values(
    [null, ...devices.map((d) => d.deviceHash)].map((deviceHash) => ({
      ...account,
      ip,
      deviceHash,
      success: true,
      kind: 'password_reset' as const,
      createdAt: now,
    })),
  );
}

/** Whether this device (the hash of its cookie) has signed in to this account before (ADR 002). */
export async function isTrustedDevice(db: Db, userId: string, deviceHash: string | null): Promise<boolean> {
  if (!deviceHash) return false;
  const rows = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, deviceHash)))
    .limit(1);
  return rows.length > 0;
}

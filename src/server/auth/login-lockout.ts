import { and, eq, inArray, sql } from 'drizzle-orm';
import { LOGIN_LOCKOUT } from '../../shared/constants';
import type { Role } from '../../shared/domain/roles';
import { LOGIN_MESSAGES } from '../../shared/schemas/accounts';
import type { Db, DbTransaction } from '../db/client';
import { loginAttempts, trustedDevices } from '../db/schema';
import { AppError } from '../lib/app-error';

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
  db: Pick<Db | DbTransaction, 'execute'>,
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
      WHERE ${owner} AND ${a.kind} IN ('sign_in', 'second_factor', 'password_reset') AND ${a.createdAt} > ${lockSince}::timestamptz
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

/** The 423 for an attempt refused while locked; `remainingMs`: until the soonest of its accounts opens. */
export function lockedError(remainingMs: number): AppError {
  return new AppError('LOCKED', lockedMessage(Math.max(1, Math.ceil(remainingMs / 60_000))), {
    title: 'Login failed',
    retryAfterSeconds: Math.ceil(remainingMs / 1000),
  });
}

/** The 423 for the failure that locks the account. */
export const lockedNowError = () =>
  new AppError('LOCKED', LOCKED_NOW_MESSAGE, {
    title: 'Login failed',
    retryAfterSeconds: LOGIN_LOCKOUT.lockMs / 1000,
  });

/**
 * Serialises the attempts on these accounts until the transaction ends (ADR 021): one advisory lock per account
 * (per e-mail and role when there is none), taken in one order for everyone, so two attempts sharing two keys
 * (a sign-in without a role and one with it) cannot deadlock (as in lib/rate-limiter.ts).
 */
export async function lockAttemptScopes(tx: Pick<DbTransaction, 'execute'>, targets: AttemptTarget[]) {
  const keys = [...new Set(targets.map(attemptLockKey))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const attemptLockKey = (target: AttemptTarget) =>
  target.userId ? `attempts:user:${target.userId}` : `attempts:none:${target.role}:${target.email}`;

export type AttemptSlots = {
  lockouts: Lockout[];
  /** Per target, the failure row taken for its check; null for a locked target (not checked). */
  slots: (number | null)[];
  /** True when this attempt, if it fails, leaves every target locked: its answer is "locked now". */
  locksOnFailure: boolean;
};

/**
 * Decides and records an attempt in one locked step, before any password is hashed (ADR 021). Under the locks of
 * `lockAttemptScopes`, each target's lockout is read; when every target is locked, the refusal is recorded as
 * `blocked` (never extending the lock, ADR 002) and answered 423. Otherwise each open target gets its failure row
 * now, its "slot": parallel attempts see it at once, so no more than `LOGIN_LOCKOUT.maxFailures` can be checked.
 * A right password gives its slot back (`refundAttemptSlots`) before its success is recorded.
 */
export async function takeAttemptSlots(
  db: Db,
  targets: AttemptTarget[],
  ip: string,
  deviceHash: string | null,
  now: Date,
): Promise<AttemptSlots> {
  const outcome = await db.transaction(async (tx): Promise<AttemptSlots | { lockedForMs: number }> => {
    await lockAttemptScopes(tx, targets);
    const lockouts: Lockout[] = [];
    for (const target of targets) lockouts.push(await readLockout(tx, target, ip, deviceHash, now));
    const remaining = lockouts.map((lockout) => lockRemainingMs(lockout, now));
    if (remaining.every((ms) => ms > 0)) {
      await recordFailedAttempts(
        tx,
        lockouts.map((lockout) => lockout.scope),
        'blocked',
        now,
      );
      return { lockedForMs: Math.min(...remaining) };
    }
    const open = lockouts.filter((_, i) => remaining[i] === 0);
    const taken = await recordFailedAttempts(
      tx,
      open.map((lockout) => lockout.scope),
      'sign_in',
      now,
    );
    const slots = remaining.map((ms) => (ms === 0 ? taken.shift()!.id : null));
    const locksOnFailure = open.every((lockout) => lockout.failures.length + 1 >= LOGIN_LOCKOUT.maxFailures);
    return { lockouts, slots, locksOnFailure };
  });
  if ('lockedForMs' in outcome) throw lockedError(outcome.lockedForMs);
  return outcome;
}

/**
 * Failed attempts, one row per scope: `sign_in` or `second_factor` for a check (counts towards the lock),
 * `blocked` for a refusal while locked (for the record only). Returns the rows' ids, in the scopes' order.
 */
export function recordFailedAttempts(
  db: Pick<Db | DbTransaction, 'insert'>,
  scopes: AttemptScope[],
  kind: 'sign_in' | 'second_factor' | 'blocked',
  now: Date,
): Promise<{ id: number }[]> {
  return db
    .insert(loginAttempts)
    .values(scopes.map((scope) => ({ ...scope, success: false, kind, createdAt: now })))
    .returning({ id: loginAttempts.id });
}

/** Gives back the slots of an attempt that turned out not to be a failure (a right password). */
export async function refundAttemptSlots(db: Pick<Db | DbTransaction, 'delete'>, slots: (number | null)[]) {
  const ids = slots.filter((id): id is number => id !== null);
  if (ids.length) await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
}

/**
 * A successful sign-in, in one statement: the attempt that clears the scope's failures, and the device (the hash of
 * its cookie) remembered as trusted for this account.
 */
export async function recordSuccess(
  db: Pick<Db | DbTransaction, 'execute'>,
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

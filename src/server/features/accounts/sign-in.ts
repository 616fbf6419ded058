import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { OPS_MESSAGES } from '../../../shared/marketplace/ops-messages';
import { suspendedSignInMessage } from '../../../shared/marketplace/suspension-messages';
import { LOGIN_MESSAGES, type Login } from '../../../shared/schemas/accounts';
import { recordAudit } from '../../audit/record-audit';
import {
  type AttemptScope,
  lockedNowError,
  recordSuccess,
  refundAttemptSlots,
  takeAttemptSlots,
} from '../../auth/login-lockout';
import { type SecondFactorPending, startChallenge } from '../../auth/mfa-challenge';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { createSession, type SessionUser, selectSessionUsers, toSessionUser } from '../../auth/sessions';
import { newToken, sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertSignInAllowed, refundSignInHits } from './sign-in-throttle';

const INVALID_CREDENTIALS = LOGIN_MESSAGES.invalidCredentials;

type Meta = { ip: string; userAgent: string | null; deviceToken?: string };

export type SignInResult = {
  user: SessionUser;
  token: string;
  expiresAt: Date;
  /** Set when the device cookie must be (re)issued. */
  deviceToken?: string;
};

/** Without a role, talent accounts are tried first, then managers (docs/product/accounts.md, "Sign-in"). */
const ROLE_ORDER: readonly Role[] = ['talent', 'manager'];

/**
 * One endpoint for both roles. A role given (the manager or the talent login form) signs in to that role only
 *; without one, talent first, then manager (docs/product/accounts.md).
 *
 * The work is the same whatever exists: each role tried costs exactly one argon2 verification,
 * against the account's hash or a dummy, so with a role every failure costs one, and without one every failure
 * costs two, whether the e-mail has no account, one, or both.
 */
export async function signIn(
  ctx: AppContext,
  input: Login,
  meta: Meta,
): Promise<SignInResult | SecondFactorPending> {
  const { db } = ctx;
  const now = ctx.now();
  const email = input.email;
  const deviceHash = meta.deviceToken ? sha256(meta.deviceToken) : null;
  const [throttleHits, accounts] = await Promise.all([
    assertSignInAllowed(db, email, meta.ip, now),
    selectSessionUsers(db, {
      passwordHash: users.passwordHash,
      suspendedReason: users.suspendedReason,
    }).where(eq(users.email, email)),
  ]);
  const targets = (input.role ? [input.role] : ROLE_ORDER).map((role) => ({
    role,
    account: accounts.find((account) => account.role === role),
  }));
  // Decided and recorded before any hashing, in one locked step (ADR 021): a burst of guesses cannot all read
  // the account as open.
  const { lockouts, slots, locksOnFailure } = await takeAttemptSlots(
    db,
    targets.map(({ role, account }) => ({ email, role, userId: account?.userId ?? null })),
    meta.ip,
    deviceHash,
    now,
  );
  // A correct password (or a suspended account's): the attempt was no failure, so its slots and hits go back.
  const refund = () => Promise.all([refundAttemptSlots(db, slots), refundSignInHits(db, throttleHits)]);

  // A locked account is not checked (its lock must hold even against the right password), but costs a dummy
  // verification all the same, like an absent one.
  // A suspended account with the right password is told why, once no other role signs in.
  let suspendedReason: string | null = null;
  let suspendedRole: Role | null = null;
  for (const [i, { account }] of targets.entries()) {
    const lockout = lockouts[i]!;
    if (!account || slots[i] === null) {
      await verifyAgainstDummy(input.password);
      continue;
    }
    const result = await verifyPassword(account.passwordHash, input.password);
    if (!result.ok) continue;
    if (account.suspendedReason !== null) {
      suspendedReason = account.suspendedReason;
      suspendedRole = account.role;
      continue;
    }
    if (result.needsRehash) {
      const upgraded = await hashPassword(input.password);
      await db.update(users).set({ passwordHash: upgraded }).where(eq(users.id, account.userId));
    }
    await refund();
    // Staff: the password is only the first step; no session until the second factor (docs/product/operations.md).
    if (account.role === 'ops') return startChallenge(db, account.userId, meta, now);
    return startSession(ctx, account, { ...lockout.scope, userId: account.userId }, meta, now);
  }

  if (suspendedReason !== null) {
    await refund();
    // A staff account is disabled from the command line, not suspended by staff (docs/product/operations.md).
    if (suspendedRole === 'ops')
      throw new AppError('FORBIDDEN', OPS_MESSAGES.staffDisabled, { title: 'Account disabled' });
    throw new AppError('FORBIDDEN', suspendedSignInMessage(suspendedReason), { title: 'Account suspended' });
  }
  // The failure rows are the slots taken above.
  if (locksOnFailure) throw lockedNowError();
  throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS, { title: 'Login failed' });
}

type Account = Parameters<typeof toSessionUser>[0] & { userId: string };

async function startSession(
  ctx: AppContext,
  account: Account,
  scope: AttemptScope & { userId: string },
  meta: Meta,
  now: Date,
): Promise<SignInResult> {
  const deviceToken = meta.deviceToken ?? newToken();
  const [, session] = await Promise.all([
    recordSuccess(ctx.db, scope, sha256(deviceToken), now),
    createSession(ctx.db, account.userId, { ip: meta.ip, userAgent: meta.userAgent }, now),
    // The scope carries a device hash only for a device this account trusts already (login-lockout.ts).
    scope.deviceHash
      ? undefined
      : recordAudit(ctx.db, {
          actor: { id: account.userId, role: account.role },
          action: 'account.signed_in_new_device',
          target: { kind: 'user', id: account.userId },
          after: { userAgent: meta.userAgent?.slice(0, 200) ?? null },
          ip: meta.ip,
          at: now,
        }),
  ]);
  return {
    user: toSessionUser(account, session),
    token: session.token,
    expiresAt: session.expiresAt,
    deviceToken: meta.deviceToken ? undefined : deviceToken,
  };
}

import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { LOGIN_LOCKOUT, PRODUCT_NAME, STAFF_MFA } from '../../../shared/constants';
import { recordAudit } from '../../audit/record-audit';
import {
  type AttemptScope,
  lockAttemptScopes,
  lockRemainingMs,
  readLockout,
  recordFailedAttempts,
} from '../../auth/login-lockout';
import type { Challenge } from '../../auth/mfa-challenge';
import type { DbTransaction } from '../../db/client';
import { loginAttempts, mfaChallenges } from '../../db/schema';
import { enqueueMessage } from '../../messaging/outbox';

/**
 * One code on a challenge, decided before it is checked (docs/product/operations.md, "Signing in"; ADR 021). Run
 * in the transaction that checks the code and records its outcome, under the account's attempt lock: parallel codes
 * on one account are taken one at a time, so none can pass a limit while another is being checked.
 */
export type CodeAttempt =
  /** The challenge expired or ended in a sign-in meanwhile. */
  | { refused: 'gone' }
  /** The challenge has had its five codes. */
  | { refused: 'ended' }
  /** The account's attempt scope is locked (ADR 002), for `ms`. */
  | { refused: 'locked'; ms: number }
  /** The account has had its wrong codes for the hour; the next frees in `ms`. */
  | { refused: 'account'; ms: number }
  | {
      refused: null;
      scope: AttemptScope;
      /** This is the challenge's last code: if it fails, the challenge is over. */
      last: boolean;
      /** A wrong code now locks the scope (it is the third failure). */
      locksOnFailure: boolean;
      /** No code of this challenge was wrong yet: a wrong one now sends the notice. */
      firstWrong: boolean;
    };

export async function takeCodeAttempt(
  tx: DbTransaction,
  challenge: Challenge,
  ip: string,
  deviceHash: string | null,
  now: Date,
): Promise<CodeAttempt> {
  const target = { email: challenge.email, role: 'ops' as const, userId: challenge.userId };
  await lockAttemptScopes(tx, [target]);
  const c = mfaChallenges;
  const [counted] = await tx
    .update(c)
    .set({ codesTried: sql`${c.codesTried} + 1` })
    .where(and(eq(c.id, challenge.id), gt(c.expiresAt, now), lt(c.codesTried, STAFF_MFA.codesPerChallenge)))
    .returning({ codesTried: c.codesTried, wrongCodes: c.wrongCodes });
  if (!counted) {
    const [ended] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, challenge.id), gt(c.expiresAt, now)));
    return { refused: ended ? 'ended' : 'gone' };
  }

  const lockout = await readLockout(tx, target, ip, deviceHash, now);
  const lockedMs = lockRemainingMs(lockout, now);
  if (lockedMs > 0) {
    await recordFailedAttempts(tx, [lockout.scope], 'blocked', now);
    return { refused: 'locked', ms: lockedMs };
  }
  const limitMs = await wrongCodeLimitMs(tx, challenge.userId, now);
  if (limitMs > 0) return { refused: 'account', ms: limitMs };
  return {
    refused: null,
    scope: lockout.scope,
    last: counted.codesTried >= STAFF_MFA.codesPerChallenge,
    locksOnFailure: lockout.failures.length + 1 >= LOGIN_LOCKOUT.maxFailures,
    firstWrong: counted.wrongCodes === 0,
  };
}

/**
 * Milliseconds until the account may try a code again, 0 when it may now: at most `STAFF_MFA.wrongCodesPerAccount`
 * wrong codes an hour, whatever challenge and device they came from. The lockout alone would not do: each trusted
 * device has a scope of its own (ADR 002).
 */
async function wrongCodeLimitMs(tx: DbTransaction, userId: string, now: Date): Promise<number> {
  const { max, windowMs } = STAFF_MFA.wrongCodesPerAccount;
  const a = loginAttempts;
  const recent = await tx
    .select({ at: a.createdAt })
    .from(a)
    .where(
      and(
        eq(a.userId, userId),
        eq(a.kind, 'second_factor'),
        eq(a.success, false),
        gt(a.createdAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .orderBy(desc(a.createdAt))
    .limit(max);
  if (recent.length < max) return 0;
  return Math.max(1, recent.at(-1)!.at.getTime() + windowMs - now.getTime());
}

type WrongCode = {
  challenge: Challenge;
  attempt: Extract<CodeAttempt, { refused: null }>;
  method: 'totp' | 'recovery_code';
  ip: string;
  config: { SUPPORT_EMAIL: string; APP_ORIGIN: string };
  now: Date;
};

/**
 * A code checked and wrong: the failure (towards the lockout and the hourly limit), an audit row, and on the
 * challenge's first wrong code an e-mail to the staff member, who alone should know the password.
 */
export async function recordWrongCode(tx: DbTransaction, wrong: WrongCode): Promise<void> {
  const { challenge, attempt, now } = wrong;
  await recordFailedAttempts(tx, [attempt.scope], 'second_factor', now);
  const [counted] = await tx
    .update(mfaChallenges)
    .set({ wrongCodes: sql`${mfaChallenges.wrongCodes} + 1` })
    .where(eq(mfaChallenges.id, challenge.id))
    .returning({ codesTried: mfaChallenges.codesTried });
  await recordAudit(tx, {
    actor: null,
    action: 'staff.second_factor_failed',
    target: { kind: 'user', id: challenge.userId },
    after: { method: wrong.method, codesTried: counted?.codesTried ?? null },
    ip: wrong.ip,
    at: now,
  });
  if (attempt.firstWrong)
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: challenge.email,
      ...wrongCodeEmail(wrong.ip, wrong.config),
      userId: challenge.userId,
    });
}

/** Plain text: what happened and what to do; its one link is the staff 'Forgot password' page. */
export function wrongCodeEmail(ip: string, config: { SUPPORT_EMAIL: string; APP_ORIGIN: string }) {
  const forgot = new URL('/forgot-password?type=ops', config.APP_ORIGIN).toString();
  return {
    subject: `A wrong code was entered for your ${PRODUCT_NAME} staff account`,
    body: [
      'Hello,',
      '',
      `Someone signed in to your ${PRODUCT_NAME} staff account with its password and then entered a wrong`,
      `code from the authenticator app or a wrong recovery code (from the address ${ip}).`,
      '',
      'If this was you, you need not do anything.',
      'If it was not you, someone knows your password. Change it now through this page, which e-mails you a',
      `reset link: ${forgot}`,
      `and tell ${config.SUPPORT_EMAIL}.`,
      '',
      `— The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

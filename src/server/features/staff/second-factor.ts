import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { STAFF_SESSION } from '../../../shared/constants';
import { OPS_MESSAGES } from '../../../shared/marketplace/ops-messages';
import { recordAudit } from '../../audit/record-audit';
import { lockedError, lockedNowError, recordSuccess } from '../../auth/login-lockout';
import { type Challenge, readChallenge } from '../../auth/mfa-challenge';
import { createSession, type SessionUser } from '../../auth/sessions';
import { newToken, sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import { mfaChallenges, staffAccounts, staffRecoveryCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type CodeAttempt, recordWrongCode, takeCodeAttempt } from './code-attempts';
import {
  acceptedStep,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  staffTotp,
} from './totp';

type Meta = { ip: string; userAgent: string | null; deviceToken?: string };

export type StaffSignedIn = {
  user: SessionUser;
  token: string;
  expiresAt: Date;
  deviceToken?: string;
  recoveryCodes?: string[];
};

/** Enrolment, first step: a new secret (replacing an unconfirmed one), its otpauth URI and QR code. */
export async function startEnrolment(ctx: AppContext, challengeToken: string | undefined) {
  const challenge = await readChallenge(ctx.db, challengeToken, ctx.now());
  const secret = newTotpSecret();
  const [updated] = await ctx.db
    .update(staffAccounts)
    .set({ totpSecret: secret })
    .where(and(eq(staffAccounts.userId, challenge.userId), isNull(staffAccounts.totpEnabledAt)))
    .returning({ userId: staffAccounts.userId });
  if (!updated) throw new AppError('CONFLICT', OPS_MESSAGES.alreadyEnrolled);
  const otpauthUri = staffTotp(secret, challenge.email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/**
 * The code after the password (docs/product/operations.md, "Signing in"): at enrolment, a code of the new secret
 * confirms it and the ten recovery codes are made (shown once); later, a code or an unused recovery code.
 *
 * Decided, checked and recorded in one transaction under the account's attempt lock (ADR 021), so parallel codes
 * are taken one at a time: a wrong code counts towards the sign-in lockout like a wrong password, a challenge takes
 * five codes, an account ten wrong codes an hour.
 */
export async function passSecondFactor(
  ctx: AppContext,
  challengeToken: string | undefined,
  code: string,
  meta: Meta,
  mode: 'enrol' | 'verify',
): Promise<StaffSignedIn> {
  const { db } = ctx;
  const now = ctx.now();
  const challenge = await readChallenge(db, challengeToken, now);
  const deviceHash = meta.deviceToken ? sha256(meta.deviceToken) : null;
  const deviceToken = meta.deviceToken ?? newToken();
  const method = isTotpCode(code) ? 'totp' : 'recovery_code';

  const outcome = await db.transaction(async (tx): Promise<Refusal | Omit<StaffSignedIn, 'deviceToken'>> => {
    const attempt = await takeCodeAttempt(tx, challenge, meta.ip, deviceHash, now);
    if (attempt.refused !== null) return attempt;
    if (!(await acceptCode(tx, challenge, code, now, mode))) {
      await recordWrongCode(tx, { challenge, attempt, method, ip: meta.ip, config: ctx.config, now });
      return { refused: 'wrong', last: attempt.last, locksNow: attempt.locksOnFailure };
    }
    const signedIn = await finish(tx, challenge, meta, now, mode, method);
    await recordSuccess(tx, { ...attempt.scope, userId: challenge.userId }, sha256(deviceToken), now);
    return signedIn;
  });
  if ('refused' in outcome) throw refusalError(outcome);
  return { ...outcome, deviceToken: meta.deviceToken ? undefined : deviceToken };
}

type Refusal =
  | Exclude<CodeAttempt, { refused: null }>
  | { refused: 'wrong'; last: boolean; locksNow: boolean };

/**
 * A refusal that says how long to wait (locked, or the account's hourly limit) is answered as such; otherwise the
 * challenge's fifth code ends it, and the page goes back to the password (401).
 */
function refusalError(refusal: Refusal): AppError {
  switch (refusal.refused) {
    case 'gone':
      return new AppError('UNAUTHORIZED', OPS_MESSAGES.signInAgain);
    case 'ended':
      return new AppError('UNAUTHORIZED', OPS_MESSAGES.tooManyCodes);
    case 'locked':
      return lockedError(refusal.ms);
    case 'account': {
      const minutes = Math.ceil(refusal.ms / 60_000);
      return new AppError('TOO_MANY_REQUESTS', OPS_MESSAGES.tooManyCodesForAccount(minutes), {
        retryAfterSeconds: Math.ceil(refusal.ms / 1000),
      });
    }
    case 'wrong':
      if (refusal.locksNow) return lockedNowError();
      if (refusal.last) return new AppError('UNAUTHORIZED', OPS_MESSAGES.tooManyCodes);
      return new AppError('BAD_REQUEST', OPS_MESSAGES.wrongCode, { field: 'code' });
  }
}

/**
 * Whether the code is right, and if so spends it: a TOTP code's step (a code of that step or an older one is
 * refused from now on; at enrolment this confirms the secret), or the recovery code. The staff row is locked, so
 * two tabs cannot both use one code.
 */
async function acceptCode(
  tx: DbTransaction,
  challenge: Challenge,
  code: string,
  now: Date,
  mode: 'enrol' | 'verify',
): Promise<boolean> {
  const [staff] = await tx
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.userId, challenge.userId))
    .for('update');
  if (!staff?.totpSecret) throw new AppError('CONFLICT', OPS_MESSAGES.notEnrolled);
  if (mode === 'enrol' && staff.totpEnabledAt) throw new AppError('CONFLICT', OPS_MESSAGES.alreadyEnrolled);
  if (mode === 'verify' && !staff.totpEnabledAt) throw new AppError('CONFLICT', OPS_MESSAGES.notEnrolled);

  if (isTotpCode(code)) {
    const step = acceptedStep(
      staffTotp(staff.totpSecret, challenge.email),
      code.trim(),
      now,
      staff.totpLastStep,
    );
    if (step === null) return false;
    await tx
      .update(staffAccounts)
      .set({ totpLastStep: step, ...(mode === 'enrol' ? { totpEnabledAt: now } : {}) })
      .where(eq(staffAccounts.userId, challenge.userId));
    return true;
  }
  if (mode === 'enrol') return false;
  const [spent] = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, challenge.userId),
        eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent !== undefined;
}

async function finish(
  tx: DbTransaction,
  challenge: Challenge,
  meta: Meta,
  now: Date,
  mode: 'enrol' | 'verify',
  method: 'totp' | 'recovery_code',
): Promise<Omit<StaffSignedIn, 'deviceToken'>> {
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, challenge.userId));
  const actor = { id: challenge.userId, role: 'ops' };
  const target = { kind: 'user', id: challenge.userId };
  let recoveryCodes: string[] | undefined;
  if (mode === 'enrol') {
    recoveryCodes = newRecoveryCodes();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, challenge.userId));
    await tx.insert(staffRecoveryCodes).values(
      recoveryCodes.map((c) => ({
        userId: challenge.userId,
        codeHash: recoveryCodeHash(c),
        createdAt: now,
      })),
    );
    await recordAudit(tx, { actor, action: 'staff.second_factor_enrolled', target, ip: meta.ip, at: now });
  }
  if (method === 'recovery_code')
    await recordAudit(tx, { actor, action: 'staff.recovery_code_used', target, ip: meta.ip, at: now });
  await recordAudit(tx, {
    actor,
    action: 'staff.signed_in',
    target,
    after: { method },
    ip: meta.ip,
    at: now,
  });
  const session = await createSession(tx, challenge.userId, meta, now, STAFF_SESSION.absoluteMs);
  const [staff] = await tx
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.userId, challenge.userId));
  const user: SessionUser = {
    id: challenge.userId,
    role: 'ops',
    email: challenge.email,
    name: staff?.name ?? challenge.email,
    firstName: staff?.name.split(' ')[0] ?? null,
    companyName: null,
    sessionId: session.id,
    signedInAt: session.createdAt,
    expiresAt: session.expiresAt,
    // Staff accounts are made by a script, not by a sign-up; the console greets no one.
    firstSession: false,
  };
  return { user, token: session.token, expiresAt: session.expiresAt, recoveryCodes };
}

import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { LOGIN_LOCKOUT, STAFF_SESSION } from '../../../shared/constants';
import { OPS_MESSAGES } from '../../../shared/marketplace/ops-messages';
import { createSession, type SessionUser } from '../../auth/sessions';
import { newToken, sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { mfaChallenges, staffAccounts, staffRecoveryCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  allLockedAfterFailure,
  assertNotAllLocked,
  LOCKED_NOW_MESSAGE,
  readLockout,
  recordFailures,
  recordSuccess,
} from '../accounts/login-lockout';
import { recordAudit } from '../audit/record-audit';
import { type Challenge, readChallenge } from './mfa-challenge';
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
 * confirms it and the ten recovery codes are made (shown once); later, a code or an unused recovery code. A
 * wrong code counts towards the sign-in lockout like a wrong password.
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
  const lockout = await readLockout(
    db,
    { email: challenge.email, role: 'ops', userId: challenge.userId },
    meta.ip,
    deviceHash,
    now,
  );
  await assertNotAllLocked(db, [lockout], now);

  const result = await db.transaction(async (tx) => {
    const [staff] = await tx
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.userId, challenge.userId))
      .for('update');
    if (!staff?.totpSecret) throw new AppError('CONFLICT', OPS_MESSAGES.notEnrolled);
    if (mode === 'enrol' && staff.totpEnabledAt) throw new AppError('CONFLICT', OPS_MESSAGES.alreadyEnrolled);
    if (mode === 'verify' && !staff.totpEnabledAt) throw new AppError('CONFLICT', OPS_MESSAGES.notEnrolled);

    let method: 'totp' | 'recovery_code' = 'totp';
    if (isTotpCode(code)) {
      const step = acceptedStep(
        staffTotp(staff.totpSecret, challenge.email),
        code.trim(),
        now,
        staff.totpLastStep,
      );
      if (step === null) return null;
      await tx
        .update(staffAccounts)
        .set({ totpLastStep: step, ...(mode === 'enrol' ? { totpEnabledAt: now } : {}) })
        .where(eq(staffAccounts.userId, challenge.userId));
    } else {
      if (mode === 'enrol') return null;
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
      if (!spent) return null;
      method = 'recovery_code';
    }
    return finish(tx, challenge, meta, now, mode, method);
  });

  if (!result) {
    await recordFailures(db, [lockout.scope], now);
    if (await allLockedAfterFailure(db, [lockout.scope], now))
      throw new AppError('LOCKED', LOCKED_NOW_MESSAGE, { retryAfterSeconds: LOGIN_LOCKOUT.lockMs / 1000 });
    throw new AppError('BAD_REQUEST', OPS_MESSAGES.wrongCode, { field: 'code' });
  }
  const deviceToken = meta.deviceToken ?? newToken();
  await recordSuccess(db, { ...lockout.scope, userId: challenge.userId }, sha256(deviceToken), now);
  return { ...result, deviceToken: meta.deviceToken ? undefined : deviceToken };
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function finish(
  tx: Tx,
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
  };
  return { user, token: session.token, expiresAt: session.expiresAt, recoveryCodes };
}

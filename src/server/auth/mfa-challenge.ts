import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { STAFF_MFA } from '../../shared/constants';
import { OPS_MESSAGES } from '../../shared/marketplace/ops-messages';
import type { Db } from '../db/client';
import { mfaChallenges, staffAccounts, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { newToken, sha256 } from './tokens';

/** Password checked, second factor pending (docs/product/operations.md, "Signing in"): not a session. */
export const MFA_COOKIE = 'tb_mfa';

export type SecondFactorStage = 'enrol' | 'verify';

export type SecondFactorPending = {
  secondFactor: SecondFactorStage;
  challengeToken: string;
  expiresAt: Date;
};

type Meta = { ip: string; userAgent: string | null };

/** After the right password of a staff account: a challenge instead of a session. */
export async function startChallenge(
  db: Db,
  userId: string,
  meta: Meta,
  now: Date,
): Promise<SecondFactorPending> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_MFA.challengeMs);
  const [, [mfa]] = await Promise.all([
    db.insert(mfaChallenges).values({
      tokenHash: sha256(token),
      userId,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
      createdAt: now,
    }),
    db
      .select({ enabledAt: staffAccounts.totpEnabledAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.userId, userId)),
  ]);
  return { secondFactor: mfa?.enabledAt ? 'verify' : 'enrol', challengeToken: token, expiresAt };
}

export type Challenge = { id: string; userId: string; email: string };

/**
 * The pending challenge of this browser, or a 401 that sends the person back to the password: expired, unknown, or
 * over after its five codes (ADR 021).
 */
export async function readChallenge(
  db: Pick<Db, 'select'>,
  token: string | undefined,
  now: Date,
): Promise<Challenge> {
  if (!token) throw new AppError('UNAUTHORIZED', OPS_MESSAGES.signInAgain);
  const [row] = await db
    .select({
      id: mfaChallenges.id,
      userId: mfaChallenges.userId,
      email: users.email,
      codesTried: mfaChallenges.codesTried,
    })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(
      and(
        eq(mfaChallenges.tokenHash, sha256(token)),
        gt(mfaChallenges.expiresAt, now),
        eq(users.role, 'ops'),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', OPS_MESSAGES.signInAgain);
  if (row.codesTried >= STAFF_MFA.codesPerChallenge)
    throw new AppError('UNAUTHORIZED', OPS_MESSAGES.tooManyCodes);
  return { id: row.id, userId: row.userId, email: row.email };
}

export function setChallengeCookie(reply: FastifyReply, pending: SecondFactorPending, secure: boolean) {
  reply.setCookie(MFA_COOKIE, pending.challengeToken, {
    path: '/api/auth/second-factor',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: pending.expiresAt,
  });
}

export function clearChallengeCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(MFA_COOKIE, {
    path: '/api/auth/second-factor',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

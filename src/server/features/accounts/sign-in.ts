import { eq } from 'drizzle-orm';
import { LOGIN_MESSAGES, type Login } from '../../../shared/schemas/accounts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { createSession, type SessionUser, sessionUserColumns, toSessionUser } from '../../auth/sessions';
import { newToken, sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { managerAccounts, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  assertNotLocked,
  assertNotRateLimited,
  failureLocks,
  LOCKED_NOW_MESSAGE,
  readLoginGate,
  recordAttempt,
  recordSuccess,
} from './login-lockout';

export const INVALID_CREDENTIALS = LOGIN_MESSAGES.invalidCredentials;

type Meta = { ip: string; userAgent: string | null; deviceToken?: string };

export type SignInResult = {
  user: SessionUser;
  token: string;
  expiresAt: Date;
  /** Set when the device cookie must be (re)issued. */
  deviceToken?: string;
};

/** One endpoint for both roles; talent accounts are tried first, then managers (spec §6). */
export async function signIn(ctx: AppContext, input: Login, meta: Meta): Promise<SignInResult> {
  const { db } = ctx;
  const now = ctx.now();
  const email = input.email;
  const deviceHash = meta.deviceToken ? sha256(meta.deviceToken) : null;
  // Two independent reads, side by side: the lockout / rate-limit state and the accounts with this e-mail.
  const [gate, candidates] = await Promise.all([
    readLoginGate(db, email, meta.ip, deviceHash, now),
    db
      .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .leftJoin(managerAccounts, eq(managerAccounts.userId, users.id))
      .where(eq(users.email, email)),
  ]);
  const { scope } = gate;
  assertNotRateLimited(gate);
  await assertNotLocked(db, gate, now);
  candidates.sort((a, b) => (a.role === b.role ? 0 : a.role === 'talent' ? -1 : 1));

  let matched: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    const result = await verifyPassword(candidate.passwordHash, input.password);
    if (result.ok) {
      matched = candidate;
      if (result.needsRehash) {
        const upgraded = await hashPassword(input.password);
        await db.update(users).set({ passwordHash: upgraded }).where(eq(users.id, candidate.userId));
      }
      break;
    }
  }
  if (candidates.length === 0) await verifyAgainstDummy(input.password);

  if (!matched) {
    await recordAttempt(db, scope, false, now);
    if (await failureLocks(db, scope, now))
      throw new AppError('LOCKED', LOCKED_NOW_MESSAGE, { title: 'Login failed', retryAfterSeconds: 900 });
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS, { title: 'Login failed' });
  }

  const deviceToken = meta.deviceToken ?? newToken();
  const [, session] = await Promise.all([
    recordSuccess(db, scope, sha256(deviceToken), now),
    createSession(db, matched.userId, { ip: meta.ip, userAgent: meta.userAgent }, now),
  ]);
  return {
    user: toSessionUser(matched, session),
    token: session.token,
    expiresAt: session.expiresAt,
    deviceToken: meta.deviceToken ? undefined : deviceToken,
  };
}

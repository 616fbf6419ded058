import { and, eq } from 'drizzle-orm';
import { LOGIN_MESSAGES, type Login } from '../../../shared/schemas/accounts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { newToken, sha256 } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { type Role, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  assertNotLocked,
  assertNotRateLimited,
  failureLocks,
  LOCKED_NOW_MESSAGE,
  recordAttempt,
  trustDevice,
  trustedScope,
} from './login-lockout';

export const INVALID_CREDENTIALS = LOGIN_MESSAGES.invalidCredentials;

type Meta = { ip: string; userAgent: string | null; deviceToken?: string };

export type SignInResult = {
  userId: string;
  role: Role;
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
  const scope = await trustedScope(db, email, meta.ip, deviceHash);

  await assertNotRateLimited(db, scope, now);
  await assertNotLocked(db, scope, now);

  const candidates = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  candidates.sort((a, b) => (a.role === b.role ? 0 : a.role === 'talent' ? -1 : 1));

  let matched: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    const result = await verifyPassword(candidate.passwordHash, input.password);
    if (result.ok) {
      matched = candidate;
      if (result.needsRehash) {
        const upgraded = await hashPassword(input.password);
        await db
          .update(users)
          .set({ passwordHash: upgraded })
          .where(and(eq(users.id, candidate.id)));
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

  await recordAttempt(db, scope, true, now);
  const deviceToken = meta.deviceToken ?? newToken();
  await trustDevice(db, email, sha256(deviceToken), now);
  const session = await createSession(db, matched.id, { ip: meta.ip, userAgent: meta.userAgent }, now);
  return {
    userId: matched.id,
    role: matched.role,
    token: session.token,
    expiresAt: session.expiresAt,
    deviceToken: meta.deviceToken ? undefined : deviceToken,
  };
}

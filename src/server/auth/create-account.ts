import { and, eq } from 'drizzle-orm';
import type { Role } from '../../shared/domain/roles';
import { toE164 } from '../../shared/phone';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { refuseDisposableEmail } from '../lib/disposable-email';
import { isUniqueViolation } from '../lib/pg-errors';
import type { Tx } from '../messaging/outbox';
import { smsConsentRecord } from '../sms/consent';
import { hashNewPassword } from './passwords';
import { createSession, resolveSession } from './sessions';
import { assertSignUpAllowed } from './sign-up-throttle';

export type SignUpMeta = {
  ip: string;
  userAgent: string | null;
  /** Test data and the demo seed only: skips the sign-up limits, which every real sign-up passes first. */
  unthrottled?: true;
};

/** What both sign-up forms ask for under the same names. */
export type SignUpInput = { email: string; password: string; smsNotifications: boolean };

export type AccountKind = {
  role: Role;
  /** As typed in the form; stored in E.164. */
  phone: string;
  /** Shown when the e-mail already has an account of this role (each sign-up form has its own wording). */
  emailTaken: string;
  /** Inserts the role's own row (the talent profile or the manager account) for the new user. */
  insertRoleRow: (tx: Tx, userId: string) => Promise<unknown>;
};

/**
 * Refuses an e-mail that already has an account of this role: asked early, for a clear message, before the password
 * is hashed; the unique index has the last word.
 */
export async function refuseTakenEmail(ctx: AppContext, email: string, role: Role, message: string) {
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, role)))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', message, { field: 'email' });
}

/**
 * The sign-up of either role (docs/product/accounts.md, docs/product/profiles.md): the sign-up limits of the address
 * and the platform (before any password is hashed), then the user row (with the SMS consent record when they opted
 * in) and the role's row in one transaction, then a session for the new account, signed in.
 */
export async function createAccount(
  ctx: AppContext,
  input: SignUpInput,
  account: AccountKind,
  meta: SignUpMeta,
) {
  const { db } = ctx;
  const now = ctx.now();
  if (!meta.unthrottled) await assertSignUpAllowed(db, meta.ip, now);
  refuseDisposableEmail(input.email);
  await refuseTakenEmail(ctx, input.email, account.role, account.emailTaken);
  const passwordHash = await hashNewPassword(input.password);
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: account.role,
          email: input.email,
          passwordHash,
          // The same instant as the session below: that equality marks the sign-up's session (firstSession).
          createdAt: now,
          phone: toE164(account.phone),
          smsNotifications: input.smsNotifications,
          ...smsConsentRecord(input.smsNotifications, now, meta),
        })
        .returning({ id: users.id });
      await account.insertRoleRow(tx, user!.id);
      return user!.id;
    });
    const session = await createSession(db, userId, meta, now);
    const user = await resolveSession(db, session.token, now);
    return { userId, user: user!, ...session };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', account.emailTaken, { field: 'email' });
    throw error;
  }
}

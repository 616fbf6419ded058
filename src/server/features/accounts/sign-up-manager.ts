import { and, eq } from 'drizzle-orm';
import { STATE_TIME_ZONES } from '../../../shared/constants';
import { toE164 } from '../../../shared/phone';
import type { ManagerSignup } from '../../../shared/schemas/accounts';
import { hashNewPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { managerAccounts, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DISPOSABLE_MESSAGE, isDisposableEmail } from '../../lib/disposable-email';
import { isUniqueViolation } from '../../lib/pg-errors';
import { smsConsentRecord } from '../../sms/consent';

type Meta = { ip: string; userAgent: string | null };

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

/** Creates the manager account and signs them in (docs/product/accounts.md, "Manager sign-up"). */
export async function signUpManager(ctx: AppContext, input: ManagerSignup, meta: Meta) {
  const { db } = ctx;
  const now = ctx.now();
  if (isDisposableEmail(input.email))
    throw new AppError('BAD_REQUEST', DISPOSABLE_MESSAGE, { field: 'email' });
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.role, 'manager')))
    .limit(1);
  if (existing.length) throw new AppError('CONFLICT', EMAIL_TAKEN, { field: 'email' });

  const passwordHash = await hashNewPassword(input.password);
  const consent = smsConsentRecord(input.smsNotifications, now, meta);
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'manager',
          email: input.email,
          passwordHash,
          phone: toE164(input.mobile),
          smsNotifications: input.smsNotifications,
          ...consent,
        })
        .returning({ id: users.id });
      await tx.insert(managerAccounts).values({
        userId: user!.id,
        firstName: input.firstName,
        lastName: input.lastName,
        companyName: input.companyName,
        streetAddress: input.streetAddress,
        city: input.city,
        state: input.state,
        zip: input.zip ?? null,
        timeZone: STATE_TIME_ZONES[input.state],
      });
      return user!.id;
    });
    const session = await createSession(db, userId, meta, now);
    return { userId, ...session };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
}

import { randomInt } from 'node:crypto';
import { generateCardNumber } from '../../../shared/domain/profile-card';
import { toE164 } from '../../../shared/phone';
import type { TalentProfileCreate } from '../../../shared/schemas/accounts';
import { hashNewPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DISPOSABLE_MESSAGE, isDisposableEmail } from '../../lib/disposable-email';
import { isUniqueViolation } from '../../lib/pg-errors';
import { smsConsentRecord } from '../../sms/consent';

type Meta = { ip: string; userAgent: string | null };

export const TALENT_EMAIL_TAKEN = 'A profile with this email already exists. Please log in instead.';

/** Onboarding in create mode: the talent account and its profile in one transaction, then a session. */
export async function createTalentProfile(ctx: AppContext, input: TalentProfileCreate, meta: Meta) {
  const { db } = ctx;
  const now = ctx.now();
  if (isDisposableEmail(input.email))
    throw new AppError('BAD_REQUEST', DISPOSABLE_MESSAGE, { field: 'email' });
  const passwordHash = await hashNewPassword(input.password);
  const consent = smsConsentRecord(input.smsNotifications, now, meta);
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'talent',
          email: input.email,
          passwordHash,
          phone: toE164(input.phone),
          smsNotifications: input.smsNotifications,
          ...consent,
        })
        .returning({ id: users.id });
      await tx.insert(talentProfiles).values({
        userId: user!.id,
        name: input.name,
        sector: input.sector,
        years: input.years,
        skills: input.skills,
        bio: input.bio ?? null,
        funFact: input.funFact ?? null,
        positionTitle: input.positionTitle ?? null,
        careerHighlights: input.careerHighlights ?? [],
        // Profiles start unapproved; approval happens outside the app for now (docs/product/profiles.md).
        approved: false,
        cardNumber: generateCardNumber(randomInt),
      });
      return user!.id;
    });
    const session = await createSession(db, userId, meta, now);
    return { userId, ...session };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TALENT_EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
}

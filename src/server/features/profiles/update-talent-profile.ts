import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateCardNumber } from '../../../shared/domain/profile-card';
import { toE164 } from '../../../shared/phone';
import type { TalentProfileUpdate } from '../../../shared/schemas/accounts';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { talentProfiles, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { DISPOSABLE_MESSAGE, isDisposableEmail } from '../../lib/disposable-email';
import { isUniqueViolation } from '../../lib/pg-errors';
import { smsConsentRecord } from '../../lib/sms-consent';
import { TALENT_EMAIL_TAKEN } from './create-talent-profile';
import { PROFILE_NOT_FOUND } from './get-talent-profile';

type Meta = { ip: string; userAgent: string | null };

/** Onboarding in edit mode: a blank password keeps the current one (spec §5). */
export async function updateTalentProfile(
  ctx: AppContext,
  userId: string,
  input: TalentProfileUpdate,
  meta: Meta,
) {
  const { db } = ctx;
  const now = ctx.now();
  if (isDisposableEmail(input.email))
    throw new AppError('BAD_REQUEST', DISPOSABLE_MESSAGE, { field: 'email' });
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ smsNotifications: users.smsNotifications, cardNumber: talentProfiles.cardNumber })
        .from(users)
        .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .for('update')
        .limit(1);
      if (!current) throw notFound(PROFILE_NOT_FOUND);
      const optingIn = input.sms_notifications && !current.smsNotifications;
      await tx
        .update(users)
        .set({
          email: input.email,
          phone: toE164(input.phone),
          smsNotifications: input.sms_notifications,
          ...(passwordHash ? { passwordHash } : {}),
          ...(optingIn ? { ...smsConsentRecord(true, now, meta), smsOptedOutAt: null } : {}),
        })
        .where(eq(users.id, userId));
      await tx
        .update(talentProfiles)
        .set({
          name: input.name,
          sector: input.sector,
          years: input.years,
          skills: input.skills,
          bio: input.bio ?? null,
          funFact: input.fun_fact ?? null,
          positionTitle: input.position_title ?? null,
          careerHighlights: input.career_highlights ?? [],
          // Spec §3: a card number is assigned if missing.
          ...(current.cardNumber ? {} : { cardNumber: generateCardNumber(randomInt) }),
        })
        .where(eq(talentProfiles.userId, userId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TALENT_EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
}

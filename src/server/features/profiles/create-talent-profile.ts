import { randomInt } from 'node:crypto';
import { generateCardNumber } from '../../../shared/domain/profile-card';
import type { TalentProfileCreate, TalentProfileFields } from '../../../shared/schemas/accounts';
import { createAccount, type SignUpMeta } from '../../auth/create-account';
import type { AppContext } from '../../context';
import { talentProfiles } from '../../db/schema';

export const TALENT_EMAIL_TAKEN = 'A profile with this email already exists. Please log in instead.';

/** The profile's own columns as the talent form gives them, on creation and on every edit. */
export function talentProfileColumns(input: TalentProfileFields) {
  return {
    name: input.name,
    sector: input.sector,
    years: input.years,
    skills: input.skills,
    bio: input.bio ?? null,
    funFact: input.funFact ?? null,
    positionTitle: input.positionTitle ?? null,
    careerHighlights: input.careerHighlights ?? [],
  };
}

/** Onboarding in create mode: the talent account and its profile in one transaction, then a session. */
export function createTalentProfile(ctx: AppContext, input: TalentProfileCreate, meta: SignUpMeta) {
  return createAccount(
    ctx,
    input,
    {
      role: 'talent',
      phone: input.phone,
      emailTaken: TALENT_EMAIL_TAKEN,
      insertRoleRow: (tx, userId) =>
        tx.insert(talentProfiles).values({
          userId,
          ...talentProfileColumns(input),
          // Profiles start 'In review' and unapproved until the operations team approves them
          // (docs/product/operations.md, "Vetting"); the queue is ordered by when they arrived.
          approved: false,
          vettingStatus: 'in_review',
          vettingSubmittedAt: ctx.now(),
          cardNumber: generateCardNumber(randomInt),
        }),
    },
    meta,
  );
}

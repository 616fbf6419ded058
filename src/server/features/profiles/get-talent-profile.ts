import { desc, eq } from 'drizzle-orm';
import type { TalentProfileDto } from '../../../shared/api-types';
import { nationalPhone } from '../../../shared/phone';
import { pendingEmailChange } from '../../auth/pending-email-change';
import type { AppContext } from '../../context';
import { selectAccount } from '../../db/account-rows';
import { talentProfiles, users, workHistoryStamps } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { avatarUrl } from '../../storage/avatar-storage';

export const PROFILE_NOT_FOUND = 'Profile not found';

export async function getTalentProfile(ctx: AppContext, userId: string): Promise<TalentProfileDto> {
  const [row] = await selectAccount(ctx.db, 'talent', userId, {
    id: users.id,
    email: users.email,
    phone: users.phone,
    smsNotifications: users.smsNotifications,
    name: talentProfiles.name,
    sector: talentProfiles.sector,
    years: talentProfiles.years,
    skills: talentProfiles.skills,
    bio: talentProfiles.bio,
    funFact: talentProfiles.funFact,
    approved: talentProfiles.approved,
    avatarKey: talentProfiles.avatarKey,
    cardNumber: talentProfiles.cardNumber,
    averageRating: talentProfiles.averageRating,
    ratingCount: talentProfiles.ratingCount,
    shiftsCompleted: talentProfiles.shiftsCompleted,
    positionTitle: talentProfiles.positionTitle,
    careerHighlights: talentProfiles.careerHighlights,
    createdAt: talentProfiles.createdAt,
  });
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  const stamps = await ctx.db
    .select({
      id: workHistoryStamps.id,
      companyName: workHistoryStamps.companyName,
      position: workHistoryStamps.position,
      startDate: workHistoryStamps.startDate,
    })
    .from(workHistoryStamps)
    .where(eq(workHistoryStamps.workerId, userId))
    .orderBy(desc(workHistoryStamps.startDate))
    .limit(6);
  const { avatarKey, phone, averageRating, createdAt, cardNumber, ...rest } = row;
  return {
    ...rest,
    phone: nationalPhone(phone),
    avatarUrl: avatarUrl(avatarKey),
    cardNumber: cardNumber ?? '',
    averageRating: averageRating === null || rest.ratingCount === 0 ? null : Number(averageRating),
    createdAt: createdAt.toISOString(),
    workStamps: stamps,
    pendingEmailChange: await pendingEmailChange(ctx.db, userId, ctx.now()),
  };
}

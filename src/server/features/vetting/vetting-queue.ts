// docs/product/operations.md, "Vetting": the staff's queue of profiles in review, oldest first
// (by when first submitted; a resubmission keeps its place), paginated; and one profile opened for review.
import { asc, count, eq } from 'drizzle-orm';
import { VETTING } from '../../../shared/domain/vetting';
import { VETTING_MESSAGES as MSG } from '../../../shared/marketplace/vetting-messages';
import { nationalPhone } from '../../../shared/phone';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { selectAccount } from '../../db/account-rows';
import { talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { avatarUrl } from '../../storage/avatar-storage';
import { vettingColumns, vettingState } from './my-vetting';

const inReview = eq(talentProfiles.vettingStatus, 'in_review');

export async function listVettingQueue(ctx: AppContext, page: number) {
  const size = VETTING.queuePageSize;
  const now = ctx.now().getTime();
  const [rows, summary] = await Promise.all([
    ctx.db
      .select(vettingColumns)
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(inReview)
      .orderBy(asc(talentProfiles.vettingSubmittedAt), asc(talentProfiles.userId))
      .limit(size)
      .offset((page - 1) * size),
    ctx.db.select({ n: count() }).from(talentProfiles).where(inReview),
  ]);
  return {
    total: Number(summary[0]?.n ?? 0),
    page,
    pageSize: size,
    items: rows.map((row) => ({
      userId: row.userId,
      name: row.name,
      submittedAt: row.vettingSubmittedAt.toISOString(),
      ageMs: Math.max(0, now - row.vettingSubmittedAt.getTime()),
      resubmitted: row.vettingDecidedAt !== null,
      checklist: vettingState(row).checklist,
    })),
  };
}

export async function getVettingReview(ctx: AppContext, userId: string) {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', MSG.profileNotFound);
  const [row] = await selectAccount(ctx.db, 'talent', userId, {
    ...vettingColumns,
    email: users.email,
    phone: users.phone,
    bio: talentProfiles.bio,
    positionTitle: talentProfiles.positionTitle,
    createdAt: talentProfiles.createdAt,
  });
  if (!row) throw new AppError('NOT_FOUND', MSG.profileNotFound);
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: nationalPhone(row.phone),
    sector: row.sector,
    years: row.years,
    skills: row.skills,
    bio: row.bio,
    positionTitle: row.positionTitle,
    avatarUrl: avatarUrl(row.avatarKey),
    createdAt: row.createdAt.toISOString(),
    ...vettingState(row),
  };
}

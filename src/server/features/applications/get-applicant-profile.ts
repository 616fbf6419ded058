import { and, desc, eq, inArray, isNotNull, not, or, sql } from 'drizzle-orm';
import { sharesContactDetails } from '../../../shared/domain/contact-visibility';
import { nationalPhone } from '../../../shared/phone';
import {
  APPLICANT_PAST_SHIFTS_LIMIT,
  APPLICANT_PROFILE_MESSAGES,
  type ApplicantProfileDto,
} from '../../../shared/schemas/responses/applicant-profile';
import { ratingSummary } from '../../../shared/schemas/responses/ratings';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { shiftApplications, shifts, talentProfiles, users, workHistoryStamps } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { avatarUrl } from '../../storage/avatar-storage';
import { loadWorkerReliability, workerReliabilityOf } from '../../trust/load-reliability';
import { blockedEitherWaySql } from '../../trust/visibility-sql';
import { UNNAMED_APPLICANT } from './get-shift-applications';

// As many work stamps as the profile card shows (docs/product/profiles.md).
const WORK_STAMPS_SHOWN = 6;

/**
 * 'View Full Profile' (docs/product/applications.md, "An applicant's full profile"): the worker behind one
 * application, for the manager of its shift only. Anyone else's application, a missing one, and one the applications
 * page hides (a blocked pair that never booked) are all 'not found', so ids cannot be probed. E-mail and phone only
 * while the application shares contact details (ADR 013); past shifts only with this manager's business.
 */
export async function getApplicantProfile(
  ctx: AppContext,
  managerId: string,
  applicationId: string,
): Promise<ApplicantProfileDto> {
  const notFound = () => new AppError('NOT_FOUND', APPLICANT_PROFILE_MESSAGES.notFound);
  if (!isUuid(applicationId)) throw notFound();
  const [row] = await ctx.db
    .select({
      workerId: shiftApplications.workerId,
      status: shiftApplications.status,
      email: users.email,
      phone: users.phone,
      name: talentProfiles.name,
      bio: talentProfiles.bio,
      skills: talentProfiles.skills,
      avatarKey: talentProfiles.avatarKey,
      ratingAverage: talentProfiles.averageRating,
      ratingCount: talentProfiles.ratingCount,
    })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .innerJoin(users, eq(users.id, shiftApplications.workerId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, shiftApplications.workerId))
    .where(
      and(
        eq(shiftApplications.id, applicationId),
        eq(shifts.managerId, managerId),
        // The same rule as the applications page: a blocked pair's application is hidden unless it is a booking.
        or(
          inArray(shiftApplications.status, ['accepted', 'checked_in', 'completed', 'no_show']),
          not(blockedEitherWaySql(sql`${managerId}::uuid`, sql`"shift_applications"."worker_id"`)),
        ),
      ),
    )
    .limit(1);
  if (!row) throw notFound();

  const [stamps, pastShifts, reliability] = await Promise.all([
    ctx.db
      .select({
        id: workHistoryStamps.id,
        companyName: workHistoryStamps.companyName,
        position: workHistoryStamps.position,
        startDate: workHistoryStamps.startDate,
      })
      .from(workHistoryStamps)
      .where(eq(workHistoryStamps.workerId, row.workerId))
      .orderBy(desc(workHistoryStamps.startDate))
      .limit(WORK_STAMPS_SHOWN),
    // Ended bookings on this business's shifts: worked, a no-show, or a booking cancelled (by either side or with the
    // shift); an application that never became a booking is no past shift.
    ctx.db
      .select({
        applicationId: shiftApplications.id,
        positionTitle: shifts.positionTitle,
        shiftDate: shifts.shiftDate,
        startsAt: shifts.startsAt,
        status: shiftApplications.status,
      })
      .from(shiftApplications)
      .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
      .where(
        and(
          eq(shiftApplications.workerId, row.workerId),
          eq(shifts.managerId, managerId),
          or(
            inArray(shiftApplications.status, ['completed', 'no_show']),
            and(eq(shiftApplications.status, 'cancelled'), isNotNull(shiftApplications.acceptedAt)),
          ),
        ),
      )
      .orderBy(desc(shifts.startsAt), desc(shiftApplications.id))
      .limit(APPLICANT_PAST_SHIFTS_LIMIT),
    loadWorkerReliability(ctx.db, [row.workerId], ctx.now()),
  ]);

  const contact = sharesContactDetails(row.status);
  return {
    worker: {
      id: row.workerId,
      name: row.name ?? (contact ? row.email : UNNAMED_APPLICANT),
      avatarUrl: avatarUrl(row.avatarKey ?? null),
      bio: row.bio ?? null,
      skills: row.skills ?? [],
      email: contact ? row.email : null,
      phone: contact ? nationalPhone(row.phone) : null,
      workStamps: stamps,
      rating: ratingSummary(row.ratingAverage, row.ratingCount),
      reliability: workerReliabilityOf(reliability, row.workerId),
    },
    pastShifts: pastShifts.map(({ status, startsAt, ...shift }) => ({
      ...shift,
      startsAt: startsAt.toISOString(),
      outcome: status === 'completed' ? 'completed' : status === 'no_show' ? 'no_show' : 'cancelled',
    })),
  };
}

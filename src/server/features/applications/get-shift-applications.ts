import { and, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import { sharesContactDetails } from '../../../shared/domain/contact-visibility';
import { isShiftVisible } from '../../../shared/domain/shift-availability';
import { VIEW_APPLICATIONS_MESSAGES } from '../../../shared/marketplace/messages';
import type { ShiftApplicationsDto } from '../../../shared/marketplace/types';
import { nationalPhone } from '../../../shared/phone';
import type { ApplicantsSort } from '../../../shared/schemas/responses/matching';
import { ratingSummary } from '../../../shared/schemas/responses/ratings';
import { isUuid } from '../../../shared/uuid';
import { applicationColumns, toApplicationDto } from '../../booking/application-dto';
import { bookedElsewhereSql } from '../../booking/overlapping-booking';
import { offerTextCaps } from '../../booking/select-applicant';
import { shiftColumns, toShiftWithContactDto } from '../../booking/shift-dto';
import { selectApplicationsWithWorker } from '../../booking/worker-contact';
import type { AppContext } from '../../context';
import { shiftApplications, shifts, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { rankApplicants } from '../../match/rank-applicants';
import { accountReceivesTextsSql } from '../../sms/opt-out';
import { avatarUrl } from '../../storage/avatar-storage';
import { loadWorkerReliability, workerReliabilityOf } from '../../trust/load-reliability';
import { blockedEitherWaySql, isFavouriteOfSql } from '../../trust/visibility-sql';

// A shift gets few applicants; this bounds the page should one ever get many ('Best match' ranks them all:
// docs/decisions/018-match-score.md, "Sorting").
const MAX_APPLICANTS = 500;
// Shown for an applicant without a profile name, where the e-mail used to stand in.
/** The name an applicant without a profile name is shown by, on the card and in the full profile. */
export const UNNAMED_APPLICANT = 'Applicant';

/**
 * /view-applications, own upcoming shifts only (docs/product/applications.md, "Reviewing applicants"). A shift that does not exist and
 * one that belongs to another manager get the same answer, so ids cannot be probed.
 */
export async function getShiftApplications(
  ctx: AppContext,
  managerId: string,
  shiftId: string,
  sort: ApplicantsSort = 'best',
): Promise<ShiftApplicationsDto> {
  const notFound = () => new AppError('NOT_FOUND', VIEW_APPLICATIONS_MESSAGES.notFound);
  if (!isUuid(shiftId)) throw notFound();
  // The shift and its applicants are read at once, so the request waits for one round trip instead of two; the
  // applicants are only used once the shift is known to be the caller's and still visible.
  const [[shift], rows] = await Promise.all([
    ctx.db
      .select(shiftColumns)
      .from(shifts)
      .where(and(eq(shifts.id, shiftId), eq(shifts.managerId, managerId)))
      .limit(1)
      .prepare('tb_managed_shift')
      .execute(),
    selectApplicationsWithWorker(ctx.db, {
      ...applicationColumns,
      email: users.email,
      phone: users.phone,
      name: talentProfiles.name,
      bio: talentProfiles.bio,
      skills: talentProfiles.skills,
      avatarKey: talentProfiles.avatarKey,
      // The worker's stored rating average and count (docs/product/trust.md, "Ratings").
      ratingAverage: talentProfiles.averageRating,
      ratingCount: talentProfiles.ratingCount,
      // Vetting (docs/product/operations.md): 'In review' on the card until approved.
      vetted: talentProfiles.approved,
      vettingStatus: talentProfiles.vettingStatus,
      // Whether the offer would reach the worker by text, by the rule the SMS service applies when it
      // sends (STOP, consent, a verified phone), so the dialog can say what will happen before the manager clicks.
      receivesTexts: accountReceivesTextsSql(),
      // The manager's star (docs/product/trust.md, "Favourites and blocks").
      favourite: isFavouriteOfSql(sql`${managerId}::uuid`, sql`"shift_applications"."worker_id"`).mapWith(
        Boolean,
      ),
      // 'Booked elsewhere at that time' (docs/product/applications.md, "No overlapping bookings").
      bookedElsewhere: bookedElsewhereSql(
        sql`"shift_applications"."worker_id"`,
        sql`"shift_applications"."shift_id"`,
      ),
    })
      .where(
        and(
          eq(shiftApplications.shiftId, shiftId),
          // A blocked pair's applications are hidden, but a booking stays as it is and in view, never a silent
          // vanish (docs/product/trust.md, "Favourites and blocks").
          or(
            inArray(shiftApplications.status, ['accepted', 'checked_in', 'completed', 'no_show']),
            not(blockedEitherWaySql(sql`${managerId}::uuid`, sql`"shift_applications"."worker_id"`)),
          ),
        ),
      )
      .orderBy(desc(shiftApplications.appliedAt), desc(shiftApplications.id))
      .limit(MAX_APPLICANTS)
      // Named statements on PostgreSQL (both texts never vary): parsed and planned once per pooled connection, where
      // planning this one cost more than running it for a few applicants.
      .prepare('tb_shift_applicants')
      .execute(),
  ]);
  if (!shift) throw notFound();
  if (!isShiftVisible(shift, ctx.now()))
    throw new AppError('FORBIDDEN', VIEW_APPLICATIONS_MESSAGES.pastShift);
  // The applicants' reliability in one query (docs/product/trust.md, "Reliability"); the match score uses it too,
  // and loads the rest of its facts meanwhile.
  const loadingReliability = loadWorkerReliability(
    ctx.db,
    rows.map((row) => row.workerId),
    ctx.now(),
  );
  const [reliability, ranked, textCaps] = await Promise.all([
    loadingReliability,
    rankApplicants(ctx, shift, rows, sort, loadingReliability),
    // The offer dialog says before the click when a daily text cap would keep the offer to the app (sms.md).
    offerTextCaps(
      ctx,
      managerId,
      rows.flatMap((row) => (row.phone ? [row.phone] : [])),
    ),
  ]);

  return {
    shift: toShiftWithContactDto(shift),
    applications: ranked.map(
      ({
        email,
        phone,
        name,
        bio,
        skills,
        avatarKey,
        receivesTexts,
        favourite,
        match,
        ratingAverage,
        ratingCount,
        vetted,
        vettingStatus,
        bookedElsewhere,
        ...application
      }) => {
        // ADR 013: an applicant's e-mail and phone only once the manager has selected them.
        const contact = sharesContactDetails(application.status);
        return {
          ...toApplicationDto(application),
          match,
          worker: {
            id: application.workerId,
            name: name ?? (contact ? email : UNNAMED_APPLICANT),
            email: contact ? email : null,
            phone: contact ? nationalPhone(phone) : null,
            hasPhone: Boolean(phone),
            receivesTexts,
            bio: bio ?? null,
            skills: skills ?? [],
            avatarUrl: avatarUrl(avatarKey ?? null),
            reliability: workerReliabilityOf(reliability, application.workerId),
            rating: ratingSummary(ratingAverage, ratingCount),
            favourite,
            vetted: vetted === true,
            offerTextCap: textCaps.manager
              ? 'manager'
              : phone && textCaps.numbers.has(phone)
                ? 'number'
                : null,
            // A profile never reviewed has no row status: it is in review.
            vettingStatus: vettingStatus ?? 'in_review',
            bookedElsewhere,
          },
        };
      },
    ),
  };
}

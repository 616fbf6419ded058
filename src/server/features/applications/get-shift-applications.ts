import { and, desc, eq } from 'drizzle-orm';
import { sharesContactDetails } from '../../../shared/domain/contact-visibility';
import { isShiftVisible } from '../../../shared/domain/shift-availability';
import { VIEW_APPLICATIONS_MESSAGES } from '../../../shared/marketplace/messages';
import type { ShiftApplicationsDto } from '../../../shared/marketplace/types';
import { nationalPhone } from '../../../shared/phone';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { shiftApplications, shifts, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { accountReceivesTextsSql } from '../../sms/opt-out';
import { avatarUrl } from '../../storage/avatar-storage';
import { shiftColumns, toShiftWithContactDto } from '../shifts/shift-dto';
import { applicationColumns, toApplicationDto } from './application-dto';

// A shift gets few applicants; this bounds the page should one ever get many.
const MAX_APPLICANTS = 200;
// Shown for an applicant without a profile name, where the e-mail used to stand in.
const UNNAMED_APPLICANT = 'Applicant';

/**
 * /view-applications, own upcoming shifts only (docs/product/applications.md, "Reviewing applicants"). A shift that does not exist and
 * one that belongs to another manager get the same answer, so ids cannot be probed.
 */
export async function getShiftApplications(
  ctx: AppContext,
  managerId: string,
  shiftId: string,
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
      .limit(1),
    ctx.db
      .select({
        ...applicationColumns,
        email: users.email,
        phone: users.phone,
        name: talentProfiles.name,
        bio: talentProfiles.bio,
        skills: talentProfiles.skills,
        avatarKey: talentProfiles.avatarKey,
        // Issue 11: whether the offer would reach the worker by text, by the rule the SMS service applies when it
        // sends (STOP, consent, a verified phone), so the dialog can say what will happen before the manager clicks.
        receivesTexts: accountReceivesTextsSql(),
      })
      .from(shiftApplications)
      .innerJoin(users, eq(users.id, shiftApplications.workerId))
      .leftJoin(talentProfiles, eq(talentProfiles.userId, shiftApplications.workerId))
      .where(eq(shiftApplications.shiftId, shiftId))
      .orderBy(desc(shiftApplications.appliedAt), desc(shiftApplications.id))
      .limit(MAX_APPLICANTS),
  ]);
  if (!shift) throw notFound();
  if (!isShiftVisible(shift, ctx.now()))
    throw new AppError('FORBIDDEN', VIEW_APPLICATIONS_MESSAGES.pastShift);

  return {
    shift: toShiftWithContactDto(shift),
    applications: rows.map(
      ({ email, phone, name, bio, skills, avatarKey, receivesTexts, ...application }) => {
        // Issue 10 item 20, ADR 013: an applicant's e-mail and phone only once the manager has selected them.
        const contact = sharesContactDetails(application.status);
        return {
          ...toApplicationDto(application),
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
          },
        };
      },
    ),
  };
}

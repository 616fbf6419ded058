// The manager's attendance list (docs/product/attendance.md, "The manager's attendance list"): the
// shift's booked workers with their state, before, during and after the shift — unlike the applicants view, which
// ends at the start (docs/product/applications.md, "Reviewing applicants").
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MANAGER_ATTENDANCE_MESSAGES as M } from '../../../shared/marketplace/manager-attendance-messages';
import { nationalPhone } from '../../../shared/phone';
import type { ShiftAttendanceDto } from '../../../shared/schemas/responses/manager-attendance';
import { applicationColumns, toApplicationDto } from '../../booking/application-dto';
import { shiftColumns, toShiftWithContactDto } from '../../booking/shift-dto';
import { selectApplicationsWithWorker } from '../../booking/worker-contact';
import type { AppContext } from '../../context';
import { shiftApplications, shifts, talentProfiles, users } from '../../db/schema';
import { notFoundUnlessUuid } from '../../lib/app-error';
import { avatarUrl } from '../../storage/avatar-storage';

/** The statuses of a booking that was kept: booked, arrived, a no-show, completed. */
const BOOKED = ['accepted', 'checked_in', 'no_show', 'completed'] as const;

export async function getShiftAttendance(
  ctx: AppContext,
  managerId: string,
  shiftId: string,
): Promise<ShiftAttendanceDto> {
  const notFound = notFoundUnlessUuid(shiftId, M.notFound);
  const [shift] = await ctx.db
    .select(shiftColumns)
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.managerId, managerId)))
    .limit(1);
  // Another manager's shift reads as none, so ids cannot be probed.
  if (!shift) throw notFound;
  // A shift books at most max_applications workers, so the list is short; no pagination.
  const rows = await selectApplicationsWithWorker(ctx.db, {
    ...applicationColumns,
    name: talentProfiles.name,
    email: users.email,
    phone: users.phone,
    avatarKey: talentProfiles.avatarKey,
    arrivalMarkedBy: shiftApplications.arrivalMarkedBy,
    arrivalReason: shiftApplications.arrivalReason,
  })
    .where(and(eq(shiftApplications.shiftId, shiftId), inArray(shiftApplications.status, [...BOOKED])))
    .orderBy(asc(talentProfiles.name), asc(shiftApplications.id));
  return {
    shift: toShiftWithContactDto(shift),
    workers: rows.map(
      ({ name, email, phone, avatarKey, arrivalMarkedBy, arrivalReason, ...application }) => ({
        ...toApplicationDto(application),
        worker: {
          id: application.workerId,
          name: name ?? email,
          phone: nationalPhone(phone),
          avatarUrl: avatarUrl(avatarKey ?? null),
        },
        arrivalMarked: arrivalMarkedBy !== null,
        arrivalReason,
      }),
    ),
  };
}

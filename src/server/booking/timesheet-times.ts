// A timesheet's times in context (docs/product/attendance.md, "Timesheets in context"), as the timesheet routes and
// the staff dispute queue answer them: the shift's scheduled start and end, the times recorded on the booking at
// check-in and check-out (shift_applications, which a correction or an adjustment never changes), the worker's times
// kept at 'Adjust', and what the timesheet says now.
import type { TimesheetTimesDto } from '../../shared/schemas/responses/timesheets';
import { shiftApplications, shifts, type timesheets } from '../db/schema';

/** The columns beside the timesheet's row; the query joins its shift and its booking (timesheets.application_id). */
export const timesheetTimesColumns = {
  shiftDate: shifts.shiftDate,
  timeZone: shifts.timeZone,
  shiftStartsAt: shifts.startsAt,
  shiftEndsAt: shifts.endsAt,
  recordedCheckInAt: shiftApplications.checkedInAt,
  recordedCheckOutAt: shiftApplications.checkedOutAt,
  checkOutAuto: shiftApplications.checkOutAuto,
  arrivalMarkedBy: shiftApplications.arrivalMarkedBy,
};

export type TimesheetTimesRow = {
  shiftDate: string;
  timeZone: string;
  shiftStartsAt: Date;
  shiftEndsAt: Date;
  recordedCheckInAt: Date | null;
  recordedCheckOutAt: Date | null;
  checkOutAuto: boolean;
  arrivalMarkedBy: string | null;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toTimesheetTimes(t: typeof timesheets.$inferSelect, r: TimesheetTimesRow): TimesheetTimesDto {
  return {
    timeZone: r.timeZone,
    shiftDate: r.shiftDate,
    checkInAt: t.checkInAt.toISOString(),
    checkOutAt: t.checkOutAt.toISOString(),
    adjustedAt: iso(t.adjustedAt),
    scheduled: { startsAt: r.shiftStartsAt.toISOString(), endsAt: r.shiftEndsAt.toISOString() },
    recorded: {
      checkInAt: iso(r.recordedCheckInAt),
      checkOutAt: iso(r.recordedCheckOutAt),
      checkInMarkedByManager: r.arrivalMarkedBy !== null,
      // Only a recorded check-out can have been automatic.
      checkOutAuto: r.recordedCheckOutAt !== null && r.checkOutAuto,
    },
    workerClaim:
      t.workerCheckInAt && t.workerCheckOutAt
        ? { checkInAt: t.workerCheckInAt.toISOString(), checkOutAt: t.workerCheckOutAt.toISOString() }
        : null,
    disputeDecision:
      t.disputeDecidedAt && t.disputeDecision
        ? {
            decision: t.disputeDecision,
            reason: t.disputeReason ?? '',
            decidedAt: t.disputeDecidedAt.toISOString(),
          }
        : null,
  };
}

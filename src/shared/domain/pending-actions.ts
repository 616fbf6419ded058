// What the worker owes on each application, for the dashboard's 'Pending Actions' and its 'Next shift' card
// (docs/product/applications.md, "The worker dashboard"). Pure: the server sends the two deadlines it alone can
// know (the timesheet's and the rating's), the clock and the rest come from the application itself.
import type { ApplicationStatus } from './application-status';
import { canConfirmAttendance } from './attendance-confirmation';
import { isRatingWindowOpen, ratingWindowEnd } from './ratings';
import { correctableUntil } from './timesheet';

type Instant = Date | string;

export type PendingAction = 'answerOffer' | 'keepBooking' | 'confirmAttendance' | 'submitTimesheet' | 'rate';

/** The words of each owed action, as the card's own buttons name them. */
export const PENDING_ACTION_LABELS: Record<PendingAction, string> = {
  answerOffer: 'Accept or decline the offer',
  keepBooking: 'Keep my booking',
  confirmAttendance: "Confirm I'm coming",
  submitTimesheet: 'Submit your timesheet',
  rate: 'Rate this shift',
};

type OwingApplication = {
  status: ApplicationStatus;
  termsChangedAt: string | null;
  attendanceConfirmedAt: string | null;
  /** The draft timesheet's last moment to submit; null when there is none to submit. */
  submitTimesheetBy: string | null;
  /** The end of the worker's rating window; null when there is nothing to rate. */
  rateBy: string | null;
  shift: { startsAt: string };
};

/**
 * What the worker owes now, in the order the card shows them. `missed` (application-outcome.ts): an offer on a
 * shift that started or filled can no longer be answered, so it owes nothing.
 */
export function pendingActions(application: OwingApplication, now: Date, missed = false): PendingAction[] {
  const owed: PendingAction[] = [];
  if (application.status === 'selected' && !missed) owed.push('answerOffer');
  if (application.status === 'accepted' && application.termsChangedAt) owed.push('keepBooking');
  if (canConfirmAttendance(application, application.shift.startsAt, now)) owed.push('confirmAttendance');
  if (application.submitTimesheetBy && now < new Date(application.submitTimesheetBy))
    owed.push('submitTimesheet');
  if (application.rateBy && now < new Date(application.rateBy)) owed.push('rate');
  return owed;
}

/** The draft timesheet's deadline: submitted automatically 24 h after creation, so owed only until then. */
export function submitTimesheetBy(timesheet: { status: string; createdAt: Instant } | null): Date | null {
  return timesheet?.status === 'draft' ? correctableUntil(timesheet.createdAt) : null;
}

/** The worker's rating deadline: a completed booking they have not rated, while the 7-day window is open. */
export function rateBy(
  booking: { completedAt: Instant | null; ratedByWorker: boolean },
  now: Date,
): Date | null {
  if (booking.ratedByWorker || booking.completedAt === null) return null;
  return isRatingWindowOpen(booking.completedAt, now) ? ratingWindowEnd(booking.completedAt) : null;
}

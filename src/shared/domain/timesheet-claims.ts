// The bounds of a worker's 'Correct times' and the flag of a timesheet claiming more than scheduled
// (docs/product/attendance.md, "Timesheets"; docs/decisions/017-attendance-and-timesheets.md). Pure: the server
// enforces them and the manager's page shows the same words.
import { ATTENDANCE_WINDOW } from '../constants';
import { autoCheckOutAt } from './attendance';
import { formatOfferDeadline } from './offer-deadline';
import { hoursLabel } from './pay';

type Instant = Date | string;
const at = (instant: Instant) => new Date(instant).getTime();
const MINUTE_MS = 60_000;

export const TIMESHEET_FLAG_REASONS = ['claimed_over_scheduled'] as const;
export type TimesheetFlagReason = (typeof TIMESHEET_FLAG_REASONS)[number];

type ShiftTimes = { startsAt: Instant; endsAt: Instant };

/**
 * The windows a corrected time must fall in — the attendance windows themselves: check-in from 30 min before the
 * start until the scheduled end (the check-in window), check-out no later than the automatic check-out (end + 4 h).
 */
export function correctionWindows(shift: ShiftTimes) {
  return {
    checkInFrom: new Date(at(shift.startsAt) - ATTENDANCE_WINDOW.checkInOpensBeforeStartMs),
    checkInUntil: new Date(at(shift.endsAt)),
    checkOutUntil: autoCheckOutAt(shift.endsAt),
  };
}

/** True when the corrected times fall within the shift's windows (the end after the start is checked apart). */
export function withinCorrectionWindows(checkInAt: Date, checkOutAt: Date, shift: ShiftTimes): boolean {
  const w = correctionWindows(shift);
  return (
    checkInAt.getTime() >= w.checkInFrom.getTime() &&
    checkInAt.getTime() <= w.checkInUntil.getTime() &&
    checkOutAt.getTime() <= w.checkOutUntil.getTime()
  );
}

/** The refusal naming the allowed windows on the shift's wall clock, with its zone. */
export function correctionWindowMessage(shift: ShiftTimes, timeZone: string): string {
  const w = correctionWindows(shift);
  const local = (d: Date) => formatOfferDeadline(d, timeZone);
  return `Corrected times must fall within the shift's windows: check-in from ${local(w.checkInFrom)} to ${local(w.checkInUntil)}, check-out by ${local(w.checkOutUntil)} (${timeZone}).`;
}

/** Whole minutes between two instants (seconds dropped, as pay.ts counts). */
const minutesBetween = (from: Instant, to: Instant) =>
  Math.max(0, Math.floor((at(to) - at(from)) / MINUTE_MS));

/**
 * The flag of a timesheet whose span is longer than the shift's scheduled span by more than the tolerance (the same
 * break comes off both, so this is "paid for more than scheduled"); null otherwise. Such a timesheet is approved
 * only by its manager. The tolerance keeps an honest early check-in (check-in opens 30 min before the start) from
 * holding the worker's pay until the manager acts.
 */
export function claimFlag(checkInAt: Date, checkOutAt: Date, shift: ShiftTimes): TimesheetFlagReason | null {
  const toleranceMinutes = ATTENDANCE_WINDOW.claimToleranceMs / MINUTE_MS;
  return minutesBetween(checkInAt, checkOutAt) >
    minutesBetween(shift.startsAt, shift.endsAt) + toleranceMinutes
    ? 'claimed_over_scheduled'
    : null;
}

/** What the manager's notice and row show: the scheduled and the claimed span. */
export function claimFigures(times: { checkInAt: Instant; checkOutAt: Instant }, shift: ShiftTimes) {
  return {
    scheduledMinutes: minutesBetween(shift.startsAt, shift.endsAt),
    claimedMinutes: minutesBetween(times.checkInAt, times.checkOutAt),
  };
}

/** 'scheduled 2 h, claimed 23 h 59 min'. */
export const claimLabel = (figures: { scheduledMinutes: number; claimedMinutes: number }) =>
  `scheduled ${hoursLabel(figures.scheduledMinutes)}, claimed ${hoursLabel(figures.claimedMinutes)}`;

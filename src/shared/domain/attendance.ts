// The attendance rules both the server and the worker's card read
// (docs/product/attendance.md, "Windows" and "Late"). The check-in itself is the state machine's
// accepted → checked_in (checkInWindow); check-out is not a status change, so its window lives here.
import { ATTENDANCE_WINDOW } from '../constants';
import { formatClockTime } from '../time-format';

type Instant = Date | string;
const at = (instant: Instant) => new Date(instant).getTime();

/** Checked in more than 10 min after the start (ATTENDANCE_WINDOW.lateAfterStartMs): marked late. */
export function isLateArrival(arrivedAt: Instant, startsAt: Instant): boolean {
  return at(arrivedAt) - at(startsAt) > ATTENDANCE_WINDOW.lateAfterStartMs;
}

/** When the automatic check-out runs: 4 h after the scheduled end (auto-check-out.ts). */
export function autoCheckOutAt(endsAt: Instant): Date {
  return new Date(at(endsAt) + ATTENDANCE_WINDOW.checkOutClosesAfterEndMs);
}

export const CHECK_OUT_REFUSALS = ['notCheckedIn', 'alreadyCheckedOut', 'checkOutClosed'] as const;
export type CheckOutRefusal = (typeof CHECK_OUT_REFUSALS)[number];

export const CHECK_OUT_MESSAGES: Record<CheckOutRefusal, string> = {
  notCheckedIn: 'Check in before you check out.',
  alreadyCheckedOut: 'You have already checked out of this shift.',
  checkOutClosed:
    'Check-out has closed for this shift; you were checked out automatically at the scheduled end.',
};

type Booking = { status: string; checkedInAt: Instant | null; checkedOutAt: Instant | null };

/** Check-out from check-in until 4 h after the scheduled end; null when it is allowed now. */
export function checkOutProblem(
  booking: Booking,
  shift: { endsAt: Instant },
  now: Date,
): CheckOutRefusal | null {
  if (booking.status !== 'checked_in' && booking.status !== 'completed') return 'notCheckedIn';
  if (!booking.checkedInAt) return 'notCheckedIn';
  if (booking.checkedOutAt) return 'alreadyCheckedOut';
  if (now.getTime() >= autoCheckOutAt(shift.endsAt).getTime()) return 'checkOutClosed';
  return null;
}

/** "9:14 AM" on the shift's wall clock (the place the worker goes to). */
export function formatClock(instant: Instant, timeZone: string): string {
  return formatClockTime(instant, timeZone);
}

/** 'Checked in at 9:14 AM, late' / 'Checked in at 8:55 AM'. */
export function checkedInLabel(booking: { checkedInAt: Instant; checkInLate: boolean }, timeZone: string) {
  return `Checked in at ${formatClock(booking.checkedInAt, timeZone)}${booking.checkInLate ? ', late' : ''}`;
}

/** 'Checked out at 5:02 PM' / 'Checked out automatically at 5:00 PM'. */
export function checkedOutLabel(booking: { checkedOutAt: Instant; checkOutAuto: boolean }, timeZone: string) {
  return `Checked out ${booking.checkOutAuto ? 'automatically ' : ''}at ${formatClock(booking.checkedOutAt, timeZone)}`;
}

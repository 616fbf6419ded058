// What the manager's attendance list says of each booked worker (docs/product/attendance.md, "The
// manager's attendance list"): 'Not arrived', 'Arrived at 9:04 AM' (late), 'Left at 5:02 PM' (auto), 'No-show'.
// Pure, on the shift's wall clock, so the list and its tests read the same words.

import { formatDateTimeLocal } from '../time-format';
import { formatClock } from './attendance';
import { shiftInstants } from './shift-time';

type Instant = Date | string;

export type AttendanceFacts = {
  status: string;
  checkedInAt: Instant | null;
  checkedOutAt: Instant | null;
  checkInLate: boolean;
  checkOutAuto: boolean;
  /** Who recorded a no-show: the manager, or the platform 4 h after the end. */
  cancelledBy?: string | null;
  /** The arrival was the manager's 'Mark as arrived'. */
  arrivalMarked?: boolean;
};

export type AttendanceKind = 'not_arrived' | 'arrived' | 'left' | 'no_show';

export type AttendanceState = {
  kind: AttendanceKind;
  label: string;
  /** Short marks beside the label: 'late', 'auto', 'marked by you', 'automatic'. */
  marks: string[];
  /** A second line: the arrival of a worker who has left. */
  detail: string | null;
};

export function attendanceState(row: AttendanceFacts, timeZone: string): AttendanceState {
  if (row.status === 'no_show')
    return {
      kind: 'no_show',
      label: 'No-show',
      marks: row.cancelledBy === 'system' ? ['automatic'] : [],
      detail: null,
    };
  if (!row.checkedInAt) return { kind: 'not_arrived', label: 'Not arrived', marks: [], detail: null };
  const arrived = `Arrived at ${formatClock(row.checkedInAt, timeZone)}`;
  const arrivalMarks = [
    ...(row.checkInLate ? ['late'] : []),
    ...(row.arrivalMarked ? ['marked by you'] : []),
  ];
  if (!row.checkedOutAt) return { kind: 'arrived', label: arrived, marks: arrivalMarks, detail: null };
  return {
    kind: 'left',
    label: `Left at ${formatClock(row.checkedOutAt, timeZone)}`,
    marks: row.checkOutAuto ? ['auto'] : [],
    detail: [arrived, ...arrivalMarks].join(', '),
  };
}

type ShiftClock = {
  shiftDate: string;
  startTime: string;
  timeZone: string;
  startsAt: Instant;
  endsAt: Instant;
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant a wall time ('09:04') typed for a shift names: on the shift's date, or the next day when that is the
 * one inside the shift's attendance span (30 min before the start to 4 h after the end), as for an overnight shift.
 * Null when the text is not a time.
 */
export function instantOnShiftClock(shift: ShiftClock, hhmm: string): Date | null {
  if (!/^\d{2}:\d{2}$/.test(hhmm)) return null;
  try {
    const sameDay = shiftInstants(shift.shiftDate, hhmm, hhmm, false, shift.timeZone).startsAt;
    const nextDay = shiftInstants(shift.shiftDate, shift.startTime, hhmm, true, shift.timeZone).endsAt;
    const from = new Date(shift.startsAt).getTime() - HOUR_MS / 2;
    const until = new Date(shift.endsAt).getTime() + 4 * HOUR_MS;
    const inside = (instant: Date) => instant.getTime() >= from && instant.getTime() <= until;
    return inside(sameDay) || !inside(nextDay) ? sameDay : nextDay;
  } catch {
    return null;
  }
}

/**
 * The arrival time 'Mark as arrived' proposes, on the shift's clock: the start, or the current minute while the shift
 * has not started yet, so the proposal is always a time the server accepts (not in the future, not before check-in
 * opens: the dialog is offered only once it has).
 */
export function proposedArrivalTime(shift: Pick<ShiftClock, 'startsAt' | 'timeZone'>, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return formatDateTimeLocal(Math.min(new Date(shift.startsAt).getTime(), minute), shift.timeZone).slice(11);
}

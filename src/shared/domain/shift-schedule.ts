// The checks of a new shift that need the clock and the business's zone, so they cannot live in
// shiftFormSchema: the form runs them before sending and the server runs them again.
import { isShiftDateSelectable, isUpcoming, shiftInstants } from './shift-time';

export const SHIFT_SCHEDULE_MESSAGES = {
  pastDate: 'Shift date cannot be in the past',
  startPassed: 'Start time must be later than now',
} as const;

export type ShiftScheduleProblem = { field: 'shiftDate' | 'startTime'; message: string };

type Schedule = { shiftDate: string; startTime: string; endTime: string; overnight: boolean };

/** Spec §5 (date picker refuses past dates) and §4 (a shift is listed only while its start is later than now). */
export function shiftScheduleProblem(
  shift: Schedule,
  now: Date,
  timeZone: string,
): ShiftScheduleProblem | null {
  if (!isShiftDateSelectable(shift.shiftDate, now, timeZone))
    return { field: 'shiftDate', message: SHIFT_SCHEDULE_MESSAGES.pastDate };
  const { startsAt } = shiftInstants(
    shift.shiftDate,
    shift.startTime,
    shift.endTime,
    shift.overnight,
    timeZone,
  );
  if (!isUpcoming(startsAt, now)) return { field: 'startTime', message: SHIFT_SCHEDULE_MESSAGES.startPassed };
  return null;
}

// The checks of a new shift that need the clock and the business's zone, so they cannot live in
// shiftFormSchema: the form runs them before sending and the server runs them again.
import { isShiftVisible } from './shift-availability';
import { isShiftDateSelectable, shiftInstants, todayInTimeZone } from './shift-time';

/**
 * How far ahead a shift may be posted. Nobody books hourly work years out, and shifts dated
 * in the year 9999 sat in every open-shifts list for ever.
 */
export const SHIFT_MAX_MONTHS_AHEAD = 12;

export const SHIFT_SCHEDULE_MESSAGES = {
  pastDate: 'Shift date cannot be in the past',
  startPassed: 'Start time must be later than now',
  tooFar: `Shift date must be within the next ${SHIFT_MAX_MONTHS_AHEAD} months`,
} as const;

/** The last date ("yyyy-MM-dd") a shift may have: today in the business's zone plus 12 months (31 → 30 etc.). */
export function latestShiftDate(now: Date, timeZone: string): string {
  const [year, month, day] = todayInTimeZone(now, timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const months = month - 1 + SHIFT_MAX_MONTHS_AHEAD;
  const targetYear = year + Math.floor(months / 12);
  const targetMonth = (months % 12) + 1;
  const monthLength = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, monthLength))}`;
}

export type ShiftScheduleProblem = { field: 'shiftDate' | 'startTime'; message: string };

type Schedule = { shiftDate: string; startTime: string; endTime: string; overnight: boolean };

/**
 * The date picker refuses past dates, (at most 12 months ahead), and a shift is listed only while
 * its start is later than now (docs/product/shifts.md, "Times and the business time zone").
 */
export function shiftScheduleProblem(
  shift: Schedule,
  now: Date,
  timeZone: string,
): ShiftScheduleProblem | null {
  if (!isShiftDateSelectable(shift.shiftDate, now, timeZone))
    return { field: 'shiftDate', message: SHIFT_SCHEDULE_MESSAGES.pastDate };
  if (shift.shiftDate > latestShiftDate(now, timeZone))
    return { field: 'shiftDate', message: SHIFT_SCHEDULE_MESSAGES.tooFar };
  const { startsAt } = shiftInstants(
    shift.shiftDate,
    shift.startTime,
    shift.endTime,
    shift.overnight,
    timeZone,
  );
  if (!isShiftVisible({ startsAt }, now))
    return { field: 'startTime', message: SHIFT_SCHEDULE_MESSAGES.startPassed };
  return null;
}

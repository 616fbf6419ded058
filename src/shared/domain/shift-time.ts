// Shift times are wall-clock times in the business's zone; the instants derived here decide
// "later than now" (docs/product/shifts.md, "Visibility") independently of the server's or browser's zone.
// Only tzOffset is used from @date-fns/tz: TZDate's wall-time constructor resolves the repeated
// autumn hour differently depending on the host's own zone (seen with TZ=America/Los_Angeles).
// Imported from its own entry point: the package index also loads TZDate (~4 kB gzipped) into the browser.
import { tzOffset } from '@date-fns/tz/tzOffset';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type CalendarDate = { year: number; month: number; day: number };
type WallTime = { hours: number; minutes: number };

/** Epoch milliseconds of a wall time read as UTC; days past the month's end roll over. */
function utcMs(date: CalendarDate, time: WallTime = { hours: 0, minutes: 0 }): number {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  d.setUTCHours(time.hours, time.minutes, 0, 0);
  return d.getTime();
}

function parseDate(dateStr: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(dateStr);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const probe = new Date(utcMs(date));
  const real = probe.getUTCMonth() === date.month - 1 && probe.getUTCDate() === date.day;
  return real ? date : null;
}

function parseTime(hhmm: string): WallTime | null {
  const match = TIME_PATTERN.exec(hhmm);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}

function offsetAt(tz: string, epochMs: number): number {
  return tzOffset(tz, new Date(epochMs));
}

/**
 * The instant a wall time in `tz` names. A repeated time (autumn) takes its first occurrence;
 * a skipped one (spring) moves forward by the gap, as JavaScript does for local times.
 */
function zonedInstant(date: CalendarDate, time: WallTime, tz: string): number {
  const wall = utcMs(date, time);
  // Real zones change offset at most once within a day either side.
  const before = offsetAt(tz, wall - DAY_MS);
  const after = offsetAt(tz, wall + DAY_MS);
  const matching = [before, after].filter((offset) => offsetAt(tz, wall - offset * MINUTE_MS) === offset);
  const offset = matching.length > 0 ? Math.max(...matching) : before;
  return wall - offset * MINUTE_MS;
}

/** The calendar date an instant falls on in `tz`. */
export function zonedCalendarDate(instant: Date, tz: string): CalendarDate {
  const shifted = new Date(instant.getTime() + offsetAt(tz, instant.getTime()) * MINUTE_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** "yyyy-MM-dd" naming a day that exists (no 2026-02-30). */
export function isValidShiftDate(dateStr: string): boolean {
  return parseDate(dateStr) !== null;
}

/** "HH:mm" (or "H:mm", or with seconds as Postgres returns it), 00:00 to 23:59. */
export function isValidShiftTime(hhmm: string): boolean {
  return parseTime(hhmm) !== null;
}

/**
 * The instants a shift starts and ends. A wall time skipped by the spring DST change moves
 * forward by the gap (02:30 → 03:30); a repeated one in the autumn takes its first occurrence.
 * Throws RangeError on an invalid date, time or zone (the shift schema rules those out).
 */
export function shiftInstants(
  shiftDate: string,
  startTime: string,
  endTime: string,
  overnight: boolean,
  tz: string,
): { startsAt: Date; endsAt: Date } {
  const date = parseDate(shiftDate);
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  if (!date || !start || !end) {
    throw new RangeError(`Invalid shift date or time: ${shiftDate} ${startTime}-${endTime}`);
  }
  const startsAt = zonedInstant(date, start, tz);
  const endDate = overnight ? { ...date, day: date.day + 1 } : date;
  const endsAt = zonedInstant(endDate, end, tz);
  if (Number.isNaN(startsAt) || Number.isNaN(endsAt)) throw new RangeError(`Invalid time zone: ${tz}`);
  return { startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today's date ("yyyy-MM-dd") as seen in the given zone. */
export function todayInTimeZone(now: Date, tz: string): string {
  const { year, month, day } = zonedCalendarDate(now, tz);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The shift form's date picker (docs/product/shifts.md) refuses days before today in the business's zone. */
export function isShiftDateSelectable(dateStr: string, now: Date, tz: string): boolean {
  return isValidShiftDate(dateStr) && dateStr >= todayInTimeZone(now, tz);
}

/** US long dates (docs/product/shifts.md): "Friday, December 4, 2026". Unparseable input is returned as is. */
export function formatShiftDate(dateStr: string): string {
  const date = parseDate(dateStr);
  if (!date) return dateStr;
  const weekday = WEEKDAY_NAMES[new Date(utcMs(date)).getUTCDay()];
  return `${weekday}, ${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** 12-hour times (docs/product/shifts.md): "09:00" → "9:00 AM". Unparseable input is returned as is. */
export function formatTime12(hhmm: string): string {
  const time = parseTime(hhmm);
  if (!time) return hhmm;
  const hours12 = time.hours % 12 || 12;
  const suffix = time.hours < 12 ? 'AM' : 'PM';
  return `${hours12}:${pad(time.minutes)} ${suffix}`;
}

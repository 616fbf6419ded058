// Shift times are wall-clock times in the business's zone; the instants derived here decide
// "later than now" (spec §4 "Visibility") independently of the server's or browser's zone.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

type CalendarDate = { year: number; month: number; day: number };
type WallTime = { hours: number; minutes: number };

function parseDate(dateStr: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(dateStr);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year);
  const real = probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

function parseTime(hhmm: string): WallTime | null {
  const match = TIME_PATTERN.exec(hhmm);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
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
  const { year, month, day } = date;
  const startsAt = new TZDate(year, month - 1, day, start.hours, start.minutes, tz).getTime();
  const endDay = overnight ? day + 1 : day;
  const endsAt = new TZDate(year, month - 1, endDay, end.hours, end.minutes, tz).getTime();
  if (Number.isNaN(startsAt) || Number.isNaN(endsAt)) throw new RangeError(`Invalid time zone: ${tz}`);
  return { startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
}

/** Spec §4: a shift is listed only while its start is later than now. */
export function isUpcoming(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() > now.getTime();
}

/** Today's date ("yyyy-MM-dd") as seen in the given zone. */
export function todayInTimeZone(now: Date, tz: string): string {
  return format(new TZDate(now.getTime(), tz), 'yyyy-MM-dd');
}

/** Spec §5 shift form: the date picker refuses days before today in the business's zone. */
export function isShiftDateSelectable(dateStr: string, now: Date, tz: string): boolean {
  return isValidShiftDate(dateStr) && dateStr >= todayInTimeZone(now, tz);
}

/** Spec §9 "dates US long format": "Friday, December 4, 2026". Unparseable input is returned as is. */
export function formatShiftDate(dateStr: string): string {
  const date = parseDate(dateStr);
  if (!date) return dateStr;
  // A calendar date has no zone; UTC keeps the weekday independent of the runtime's zone.
  return format(new TZDate(date.year, date.month - 1, date.day, 'UTC'), 'EEEE, MMMM d, yyyy');
}

/** Spec §9 "times 12-hour": "09:00" → "9:00 AM". Unparseable input is returned as is. */
export function formatTime12(hhmm: string): string {
  const time = parseTime(hhmm);
  if (!time) return hhmm;
  const hours12 = time.hours % 12 || 12;
  const suffix = time.hours < 12 ? 'AM' : 'PM';
  return `${hours12}:${String(time.minutes).padStart(2, '0')} ${suffix}`;
}

// Dates and times printed from an instant, in the texts, the e-mails and on the screens
// (docs/product/shifts.md, "Times and the business time zone"). US English with 12-hour times, as the product's
// wording is, and with a plain space before AM/PM (a text message and the tests want no narrow no-break space).
// A named zone reads the instant on that place's wall clock; without one, the runtime's zone (the viewer's browser).
// Imported by entry point: date-fns's and @date-fns/tz's indexes would bring every function into the browser, and
// TZDateMini is TZDate without its own toString methods, which format() does not use.
import { TZDateMini } from '@date-fns/tz/date/mini';
import { tzName } from '@date-fns/tz/tzName';
import { format } from 'date-fns/format';

type Instant = Date | string | number;

function formatAt(instant: Instant, pattern: string, timeZone?: string): string {
  const date = new Date(instant);
  // Without a zone an unparseable instant reads 'Invalid Date', as Date's toLocaleString shows it (a screen shows it
  // rather than fail); in a named zone date-fns throws RangeError, as Intl.DateTimeFormat's format does.
  if (timeZone === undefined) return Number.isNaN(date.getTime()) ? 'Invalid Date' : format(date, pattern);
  return format(new TZDateMini(date.getTime(), timeZone), pattern);
}

/** "9:14 AM" */
export const formatClockTime = (instant: Instant, timeZone?: string) => formatAt(instant, 'h:mm a', timeZone);

/** "Nov 23, 6:00 PM" */
export const formatMonthDayTime = (instant: Instant, timeZone?: string) =>
  formatAt(instant, 'MMM d, h:mm a', timeZone);

/** "Sat, Nov 28" */
export const formatWeekdayMonthDay = (instant: Instant, timeZone?: string) =>
  formatAt(instant, 'EEE, MMM d', timeZone);

/** "November 28, 2026" */
export const formatLongDate = (instant: Instant, timeZone?: string) =>
  formatAt(instant, 'MMMM d, y', timeZone);

/** "Nov 28, 2026, 6:00 PM" */
export const formatMediumDateTime = (instant: Instant, timeZone?: string) =>
  formatAt(instant, 'MMM d, y, h:mm a', timeZone);

/** "11/28/2026" */
export const formatNumericDate = (instant: Instant, timeZone?: string) =>
  formatAt(instant, 'M/d/y', timeZone);

/** "11/28/2026, 6:00:00 PM" */
export const formatNumericDateTime = (instant: Instant, timeZone?: string) =>
  formatAt(instant, 'M/d/y, h:mm:ss a', timeZone);

/** "2026-11-28T18:00", the value of a datetime-local field, on the wall clock of `timeZone`. */
export const formatDateTimeLocal = (instant: Instant, timeZone: string) =>
  formatAt(instant, "yyyy-MM-dd'T'HH:mm", timeZone);

/** "EST" / "EDT", or "GMT+1" where US English has no abbreviation: the zone's short name at that instant. */
export const formatZoneName = (instant: Instant, timeZone: string) =>
  tzName(timeZone, new Date(instant), 'short');

/**
 * "Fri, Dec 4" of a shift's own calendar date ("yyyy-MM-dd", a date column, so read at noon UTC whatever the zone).
 * Unparseable input is returned as is, as formatShiftDate does.
 */
export function formatShortShiftDate(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(noon.getTime()) ? date : formatWeekdayMonthDay(noon, 'UTC');
}

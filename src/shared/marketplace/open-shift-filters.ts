// The filters of Open Shifts (docs/product/shifts.md, "Filters"): the query parameters of GET /api/shifts/open, their
// messages, and the pure rules both sides use (which days 'Today' and 'This week' mean, how many filters are on).
import { TZDateMini } from '@date-fns/tz/date/mini';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, SKILL_OPTIONS } from '../constants';

/** 'Other' names no position (match-score.ts, `skillParts`), so it is no filter. */
export const POSITION_FILTERS = SKILL_OPTIONS.filter((skill) => skill !== 'Other');
export type PositionFilter = (typeof POSITION_FILTERS)[number];

export const DATE_CHOICES = ['today', 'week'] as const;
export type DateChoice = (typeof DATE_CHOICES)[number];

/** The longest from-to range: the shift form posts at most 90 days ahead. */
export const MAX_DATE_RANGE_DAYS = 92;
export const MAX_MIN_PAY_DOLLARS = 500;
/** 'Within N miles of': the choices the page offers; the API takes any whole number up to the last. */
export const DISTANCE_MILES = [5, 10, 25, 50] as const;
export const MAX_DISTANCE_MILES = 100;

export const FILTER_MESSAGES = {
  invalidDate: "Choose 'Today' or 'This week'.",
  invalidDay: 'Dates must be written as YYYY-MM-DD.',
  rangeBackwards: "The 'To' date must be on or after the 'From' date.",
  rangeTooLong: `Choose a range of at most ${MAX_DATE_RANGE_DAYS} days.`,
  dateAndRange: "Choose either 'Today' / 'This week' or a from-to range, not both.",
  invalidPosition: 'Choose a position from the list.',
  invalidMinPay: `Minimum pay must be a number of dollars from 0 to ${MAX_MIN_PAY_DOLLARS}.`,
  invalidZip: 'Enter a 5-digit ZIP code.',
  unknownZip: 'We do not know that ZIP code. Check it, or try a nearby one.',
  invalidMiles: `Distance must be a whole number of miles from 1 to ${MAX_DISTANCE_MILES}.`,
  distanceNeedsBoth: 'Enter both a ZIP code and a distance.',
  withoutZip: (count: number) =>
    count === 1
      ? '1 shift without a ZIP code was left out.'
      : `${count} shifts without a ZIP code were left out.`,
  noMatch: 'No shifts match these filters',
  clear: 'Clear filters',
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY_PATTERN, FILTER_MESSAGES.invalidDay)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, FILTER_MESSAGES.invalidDay);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The filter fields of GET /api/shifts/open; each optional, all on together (AND). */
export const openShiftFiltersSchema = z.object({
  date: z.enum(DATE_CHOICES, { error: FILTER_MESSAGES.invalidDate }).optional(),
  from: day.optional(),
  to: day.optional(),
  position: z.enum(POSITION_FILTERS, { error: FILTER_MESSAGES.invalidPosition }).optional(),
  minPay: z.coerce
    .number({ error: FILTER_MESSAGES.invalidMinPay })
    .finite(FILTER_MESSAGES.invalidMinPay)
    .min(0, FILTER_MESSAGES.invalidMinPay)
    .max(MAX_MIN_PAY_DOLLARS, FILTER_MESSAGES.invalidMinPay)
    .optional(),
  /** 'Within `miles` miles of' this ZIP code; the two go together. */
  zip: z
    .string()
    .regex(/^\d{5}$/, FILTER_MESSAGES.invalidZip)
    .optional(),
  miles: z.coerce
    .number({ error: FILTER_MESSAGES.invalidMiles })
    .int(FILTER_MESSAGES.invalidMiles)
    .min(1, FILTER_MESSAGES.invalidMiles)
    .max(MAX_DISTANCE_MILES, FILTER_MESSAGES.invalidMiles)
    .optional(),
});
export type OpenShiftFilters = z.infer<typeof openShiftFiltersSchema>;

/** The cross-field rules, added to whichever object carries the fields (the route's query extends it). */
export function checkFilterRanges(value: OpenShiftFilters, ctx: z.RefinementCtx): void {
  if (value.date && (value.from || value.to))
    ctx.addIssue({ code: 'custom', message: FILTER_MESSAGES.dateAndRange, path: ['date'] });
  if ((value.zip === undefined) !== (value.miles === undefined))
    ctx.addIssue({ code: 'custom', message: FILTER_MESSAGES.distanceNeedsBoth, path: ['zip'] });
  if (value.from && value.to) {
    const span = daysBetween(value.from, value.to);
    if (span < 0) ctx.addIssue({ code: 'custom', message: FILTER_MESSAGES.rangeBackwards, path: ['to'] });
    else if (span > MAX_DATE_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', message: FILTER_MESSAGES.rangeTooLong, path: ['to'] });
  }
}

/** Today's date (yyyy-MM-dd) where the shifts are: every market's zone is `DEFAULT_TIME_ZONE` (constants.ts). */
export function localDay(now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return format(new TZDateMini(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/**
 * The days a filter asks for, inclusive, as the shifts' own dates (`shift_date`, in the shift's zone): 'Today' is
 * today; 'This week' is today to the coming Sunday (a Monday-to-Sunday week, so on a Sunday it is that day alone);
 * a from-to range is itself, either end open. Null when no date filter is on.
 */
export function dateRangeOf(
  filters: Pick<OpenShiftFilters, 'date' | 'from' | 'to'>,
  now: Date,
): { from: string | null; to: string | null } | null {
  if (filters.date) {
    const today = new TZDateMini(now.getTime(), DEFAULT_TIME_ZONE);
    const from = format(today, 'yyyy-MM-dd');
    if (filters.date === 'today') return { from, to: from };
    const daysToSunday = (7 - today.getDay()) % 7;
    return { from, to: format(addDays(today, daysToSunday), 'yyyy-MM-dd') };
  }
  if (filters.from || filters.to) return { from: filters.from ?? null, to: filters.to ?? null };
  return null;
}

/** How many filters are on, for 'Filters (2)': the date (a choice or a range) and the distance count once each. */
export function activeFilterCount(filters: OpenShiftFilters): number {
  return (
    (filters.date || filters.from || filters.to ? 1 : 0) +
    (filters.position ? 1 : 0) +
    (filters.minPay !== undefined && filters.minPay > 0 ? 1 : 0) +
    (filters.zip && filters.miles ? 1 : 0)
  );
}

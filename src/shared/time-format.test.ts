// The formatters against the Intl calls they replaced: each site's call is kept below as it was, and both are run on
// instants around midnight, noon and every daylight-saving change of 2026, in zones with whole, half- and
// quarter-hour offsets, so the texts, e-mails and screens read character for character as before.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDateTimeLocal,
  formatLongDate,
  formatMediumDateTime,
  formatMonthDayTime,
  formatNumericDate,
  formatNumericDateTime,
  formatShortShiftDate,
  formatWeekdayMonthDay,
  formatZoneName,
} from './time-format';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];

const MINUTE = 60_000;
// The days of 2026's changes: the US (Mar 8, Nov 1), Europe (Mar 29, Oct 25), Australia and Chatham (Apr 5, Oct 4),
// and a leap day and a year's end. Every 15 minutes for 48 h from noon UTC the day before: each change, and each zone's
// midnight and noon (every offset here is a multiple of 15 minutes).
const INSTANTS = [
  '2026-03-08',
  '2026-11-01',
  '2026-03-29',
  '2026-10-25',
  '2026-04-05',
  '2026-10-04',
  '2028-02-29',
  '2026-12-31',
]
  .flatMap((day) => {
    const from = Date.parse(`${day}T00:00:00Z`) - 12 * 60 * MINUTE;
    return Array.from({ length: 2 * 24 * 4 }, (_, i) => new Date(from + i * 15 * MINUTE));
  })
  .concat([new Date('2026-11-28T17:05:09.999Z'), new Date('2026-01-01T00:00:00Z')]);

// Kept per zone and options, as the sites kept theirs: a new Intl.DateTimeFormat costs more than the format.
const formats = new Map<string, Intl.DateTimeFormat>();
const intl = (timeZone: string | undefined, options: Intl.DateTimeFormatOptions, locale = 'en-US') => {
  const key = JSON.stringify([locale, timeZone, options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
};

/** The sites' own calls before this module, in a named zone. */
const BEFORE_IN_ZONE = {
  // shared/domain/attendance.ts formatClock, client timesheet-format.ts clockLabel
  clock: (d: Date, timeZone: string) =>
    intl(timeZone, { hour: 'numeric', minute: '2-digit' })
      .format(d)
      .replace(/\u202f/g, ' '),
  // shared/domain/offer-deadline.ts formatOfferDeadline
  offerDeadline: (d: Date, timeZone: string) =>
    intl(timeZone, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
      .format(d)
      .replace(/\u202f/g, ' '),
  // shared/domain/timesheet.ts localDateTime
  localDateTime: (d: Date, timeZone: string) => {
    const parts = intl(
      timeZone,
      {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
      'en-CA',
    ).formatToParts(d);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
    return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
  },
  // server booking-emails.ts shiftWhen
  zoneName: (d: Date, timeZone: string) =>
    intl(timeZone, { timeZoneName: 'short' })
      .formatToParts(d)
      .find((p) => p.type === 'timeZoneName')?.value ?? '',
  // server send-test-sms.ts
  longDate: (d: Date, timeZone: string) =>
    d.toLocaleDateString('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' }),
  // server offer-messages.ts and answer-offer-reply.ts, with timeZone 'UTC'
  weekdayMonthDay: (d: Date, timeZone: string) =>
    intl(timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(d),
};

const AFTER_IN_ZONE: Record<keyof typeof BEFORE_IN_ZONE, (d: Date, timeZone: string) => string> = {
  clock: formatClockTime,
  offerDeadline: formatMonthDayTime,
  localDateTime: formatDateTimeLocal,
  zoneName: formatZoneName,
  longDate: formatLongDate,
  weekdayMonthDay: formatWeekdayMonthDay,
};

/**
 * The client's calls before this module, in the browser's zone. Those that gave no locale read the runtime's: en-US
 * here, and for the product's US users; they now read en-US everywhere.
 */
const BEFORE_IN_RUNTIME_ZONE = {
  // trust/booking-ratings.tsx
  weekdayMonthDay: (d: Date) =>
    d.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' }),
  // trust/favourites-first-note.tsx
  monthDayTime: (d: Date) =>
    d.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
  // dev-inbox-page.tsx; ops-account-page.tsx and audit-log.tsx without the locale
  numericDateTime: (d: Date) => d.toLocaleString('en-US'),
  // pending-email-notice.tsx; match-model-page.tsx without the locale
  mediumDateTime: (d: Date) => d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  // reliability-page.tsx, without the locale
  numericDate: (d: Date) => d.toLocaleDateString('en-US'),
};

const AFTER_IN_RUNTIME_ZONE: Record<keyof typeof BEFORE_IN_RUNTIME_ZONE, (d: Date) => string> = {
  weekdayMonthDay: (d) => formatWeekdayMonthDay(d),
  monthDayTime: (d) => formatMonthDayTime(d),
  numericDateTime: (d) => formatNumericDateTime(d),
  mediumDateTime: (d) => formatMediumDateTime(d),
  numericDate: (d) => formatNumericDate(d),
};

/** Every instant where a formatter reads otherwise than the call it replaced (runtime-zone calls ignore `timeZone`). */
const mismatches = <K extends string>(
  before: Record<K, (d: Date, timeZone: string) => string>,
  after: Record<K, (d: Date, timeZone: string) => string>,
  instants: Date[],
  timeZone: string,
) =>
  (Object.keys(before) as K[]).flatMap((name) =>
    instants
      .map((d) => ({
        name,
        at: d.toISOString(),
        timeZone,
        before: before[name](d, timeZone),
        after: after[name](d, timeZone),
      }))
      .filter((row) => row.before !== row.after),
  );

describe('formatters in a named zone read as the Intl calls they replaced', () => {
  it.each(ZONES)('%s, around midnight, noon and each DST change', (timeZone) => {
    expect(mismatches(BEFORE_IN_ZONE, AFTER_IN_ZONE, INSTANTS, timeZone)).toEqual([]);
  });

  it('at any instant from 1971 to 2100 in any of the zones', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1971-01-01T00:00:00Z'),
          max: new Date('2100-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        (d, timeZone) => {
          expect(mismatches(BEFORE_IN_ZONE, AFTER_IN_ZONE, [d], timeZone)).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads a few anchors as the product words them', () => {
    const ny = 'America/New_York';
    expect(formatClockTime('2026-12-06T14:00:00Z', ny)).toBe('9:00 AM');
    expect(formatClockTime('2026-12-06T05:00:00Z', ny)).toBe('12:00 AM');
    expect(formatClockTime('2026-12-06T17:00:00Z', ny)).toBe('12:00 PM');
    expect(formatMonthDayTime('2026-11-23T23:00:00Z', ny)).toBe('Nov 23, 6:00 PM');
    expect(formatDateTimeLocal('2026-11-01T05:30:00Z', ny)).toBe('2026-11-01T01:30');
    expect(formatDateTimeLocal('2026-11-01T06:30:00Z', ny)).toBe('2026-11-01T01:30');
    expect(formatZoneName('2026-11-01T05:30:00Z', ny)).toBe('EDT');
    expect(formatZoneName('2026-11-01T06:30:00Z', ny)).toBe('EST');
    expect(formatZoneName('2026-07-01T12:00:00Z', 'Europe/London')).toBe('GMT+1');
    expect(formatLongDate('2026-11-28T04:59:00Z', ny)).toBe('November 27, 2026');
  });

  it('throws RangeError on an unparseable instant or zone, as Intl did', () => {
    expect(() => formatClockTime('garbage', 'UTC')).toThrow(RangeError);
    expect(() => formatMonthDayTime(new Date(), 'Not/AZone')).toThrow(RangeError);
  });
});

describe('formatShortShiftDate', () => {
  it('reads a date column at noon UTC, as the texts did', () => {
    for (const d of INSTANTS) {
      const date = d.toISOString().slice(0, 10);
      expect(formatShortShiftDate(date)).toBe(
        BEFORE_IN_ZONE.weekdayMonthDay(new Date(`${date}T12:00:00Z`), 'UTC'),
      );
    }
    expect(formatShortShiftDate('2026-12-04')).toBe('Fri, Dec 4');
  });

  it('returns unparseable input as is', () => {
    expect(formatShortShiftDate('soon')).toBe('soon');
  });
});

describe('formatters in the runtime zone read as the toLocale calls they replaced', () => {
  const hostZone = process.env.TZ;
  afterEach(() => {
    // Node reads TZ again when it is assigned; each test file runs in its own process (pool: 'forks').
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
  });

  it.each([
    'America/New_York',
    'America/Los_Angeles',
    'Europe/London',
    'Asia/Kolkata',
    'Pacific/Chatham',
    'UTC',
  ])('with the runtime in %s', (zone) => {
    process.env.TZ = zone;
    // The runtime really reads the zone now (the check the rest depends on).
    expect(new Date(0).getHours()).toBe(Number(intl(zone, { hour: 'numeric', hourCycle: 'h23' }).format(0)));
    expect(mismatches(BEFORE_IN_RUNTIME_ZONE, AFTER_IN_RUNTIME_ZONE, INSTANTS, `runtime ${zone}`)).toEqual(
      [],
    );
  });

  it("shows 'Invalid Date' for an unparseable instant, as toLocaleString did", () => {
    expect(formatNumericDateTime('garbage')).toBe(new Date('garbage').toLocaleString('en-US'));
  });
});

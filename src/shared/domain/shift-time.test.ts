import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatShiftDate,
  formatTime12,
  isShiftDateSelectable,
  isValidShiftDate,
  shiftInstants,
  todayInTimeZone,
} from './shift-time';
import { localDateTime } from './timesheet';

const NY = 'America/New_York';

describe('shiftInstants', () => {
  it('reads wall times in the business zone', () => {
    expect(shiftInstants('2026-12-04', '09:00', '17:00', false, NY)).toEqual({
      startsAt: new Date('2026-12-04T14:00:00Z'),
      endsAt: new Date('2026-12-04T22:00:00Z'),
    });
    expect(shiftInstants('2026-07-04', '09:00', '17:00', false, NY).startsAt).toEqual(
      new Date('2026-07-04T13:00:00Z'),
    );
  });

  it('ends an overnight shift on the next day, across a month end', () => {
    expect(shiftInstants('2026-12-31', '22:00', '06:00', true, NY)).toEqual({
      startsAt: new Date('2027-01-01T03:00:00Z'),
      endsAt: new Date('2027-01-01T11:00:00Z'),
    });
  });

  it('moves a start in the spring gap forward (2026-03-08 02:30 → 03:30 EDT)', () => {
    const { startsAt, endsAt } = shiftInstants('2026-03-08', '02:30', '06:00', false, NY);
    expect(startsAt).toEqual(new Date('2026-03-08T07:30:00Z'));
    expect(endsAt).toEqual(new Date('2026-03-08T10:00:00Z'));
  });

  it('counts real hours across the spring change', () => {
    const { startsAt, endsAt } = shiftInstants('2026-03-07', '22:00', '06:00', true, NY);
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(7);
  });

  it('takes the first 01:30 on the autumn change (2026-11-01) and counts the extra hour', () => {
    const { startsAt, endsAt } = shiftInstants('2026-11-01', '01:30', '03:00', false, NY);
    expect(startsAt).toEqual(new Date('2026-11-01T05:30:00Z'));
    expect(endsAt).toEqual(new Date('2026-11-01T08:00:00Z'));
    const overnight = shiftInstants('2026-10-31', '22:00', '06:00', true, NY);
    expect((overnight.endsAt.getTime() - overnight.startsAt.getTime()) / 3_600_000).toBe(9);
  });

  it('does not depend on the host zone (TZDate does, for the repeated hour)', () => {
    const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
    if (!env) return;
    const saved = env.TZ;
    try {
      for (const host of ['America/Los_Angeles', 'Europe/London', 'Asia/Tokyo', 'UTC']) {
        env.TZ = host;
        expect(shiftInstants('2026-11-01', '01:30', '03:00', false, NY).startsAt).toEqual(
          new Date('2026-11-01T05:30:00Z'),
        );
        expect(shiftInstants('2026-03-08', '02:30', '06:00', false, NY).startsAt).toEqual(
          new Date('2026-03-08T07:30:00Z'),
        );
      }
    } finally {
      if (saved === undefined) delete env.TZ;
      else env.TZ = saved;
    }
  });

  it('turns the wall time of any instant back into that instant (first one of a repeated hour)', () => {
    const minutes = fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 });
    fc.assert(
      fc.property(minutes, (minute) => {
        const instant = new Date(minute * 60_000);
        const [date, time] = localDateTime(instant, NY).split('T') as [string, string];
        const { startsAt } = shiftInstants(date, time, time, false, NY);
        const hourEarlier = instant.getTime() - 3_600_000;
        expect([instant.getTime(), hourEarlier]).toContain(startsAt.getTime());
        if (startsAt.getTime() === hourEarlier)
          expect(localDateTime(startsAt, NY)).toBe(localDateTime(instant, NY));
      }),
      { numRuns: 2000 },
    );
  });

  it('throws on invalid input', () => {
    expect(() => shiftInstants('2026-02-30', '09:00', '17:00', false, NY)).toThrow(RangeError);
    expect(() => shiftInstants('2026-12-04', '25:00', '17:00', false, NY)).toThrow(RangeError);
    expect(() => shiftInstants('2026-12-04', '09:00', '17:00', false, 'Mars/Base')).toThrow(RangeError);
  });
});

describe('isShiftDateSelectable', () => {
  // 2026-12-05 03:00 UTC is still the evening of December 4 in New York.
  const now = new Date('2026-12-05T03:00:00Z');

  it('uses today in the business zone, not UTC', () => {
    expect(todayInTimeZone(now, NY)).toBe('2026-12-04');
    expect(isShiftDateSelectable('2026-12-04', now, NY)).toBe(true);
    expect(isShiftDateSelectable('2026-12-03', now, NY)).toBe(false);
    expect(isShiftDateSelectable('2026-12-04', now, 'UTC')).toBe(false);
  });

  it('refuses non-dates', () => {
    expect(isShiftDateSelectable('2026-13-01', now, NY)).toBe(false);
    expect(isShiftDateSelectable('tomorrow', now, NY)).toBe(false);
  });
});

describe('isValidShiftDate', () => {
  it('knows leap years', () => {
    expect(isValidShiftDate('2028-02-29')).toBe(true);
    expect(isValidShiftDate('2026-02-29')).toBe(false);
    expect(isValidShiftDate('2026-1-01')).toBe(false);
  });
});

describe('formatShiftDate', () => {
  it('uses the US long format', () => {
    expect(formatShiftDate('2026-12-04')).toBe('Friday, December 4, 2026');
    expect(formatShiftDate('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect(formatShiftDate('not a date')).toBe('not a date');
  });
});

describe('formatTime12', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:00', '9:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['13:05', '1:05 PM'],
    ['23:30:00', '11:30 PM'],
    ['24:00', '24:00'],
  ])('%s → %s', (hhmm, expected) => {
    expect(formatTime12(hhmm)).toBe(expected);
  });
});

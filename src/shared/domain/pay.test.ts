import { describe, expect, it } from 'vitest';
import { hoursLabel, payCents, scheduledPay, timesheetPay, workedMinutes } from './pay';

// The pay rule's worked examples (docs/product/attendance.md, "Pay").
describe('workedMinutes', () => {
  it('subtracts the unpaid break: 9:00 to 17:00 with 30 min is 450 min', () => {
    expect(workedMinutes('2026-06-01T13:00:00Z', '2026-06-01T21:00:00Z', 30)).toBe(450);
  });

  it('is never below zero (a 20 min stay with a 30 min break)', () => {
    expect(workedMinutes('2026-06-01T13:00:00Z', '2026-06-01T13:20:00Z', 30)).toBe(0);
    expect(workedMinutes('2026-06-01T13:20:00Z', '2026-06-01T13:00:00Z', 0)).toBe(0);
  });

  it('drops seconds: 9:04:37 to 9:11:59 is 7 whole minutes', () => {
    expect(workedMinutes('2026-06-01T13:04:37Z', '2026-06-01T13:11:59Z', 0)).toBe(7);
  });

  it('counts across midnight from instants: 22:00 to 06:00 New York in June is 8 h', () => {
    expect(workedMinutes('2026-06-01T02:00:00Z', '2026-06-01T10:00:00Z', 0)).toBe(480);
  });

  it('counts the real time across a DST change: 22:00 to 06:00 New York', () => {
    // 31 Oct → 1 Nov 2026, clocks go back at 2:00: the local night is 9 h long (22:00 EDT = 02:00Z, 06:00 EST = 11:00Z).
    expect(workedMinutes('2026-11-01T02:00:00Z', '2026-11-01T11:00:00Z', 30)).toBe(510);
    // 7 → 8 Mar 2026, clocks go forward at 2:00: 7 h long (22:00 EST = 03:00Z, 06:00 EDT = 10:00Z).
    expect(workedMinutes('2026-03-08T03:00:00Z', '2026-03-08T10:00:00Z', 30)).toBe(390);
  });
});

describe('payCents', () => {
  it('8 h with a 30 min break at $18.50 → 450 min → $138.75', () => {
    expect(payCents(450, 1850)).toBe(13_875);
  });

  it('7 min at $17.99 → 209.88 cents → 210', () => {
    expect(payCents(7, 1799)).toBe(210);
  });

  it('rounds half a cent up: 1 min at $18.30 → 30.5 → 31; 3 min at $18.10 → 90.5 → 91', () => {
    expect(payCents(1, 1830)).toBe(31);
    expect(payCents(3, 1810)).toBe(91);
  });

  it('rounds under half down: 1 min at $18.29 → 30.48 → 30', () => {
    expect(payCents(1, 1829)).toBe(30);
  });

  it('is 0 for no minutes and an integer for long shifts (24 h at $99.99)', () => {
    expect(payCents(0, 1850)).toBe(0);
    expect(payCents(1440, 9999)).toBe(239_976);
    expect(Number.isInteger(payCents(1439, 1777))).toBe(true);
  });
});

describe('timesheetPay', () => {
  it('the DST night at $20.00: 510 min → $170.00', () => {
    expect(
      timesheetPay({
        checkInAt: '2026-11-01T02:00:00Z',
        checkOutAt: '2026-11-01T11:00:00Z',
        breakMinutes: 30,
        hourlyRateCents: 2000,
      }),
    ).toEqual({ workedMinutes: 510, payCents: 17_000 });
  });
});

describe('scheduledPay', () => {
  it('the estimate of a booking: 9:00 – 17:00, 30 min break, $18.50 → 450 min, $138.75 (no fee)', () => {
    expect(
      scheduledPay({
        startsAt: '2026-12-04T14:00:00Z',
        endsAt: '2026-12-04T22:00:00Z',
        breakMinutes: 30,
        hourlyRateCents: 1850,
      }),
    ).toEqual({ workedMinutes: 450, payCents: 13_875 });
  });
});

describe('hoursLabel', () => {
  it('writes hours and minutes', () => {
    expect(hoursLabel(450)).toBe('7 h 30 min');
    expect(hoursLabel(480)).toBe('8 h');
    expect(hoursLabel(7)).toBe('7 min');
  });
});

import { describe, expect, it } from 'vitest';
import {
  businessCompensationCents,
  cancellationConsequence,
  scheduledPaidMinutes,
} from './cancellation-policy';

// docs/product/applications.md, "Cancellation policy".
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 09:00-15:00 Eastern with a 30-minute break: 330 paid minutes.
const shift = { startsAt: '2026-12-06T14:00:00.000Z', endsAt: '2026-12-06T20:00:00.000Z', breakMinutes: 30 };
const START = Date.parse(shift.startsAt);
const startsIn = (ms: number) => new Date(START - ms);

describe('a worker cancels a booking', () => {
  it.each([
    ['exactly 72 h before', 72 * HOUR, { kind: 'none' }],
    ['a week before', 7 * 24 * HOUR, { kind: 'none' }],
    ['just under 72 h', 72 * HOUR - 1, { kind: 'late', weight: 1 }],
    ['exactly 24 h before', 24 * HOUR, { kind: 'late', weight: 1 }],
    ['just under 24 h', 24 * HOUR - 1, { kind: 'very_late', weight: 2 }],
    ['1 ms before the start', 1, { kind: 'very_late', weight: 2 }],
    ['at the start (never arrived)', 0, { kind: 'no_show', weight: 3 }],
    ['after the start', -HOUR, { kind: 'no_show', weight: 3 }],
  ] as const)('%s', (_, ms, consequence) => {
    expect(cancellationConsequence({ by: 'talent', shift, now: startsIn(ms) })).toEqual(consequence);
  });

  it('is free after a material change, or as an emergency, at any time before the start', () => {
    expect(
      cancellationConsequence({ by: 'talent', shift, now: startsIn(HOUR), afterMaterialChange: true }),
    ).toEqual({
      kind: 'none',
    });
    expect(
      cancellationConsequence({ by: 'talent', shift, now: startsIn(30 * HOUR), emergency: true }),
    ).toEqual({
      kind: 'none',
    });
  });

  it('an emergency does not excuse a no-show: a booking cannot be cancelled after the start', () => {
    expect(cancellationConsequence({ by: 'talent', shift, now: startsIn(0), emergency: true })).toEqual({
      kind: 'no_show',
      weight: 3,
    });
  });
});

describe('a manager removes a booked worker or cancels the shift', () => {
  it('is free 24 h or more before the start', () => {
    expect(cancellationConsequence({ by: 'manager', shift, now: startsIn(24 * HOUR) })).toEqual({
      kind: 'none',
    });
  });

  it('just under 24 h owes min(4 h, the scheduled paid time) to each booked worker', () => {
    expect(cancellationConsequence({ by: 'manager', shift, now: startsIn(24 * HOUR - 1) })).toEqual({
      kind: 'business_late',
      owedMinutes: 240,
    });
    const short = { ...shift, endsAt: '2026-12-06T17:00:00.000Z' };
    expect(cancellationConsequence({ by: 'manager', shift: short, now: startsIn(HOUR) })).toEqual({
      kind: 'business_late',
      owedMinutes: 150,
    });
  });

  it('is not excused by the worker-side flags', () => {
    expect(
      cancellationConsequence({ by: 'manager', shift, now: startsIn(HOUR), emergency: true }),
    ).toMatchObject({
      kind: 'business_late',
    });
  });
});

describe('scheduledPaidMinutes', () => {
  it('is the scheduled time minus the break, never below zero', () => {
    expect(scheduledPaidMinutes(shift)).toBe(330);
    // Overnight: 22:00-06:00 Eastern, 8 h with a 45-minute break.
    expect(
      scheduledPaidMinutes({
        startsAt: '2026-12-07T03:00:00Z',
        endsAt: '2026-12-07T11:00:00Z',
        breakMinutes: 45,
      }),
    ).toBe(435);
    expect(scheduledPaidMinutes({ ...shift, breakMinutes: 400 })).toBe(0);
  });
});

describe('businessCompensationCents', () => {
  it('is owed minutes x hourly rate / 60 in integer cents, rounded to the nearest cent, half up', () => {
    expect(businessCompensationCents(240, 1850)).toBe(7400);
    expect(businessCompensationCents(150, 1850)).toBe(4625);
    expect(businessCompensationCents(1, 1850)).toBe(31); // 30.83
    expect(businessCompensationCents(1, 1830)).toBe(31); // 30.5
    expect(businessCompensationCents(1, 1829)).toBe(30); // 30.48
    expect(businessCompensationCents(0, 1850)).toBe(0);
  });

  it('refuses amounts that are not whole minutes and cents', () => {
    expect(() => businessCompensationCents(1.5, 1850)).toThrow(RangeError);
    expect(() => businessCompensationCents(240, 18.5)).toThrow(RangeError);
    expect(() => businessCompensationCents(-1, 1850)).toThrow(RangeError);
  });
});

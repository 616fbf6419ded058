import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  checkFilterRanges,
  dateRangeOf,
  FILTER_MESSAGES,
  openShiftFiltersSchema,
} from './open-shift-filters';

const schema = openShiftFiltersSchema.superRefine(checkFilterRanges);
const firstMessage = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('dateRangeOf', () => {
  // Wednesday 4 March 2026, 10:00 in Washington (15:00 UTC).
  const wednesday = new Date('2026-03-04T15:00:00Z');

  it("reads 'Today' on the shifts' wall clock, not UTC's", () => {
    expect(dateRangeOf({ date: 'today' }, wednesday)).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    // 02:00 UTC on the 5th is still the 4th in Washington.
    expect(dateRangeOf({ date: 'today' }, new Date('2026-03-05T02:00:00Z'))).toEqual({
      from: '2026-03-04',
      to: '2026-03-04',
    });
  });

  it("takes 'This week' to the coming Sunday, and on a Sunday that day alone", () => {
    expect(dateRangeOf({ date: 'week' }, wednesday)).toEqual({ from: '2026-03-04', to: '2026-03-08' });
    expect(dateRangeOf({ date: 'week' }, new Date('2026-03-08T15:00:00Z'))).toEqual({
      from: '2026-03-08',
      to: '2026-03-08',
    });
    expect(dateRangeOf({ date: 'week' }, new Date('2026-03-09T15:00:00Z'))).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
  });

  it('passes a range through with either end open, and is null without a date filter', () => {
    expect(dateRangeOf({ from: '2026-03-10' }, wednesday)).toEqual({ from: '2026-03-10', to: null });
    expect(dateRangeOf({ to: '2026-03-10' }, wednesday)).toEqual({ from: null, to: '2026-03-10' });
    expect(dateRangeOf({}, wednesday)).toBeNull();
  });
});

describe('activeFilterCount', () => {
  it('counts the date once, position, and a pay above zero', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ from: '2026-03-01', to: '2026-03-02' })).toBe(1);
    expect(activeFilterCount({ date: 'today', position: 'Cashier', minPay: 15 })).toBe(3);
    expect(activeFilterCount({ minPay: 0 })).toBe(0);
  });
});

describe('openShiftFiltersSchema', () => {
  it('reads query strings: pay as a number, dates as real days', () => {
    expect(schema.parse({ minPay: '17.5', from: '2028-02-29' })).toEqual({
      minPay: 17.5,
      from: '2028-02-29',
    });
    expect(firstMessage({ from: '2027-02-29' })).toBe(FILTER_MESSAGES.invalidDay);
    expect(firstMessage({ minPay: 'Infinity' })).toBe(FILTER_MESSAGES.invalidMinPay);
  });

  it('refuses a backwards or overlong range, and a choice with a range', () => {
    expect(firstMessage({ from: '2026-03-05', to: '2026-03-04' })).toBe(FILTER_MESSAGES.rangeBackwards);
    expect(firstMessage({ from: '2026-03-01', to: '2026-06-02' })).toBe(FILTER_MESSAGES.rangeTooLong);
    expect(firstMessage({ from: '2026-03-01', to: '2026-06-01' })).toBeNull();
    expect(firstMessage({ date: 'week', to: '2026-03-04' })).toBe(FILTER_MESSAGES.dateAndRange);
  });
});

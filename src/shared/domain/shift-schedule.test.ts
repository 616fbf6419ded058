import { describe, expect, it } from 'vitest';
import { isShiftVisible } from './shift-availability';
import { latestShiftDate, SHIFT_SCHEDULE_MESSAGES, shiftScheduleProblem } from './shift-schedule';
import { shiftInstants } from './shift-time';

const NY = 'America/New_York';
const shift = (shiftDate: string, startTime: string, endTime = '23:00', overnight = false) => ({
  shiftDate,
  startTime,
  endTime,
  overnight,
});

describe('shiftScheduleProblem', () => {
  // 2026-12-05 02:00 UTC is still 2026-12-04 21:00 in New York.
  const now = new Date('2026-12-05T02:00:00Z');

  it('accepts a later time today in the business zone, although UTC is already tomorrow', () => {
    expect(shiftScheduleProblem(shift('2026-12-04', '22:00'), now, NY)).toBeNull();
  });

  it('refuses a day before today in the business zone', () => {
    expect(shiftScheduleProblem(shift('2026-12-03', '22:00'), now, NY)).toEqual({
      field: 'shiftDate',
      message: SHIFT_SCHEDULE_MESSAGES.pastDate,
    });
  });

  it('refuses a start today that has passed, and a start exactly now', () => {
    expect(shiftScheduleProblem(shift('2026-12-04', '20:59'), now, NY)?.field).toBe('startTime');
    expect(shiftScheduleProblem(shift('2026-12-04', '21:00'), now, NY)).toEqual({
      field: 'startTime',
      message: SHIFT_SCHEDULE_MESSAGES.startPassed,
    });
  });

  it('accepts an overnight shift starting later today', () => {
    expect(shiftScheduleProblem(shift('2026-12-04', '23:00', '06:00', true), now, NY)).toBeNull();
  });

  it('accepts a date up to 12 months from today in the business zone, and refuses a day more', () => {
    expect(shiftScheduleProblem(shift('2027-12-04', '09:00'), now, NY)).toBeNull();
    expect(shiftScheduleProblem(shift('2027-12-05', '09:00'), now, NY)).toEqual({
      field: 'shiftDate',
      message: 'Shift date must be within the next 12 months',
    });
    expect(shiftScheduleProblem(shift('9999-12-31', '09:00'), now, NY)?.message).toBe(
      SHIFT_SCHEDULE_MESSAGES.tooFar,
    );
  });

  it('counts the 12 months in calendar months, ending on the last day of a shorter month', () => {
    expect(latestShiftDate(now, NY)).toBe('2027-12-04');
    expect(latestShiftDate(new Date('2027-02-28T12:00:00Z'), NY)).toBe('2028-02-28');
    expect(latestShiftDate(new Date('2028-02-29T12:00:00Z'), NY)).toBe('2029-02-28');
    expect(latestShiftDate(new Date('2026-01-31T12:00:00Z'), 'UTC')).toBe('2027-01-31');
  });
});

// Visibility (docs/product/shifts.md) across the autumn change: 01:30 happens twice in New York on 2026-11-01.
describe('visibility in the business zone across a DST change', () => {
  const { startsAt } = shiftInstants('2026-11-01', '01:30', '05:00', false, NY);

  it('hides the shift once its first 01:30 (EDT) has passed, even during the repeated hour', () => {
    expect(isShiftVisible({ startsAt }, new Date('2026-11-01T05:29:00Z'))).toBe(true);
    expect(isShiftVisible({ startsAt }, new Date('2026-11-01T05:31:00Z'))).toBe(false);
    // 01:15 EST (the second pass through the hour) is later still: the shift stays hidden.
    expect(isShiftVisible({ startsAt }, new Date('2026-11-01T06:15:00Z'))).toBe(false);
  });

  it('shows a shift in the spring gap until its moved-forward start', () => {
    const spring = shiftInstants('2026-03-08', '02:30', '06:00', false, NY).startsAt;
    expect(spring).toEqual(new Date('2026-03-08T07:30:00Z'));
    expect(isShiftVisible({ startsAt: spring }, new Date('2026-03-08T07:29:00Z'))).toBe(true);
    expect(
      shiftScheduleProblem(shift('2026-03-08', '02:30', '06:00'), new Date('2026-03-08T07:31:00Z'), NY),
    ).toEqual({
      field: 'startTime',
      message: SHIFT_SCHEDULE_MESSAGES.startPassed,
    });
  });
});

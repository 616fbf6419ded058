import { describe, expect, it } from 'vitest';
import { attendanceState, instantOnShiftClock, proposedArrivalTime } from './attendance-list';

const NY = 'America/New_York';
const base = {
  status: 'accepted',
  checkedInAt: null,
  checkedOutAt: null,
  checkInLate: false,
  checkOutAuto: false,
};

describe('attendanceState (the manager attendance list)', () => {
  it('says Not arrived for a booking without a check-in', () => {
    expect(attendanceState(base, NY)).toEqual({
      kind: 'not_arrived',
      label: 'Not arrived',
      marks: [],
      detail: null,
    });
  });

  it("gives the arrival on the shift's clock, late and the manager's mark", () => {
    const row = { ...base, status: 'checked_in', checkedInAt: '2026-11-27T14:04:00.000Z', checkInLate: true };
    expect(attendanceState(row, NY)).toMatchObject({
      kind: 'arrived',
      label: 'Arrived at 9:04 AM',
      marks: ['late'],
    });
    expect(attendanceState({ ...row, checkInLate: false, arrivalMarked: true }, NY).marks).toEqual([
      'marked by you',
    ]);
  });

  it('gives the departure, auto, and keeps the arrival as the detail', () => {
    const row = {
      ...base,
      status: 'completed',
      checkedInAt: '2026-11-27T14:04:00.000Z',
      checkedOutAt: '2026-11-27T22:02:00.000Z',
      checkOutAuto: true,
      checkInLate: true,
    };
    expect(attendanceState(row, NY)).toEqual({
      kind: 'left',
      label: 'Left at 5:02 PM',
      marks: ['auto'],
      detail: 'Arrived at 9:04 AM, late',
    });
  });

  it("says No-show, and 'automatic' when the platform recorded it", () => {
    expect(attendanceState({ ...base, status: 'no_show', cancelledBy: 'manager' }, NY)).toMatchObject({
      label: 'No-show',
      marks: [],
    });
    expect(attendanceState({ ...base, status: 'no_show', cancelledBy: 'system' }, NY).marks).toEqual([
      'automatic',
    ]);
  });
});

describe('instantOnShiftClock (the times typed in Mark as arrived)', () => {
  const day = {
    shiftDate: '2026-11-27',
    startTime: '09:00',
    timeZone: NY,
    startsAt: '2026-11-27T14:00:00.000Z',
    endsAt: '2026-11-27T20:00:00.000Z',
  };
  const night = {
    shiftDate: '2026-11-27',
    startTime: '22:00',
    timeZone: NY,
    startsAt: '2026-11-28T03:00:00.000Z',
    endsAt: '2026-11-28T11:00:00.000Z',
  };

  it("reads the time on the shift's date and zone", () => {
    expect(instantOnShiftClock(day, '09:04')?.toISOString()).toBe('2026-11-27T14:04:00.000Z');
    expect(instantOnShiftClock(day, '8:30')).toBeNull();
  });

  it('puts the small hours of an overnight shift on the next day', () => {
    expect(instantOnShiftClock(night, '21:45')?.toISOString()).toBe('2026-11-28T02:45:00.000Z');
    expect(instantOnShiftClock(night, '06:02')?.toISOString()).toBe('2026-11-28T11:02:00.000Z');
  });
});

describe('proposedArrivalTime (Mark as arrived)', () => {
  const shift = { startsAt: '2026-12-06T14:00:00.000Z', timeZone: NY };
  it('proposes the start once the shift has started, and the current minute before it', () => {
    expect(proposedArrivalTime(shift, new Date('2026-12-06T15:30:00Z'))).toBe('09:00');
    expect(proposedArrivalTime(shift, new Date('2026-12-06T13:48:42Z'))).toBe('08:48');
  });
});

// The attendance windows and labels (docs/product/attendance.md, "Check-in", "Check-out").
import { describe, expect, it } from 'vitest';
import {
  autoCheckOutAt,
  checkedInLabel,
  checkedOutLabel,
  checkOutProblem,
  formatClock,
  isLateArrival,
} from './attendance';
import { applicationTransition } from './state-machine';

const START = Date.parse('2026-12-06T14:00:00.000Z'); // 9:00 AM in New York
const END = Date.parse('2026-12-06T20:00:00.000Z'); // 3:00 PM
const MINUTE = 60_000;
const shift = {
  status: 'open' as const,
  startsAt: new Date(START),
  endsAt: new Date(END),
  acceptedCount: 1,
  maxApplications: 1,
};

describe('the check-in window (the state machine’s checkInWindow)', () => {
  const at = (ms: number) =>
    applicationTransition('accepted', 'checked_in', { actor: 'talent', now: new Date(ms), shift });
  it('opens 30 min before the start and closes at the scheduled end', () => {
    expect(at(START - 30 * MINUTE - 1)).toMatchObject({ ok: false, reason: 'checkInNotOpen' });
    expect(at(START - 30 * MINUTE).ok).toBe(true);
    expect(at(END - 1).ok).toBe(true);
    expect(at(END)).toMatchObject({ ok: false, reason: 'checkInClosed' });
  });
});

describe('late', () => {
  it('is more than 10 min after the start, not 10 min exactly', () => {
    expect(isLateArrival(new Date(START + 10 * MINUTE), new Date(START))).toBe(false);
    expect(isLateArrival(new Date(START + 10 * MINUTE + 1), new Date(START))).toBe(true);
    expect(isLateArrival(new Date(START - 30 * MINUTE), new Date(START))).toBe(false);
  });
});

describe('the check-out window', () => {
  const booking = { status: 'checked_in', checkedInAt: new Date(START), checkedOutAt: null };
  it('runs from check-in until 4 h after the scheduled end', () => {
    expect(autoCheckOutAt(new Date(END)).getTime()).toBe(END + 240 * MINUTE);
    expect(checkOutProblem(booking, shift, new Date(START))).toBeNull();
    expect(checkOutProblem(booking, shift, new Date(END + 240 * MINUTE - 1))).toBeNull();
    expect(checkOutProblem(booking, shift, new Date(END + 240 * MINUTE))).toBe('checkOutClosed');
  });
  it('is refused before check-in and after a check-out', () => {
    const accepted = { status: 'accepted', checkedInAt: null, checkedOutAt: null };
    expect(checkOutProblem(accepted, shift, new Date(START))).toBe('notCheckedIn');
    const done = { ...booking, checkedOutAt: new Date(END) };
    expect(checkOutProblem(done, shift, new Date(END))).toBe('alreadyCheckedOut');
  });
});

describe('labels on the shift’s wall clock', () => {
  it("reads 'Checked in at 9:14 AM, late' and the automatic check-out", () => {
    const zone = 'America/New_York';
    expect(formatClock(new Date(START), zone)).toBe('9:00 AM');
    expect(checkedInLabel({ checkedInAt: new Date(START + 14 * MINUTE), checkInLate: true }, zone)).toBe(
      'Checked in at 9:14 AM, late',
    );
    expect(checkedInLabel({ checkedInAt: new Date(START - 5 * MINUTE), checkInLate: false }, zone)).toBe(
      'Checked in at 8:55 AM',
    );
    expect(checkedOutLabel({ checkedOutAt: new Date(END), checkOutAuto: true }, zone)).toBe(
      'Checked out automatically at 3:00 PM',
    );
    expect(
      checkedOutLabel({ checkedOutAt: new Date(END + 2 * MINUTE), checkOutAuto: false }, 'America/Chicago'),
    ).toBe('Checked out at 2:02 PM');
  });
});

import { describe, expect, it } from 'vitest';
import { isDisputable } from './timesheet';
import { differenceLabel, isOtherDay, minutesApart, timesheetComparison } from './timesheet-comparison';

// docs/product/attendance.md, "Timesheets in context".
describe('minutesApart', () => {
  it('compares the minutes the clocks show: 9:04 against 9:04:40 is the same minute', () => {
    expect(minutesApart('2026-12-06T14:04:00Z', '2026-12-06T14:04:40Z')).toBe(0);
    expect(minutesApart('2026-12-06T14:05:00Z', '2026-12-06T14:04:59Z')).toBe(1);
    expect(minutesApart('2026-12-06T13:49:00Z', '2026-12-06T14:14:40Z')).toBe(-25);
  });
});

describe('differenceLabel', () => {
  it('says the difference in words, with its sign, or nothing on the same minute', () => {
    expect(differenceLabel(25, 'recorded')).toBe('+25 min vs recorded');
    expect(differenceLabel(-65, 'scheduled')).toBe('−1 h 5 min vs scheduled');
    expect(differenceLabel(1, 'recorded')).toBe('+1 min vs recorded');
    expect(differenceLabel(0, 'recorded')).toBeNull();
  });
});

const base = {
  scheduled: { startsAt: '2026-12-06T14:00:00.000Z', endsAt: '2026-12-06T20:00:00.000Z' },
  recorded: {
    checkInAt: '2026-12-06T14:10:00.000Z',
    checkOutAt: '2026-12-06T20:00:00.000Z',
    checkInMarkedByManager: false,
    checkOutAuto: true,
  },
  checkInAt: '2026-12-06T14:00:00.000Z',
  checkOutAt: '2026-12-06T20:00:00.000Z',
  workerClaim: null,
  adjustedAt: null,
};

describe('timesheetComparison', () => {
  it('marks a claimed time against the recorded one, and says how far the recorded one is from the schedule', () => {
    const [scheduled, recorded, claimed] = timesheetComparison(base, 'manager');
    expect(scheduled).toMatchObject({ label: 'Scheduled', start: { difference: null, marked: false } });
    expect(recorded).toMatchObject({
      label: 'Recorded',
      start: { difference: '+10 min vs scheduled', marked: false },
      end: { difference: null, note: 'automatic check-out' },
    });
    expect(claimed).toMatchObject({
      label: 'Claimed',
      start: { difference: '−10 min vs recorded', marked: true },
      end: { difference: null, marked: false },
    });
  });

  it('compares a claim with the schedule, unmarked, when nothing was recorded', () => {
    const rows = timesheetComparison(
      {
        ...base,
        recorded: { checkInAt: null, checkOutAt: null, checkInMarkedByManager: false, checkOutAuto: false },
        checkInAt: '2026-12-06T14:05:00.000Z',
      },
      'manager',
    );
    expect(rows[1]!.start).toEqual({ at: null, difference: null, marked: false, note: null });
    expect(rows[2]!.start).toMatchObject({ difference: '+5 min vs scheduled', marked: false });
  });

  it("adds the worker's claim before an adjustment and names the rows for the reader", () => {
    const adjusted = {
      ...base,
      adjustedAt: '2026-12-07T10:00:00.000Z',
      workerClaim: { checkInAt: '2026-12-06T14:00:00.000Z', checkOutAt: '2026-12-06T20:00:00.000Z' },
    };
    expect(timesheetComparison(adjusted, 'worker').map((r) => r.label)).toEqual([
      'Scheduled',
      'Recorded',
      'Your claim',
      'Adjusted',
    ]);
    expect(timesheetComparison(adjusted, 'staff')[2]!.label).toBe("Worker's claim");
    const decided = { ...adjusted, disputeDecision: { decision: 'worker_times' as const } };
    expect(timesheetComparison(decided, 'manager')[3]!.label).toBe('After the dispute');
  });
});

describe('isOtherDay', () => {
  it("is true for a time past midnight on the shift's own clock", () => {
    expect(isOtherDay('2026-12-07T04:30:00Z', '2026-12-06', 'America/New_York')).toBe(false);
    expect(isOtherDay('2026-12-07T05:30:00Z', '2026-12-06', 'America/New_York')).toBe(true);
  });
});

describe('isDisputable', () => {
  const adjustedAt = '2026-12-07T10:00:00.000Z';
  const within = new Date('2026-12-08T10:00:00.000Z');
  it('within 48 h of the adjustment, once', () => {
    expect(isDisputable({ status: 'adjusted', adjustedAt, disputedAt: null }, within)).toBe(true);
    expect(
      isDisputable(
        { status: 'adjusted', adjustedAt, disputedAt: null },
        new Date('2026-12-09T10:00:00.000Z'),
      ),
    ).toBe(false);
    // Decided by the operations team: 'adjusted' again, but disputed before.
    expect(
      isDisputable({ status: 'adjusted', adjustedAt, disputedAt: '2026-12-07T12:00:00.000Z' }, within),
    ).toBe(false);
    expect(isDisputable({ status: 'approved', adjustedAt: null, disputedAt: null }, within)).toBe(false);
  });
});

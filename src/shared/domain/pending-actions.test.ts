import { describe, expect, it } from 'vitest';
import { pendingActions, rateBy, submitTimesheetBy } from './pending-actions';

const NOW = new Date('2026-12-04T12:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

const application = (overrides: Partial<Parameters<typeof pendingActions>[0]> = {}) => ({
  status: 'accepted' as const,
  termsChangedAt: null,
  attendanceConfirmedAt: null,
  submitTimesheetBy: null,
  rateBy: null,
  shift: { startsAt: at(48) },
  ...overrides,
});

describe('pendingActions', () => {
  it('an offer to answer, unless it was missed', () => {
    expect(pendingActions(application({ status: 'selected' }), NOW)).toEqual(['answerOffer']);
    expect(pendingActions(application({ status: 'selected' }), NOW, true)).toEqual([]);
  });

  it("a booking owes 'Keep my booking' after a change, and 'Confirm I'm coming' only within 24 h of the start", () => {
    expect(pendingActions(application(), NOW)).toEqual([]);
    expect(pendingActions(application({ termsChangedAt: at(-1) }), NOW)).toEqual(['keepBooking']);
    const tomorrow = application({ shift: { startsAt: at(20) }, termsChangedAt: at(-1) });
    expect(pendingActions(tomorrow, NOW)).toEqual(['keepBooking', 'confirmAttendance']);
    expect(pendingActions({ ...tomorrow, termsChangedAt: null, attendanceConfirmedAt: at(-1) }, NOW)).toEqual(
      [],
    );
  });

  it('a timesheet to submit and a rating to give, each until its deadline', () => {
    const done = application({ status: 'completed', submitTimesheetBy: at(1), rateBy: at(2) });
    expect(pendingActions(done, NOW)).toEqual(['submitTimesheet', 'rate']);
    expect(pendingActions(done, new Date(at(1.5)))).toEqual(['rate']);
    expect(pendingActions(done, new Date(at(2)))).toEqual([]);
  });
});

describe('submitTimesheetBy', () => {
  it("a draft's 24 h; nothing once submitted or without a timesheet", () => {
    expect(submitTimesheetBy({ status: 'draft', createdAt: at(0) })?.toISOString()).toBe(at(24));
    expect(submitTimesheetBy({ status: 'submitted', createdAt: at(0) })).toBeNull();
    expect(submitTimesheetBy(null)).toBeNull();
  });
});

describe('rateBy', () => {
  it('7 days after completion, unless rated, not completed, or the window has closed', () => {
    expect(rateBy({ completedAt: at(-1), ratedByWorker: false }, NOW)?.toISOString()).toBe(at(-1 + 7 * 24));
    expect(rateBy({ completedAt: at(-1), ratedByWorker: true }, NOW)).toBeNull();
    expect(rateBy({ completedAt: null, ratedByWorker: false }, NOW)).toBeNull();
    expect(rateBy({ completedAt: at(-7 * 24), ratedByWorker: false }, NOW)).toBeNull();
  });
});

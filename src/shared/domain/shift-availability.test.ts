import { describe, expect, it } from 'vitest';
import { APPLY_MESSAGES, DASHBOARD_MESSAGES, SELECT_MESSAGES } from '../marketplace/messages';
import { canTakeWorker, isShiftVisible, shiftVacancyProblem, VACANCY_CONDITIONS } from './shift-availability';

const now = new Date('2026-12-04T14:00:00Z');
const open = {
  status: 'open',
  startsAt: new Date('2026-12-05T14:00:00Z'),
  acceptedCount: 0,
  maxApplications: 2,
};

describe('isShiftVisible (docs/product/shifts.md#visibility)', () => {
  it('is true only strictly after now', () => {
    expect(isShiftVisible({ startsAt: new Date('2026-12-04T14:00:01Z') }, now)).toBe(true);
    expect(isShiftVisible({ startsAt: new Date('2026-12-04T14:00:00Z') }, now)).toBe(false);
    // A DTO's ISO string is read as the same instant.
    expect(isShiftVisible({ startsAt: '2026-12-04T14:00:01.000Z' }, now)).toBe(true);
    expect(isShiftVisible({ startsAt: '2026-12-04T14:00:00.000Z' }, now)).toBe(false);
  });
});

describe('shiftVacancyProblem', () => {
  it('takes a worker while open, upcoming and below max_applications', () => {
    expect(shiftVacancyProblem(open, now)).toBeNull();
    expect(canTakeWorker({ ...open, acceptedCount: 1 }, now)).toBe(true);
  });

  it('names each reason, the start first', () => {
    expect(shiftVacancyProblem({ ...open, startsAt: now }, now)).toBe('shiftStarted');
    expect(shiftVacancyProblem({ ...open, status: 'closed' }, now)).toBe('shiftClosed');
    expect(shiftVacancyProblem({ ...open, acceptedCount: 2 }, now)).toBe('shiftFilled');
    expect(shiftVacancyProblem({ ...open, status: 'closed', acceptedCount: 2, startsAt: now }, now)).toBe(
      'shiftStarted',
    );
    expect(canTakeWorker({ ...open, acceptedCount: 3 }, now)).toBe(false);
  });

  it('has a refusal message for every reason in each use-case that refuses', () => {
    for (const messages of [APPLY_MESSAGES, SELECT_MESSAGES, DASHBOARD_MESSAGES])
      for (const condition of VACANCY_CONDITIONS) expect(messages[condition]).toMatch(/\w/);
  });
});

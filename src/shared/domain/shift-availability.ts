// docs/product/shifts.md#visibility, written once. The server's SQL for the same rules
// (src/server/open-shifts/shift-availability-sql.ts) is built from VACANCY_CONDITIONS below, and
// tests/api/shift-availability.test.ts runs both on the same rows to prove they agree.

/** The columns the rules read; a shift row (Date) or a DTO (ISO string) fits as it is. */
export type AvailabilityFacts = {
  status: string;
  startsAt: Date | string;
  acceptedCount: number;
  maxApplications: number;
};

/**
 * Visible: a shift is shown (to managers, and in any list) only while its date plus start time is later than
 * now. A new shift must be visible when posted (shift-schedule.ts).
 */
export function isShiftVisible(shift: Pick<AvailabilityFacts, 'startsAt'>, now: Date): boolean {
  return new Date(shift.startsAt).getTime() > now.getTime();
}

/** docs/product/shifts.md#display-status: FILLED once accepted workers reach max_applications. */
export function isShiftFull(shift: Pick<AvailabilityFacts, 'acceptedCount' | 'maxApplications'>): boolean {
  return shift.acceptedCount >= shift.maxApplications;
}

/**
 * What "this shift can still take someone" requires, in the order a refusal names them: it has not started,
 * the manager has not closed it, and accepted workers have not reached max_applications (FILLED).
 * Each key is also the key of the refusal message in src/shared/marketplace/messages.ts.
 */
export const VACANCY_CONDITIONS = ['shiftStarted', 'shiftClosed', 'shiftFilled'] as const;

/** The reason a shift cannot take another worker. */
export type VacancyProblem = (typeof VACANCY_CONDITIONS)[number];

/** For each problem, the test that passes when the problem is absent. */
const vacancyTests: Record<VacancyProblem, (shift: AvailabilityFacts, now: Date) => boolean> = {
  shiftStarted: (shift, now) => isShiftVisible(shift, now),
  shiftClosed: (shift) => shift.status === 'open',
  shiftFilled: (shift) => !isShiftFull(shift),
};

/** The first reason the shift cannot take another worker (apply, select, accept), or null when it can. */
export function shiftVacancyProblem(shift: AvailabilityFacts, now: Date): VacancyProblem | null {
  return VACANCY_CONDITIONS.find((condition) => !vacancyTests[condition](shift, now)) ?? null;
}

/** The worker's list (docs/product/shifts.md#open-shifts) shows open, upcoming shifts; filled ones are left out (nobody can take them). */
export function canTakeWorker(shift: AvailabilityFacts, now: Date): boolean {
  return shiftVacancyProblem(shift, now) === null;
}

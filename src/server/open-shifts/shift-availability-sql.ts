import { and, eq, gt, lt, type SQL } from 'drizzle-orm';
import { VACANCY_CONDITIONS, type VacancyProblem } from '../../shared/domain/shift-availability';
import { shifts } from '../db/schema';

// The SQL side of src/shared/domain/shift-availability.ts: the same rules as WHERE conditions, so lists filter
// in the database with the index. The Record below must name every condition the pure rule has, and
// tests/api/shift-availability.test.ts checks both give the same answer on the same rows.

/** Visible (docs/product/shifts.md#visibility): the shift's start is later than now. */
export const shiftIsVisibleSql = (now: Date): SQL => gt(shifts.startsAt, now);

const vacancySql: Record<VacancyProblem, (now: Date) => SQL> = {
  shiftStarted: shiftIsVisibleSql,
  shiftClosed: () => eq(shifts.status, 'open'),
  shiftFilled: () => lt(shifts.acceptedCount, shifts.maxApplications),
};

/** The shift can still take a worker: every condition of `canTakeWorker`, in SQL. */
export function shiftCanTakeWorkerSql(now: Date): SQL {
  return and(...VACANCY_CONDITIONS.map((condition) => vacancySql[condition](now)))!;
}

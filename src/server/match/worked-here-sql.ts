// The SQL side of the match score's per-shift `workedHere` term (src/shared/domain/match-score.ts: countsAsWorkedHere,
// workedHereFeature; docs/decisions/018-match-score.md): the bookings it counts and the term itself. The applicants'
// and the worker's lists (load-match-facts.ts, list-best-match-shifts.ts), the training (train-outcomes.ts) and the
// bench's reference server count with these; tests/api/worked-here.test.ts checks them against the pure rule.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shiftApplications, shifts } from '../db/schema';

/** countsAsWorkedHere: a completed booking (the predicate of shift_applications_worker_completed_idx, migration 0018). */
export const countsAsWorkedHereSql = (b: { completedAt: AnyColumn } = shiftApplications): SQL<boolean> =>
  sql`(${b.completedAt} is not null)`;

const booking = alias(shiftApplications, 'c');
const bookingShift = alias(shifts, 'cs');

/**
 * The bookings that count for workedHere per (worker, manager), as a subquery with the columns worker_id, manager_id
 * and n: for one worker (their lists: n per manager) or for one manager (an applicants list: n per worker).
 */
export function workedHereCountsSql(of: { workerId: SQL } | { managerId: SQL }): SQL {
  const whose =
    'workerId' in of
      ? sql`${booking.workerId} = ${of.workerId}`
      : sql`${bookingShift.managerId} = ${of.managerId}`;
  return sql`(select ${booking.workerId} as worker_id, ${bookingShift.managerId} as manager_id, count(*) as n
    from shift_applications c join shifts cs on ${bookingShift.id} = ${booking.shiftId}
    where ${whose} and ${countsAsWorkedHereSql(booking)}
    group by ${booking.workerId}, ${bookingShift.managerId})`;
}

/**
 * workedHereFeature: 1 − 0.5ⁿ in float8, as JS computes it, to the bit (tests/api/worked-here.test.ts). In numeric
 * (a bare 0.5) the result is rounded twice, once in numeric and once to float8, and at n = 54 it lands on the other
 * double.
 */
export const workedHereFeatureSql = (completedHere: SQL | AnyColumn): SQL<number> =>
  sql`(1 - power(0.5::float8, ${completedHere}))`;

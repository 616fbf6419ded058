// No overlapping bookings (docs/product/applications.md, "No overlapping bookings"; src/shared/domain/booking-overlap.ts):
// the check made where a booking is made (change-booking.ts), and the flag the listings show before anyone clicks.
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { TIME_HOLDING_STATUSES, TRAVEL_MARGIN_MINUTES } from '../../shared/domain/booking-overlap';
import type { Db } from '../db/client';
import { shiftApplications, shifts } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { noticeShiftColumns, shiftLine } from './cancellation-notices';

const margin = sql.raw(`interval '${TRAVEL_MARGIN_MINUTES} minutes'`);

/**
 * Serialises the bookings of one worker until the transaction ends. Two accepts of overlapping shifts lock different
 * shift rows, so only a lock of the worker makes the second see the first: it is taken after the application and
 * shift locks (the order used everywhere) and by nothing else, so it cannot close a cycle of waits.
 */
export async function lockWorkerBookings(tx: Tx, workerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`worker-bookings:${workerId}`}, 0))`);
}

/** SQL true when the worker (a uuid expression) holds a booking within the travel margin of the shift `shiftId`. */
export function bookedElsewhereSql(workerId: SQL, shiftId: SQL): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from shift_applications held
      join shifts other on other.id = held.shift_id
      join shifts this_shift on this_shift.id = ${shiftId}
    where held.worker_id = ${workerId}
      and held.status in (${sql.join(
        TIME_HOLDING_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
      and other.id <> this_shift.id
      and other.starts_at < this_shift.ends_at + ${margin}
      and other.ends_at + ${margin} > this_shift.starts_at
  )`.mapWith(Boolean);
}

/**
 * The worker's booking that overlaps `shift`, as a line for the refusal ('Barista at Harbor Cafe on Friday,
 * December 4, 2026, 10:00 AM - 2:00 PM'), or null. Under lockWorkerBookings, the answer holds until the transaction
 * ends.
 */
export async function overlappingBooking(
  tx: Tx | Db,
  workerId: string,
  shift: { id: string; startsAt: Date; endsAt: Date },
): Promise<string | null> {
  const [other] = await tx
    .select(noticeShiftColumns)
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(
      and(
        eq(shiftApplications.workerId, workerId),
        inArray(shiftApplications.status, [...TIME_HOLDING_STATUSES]),
        ne(shifts.id, shift.id),
        sql`${shifts.startsAt} < ${shift.endsAt.toISOString()}::timestamptz + ${margin}`,
        sql`${shifts.endsAt} + ${margin} > ${shift.startsAt.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(shifts.startsAt)
    .limit(1);
  return other ? shiftLine(other) : null;
}

// The SQL side of workerBookingOutcome and businessBookingCounts (src/shared/domain/reliability.ts): which bookings
// count for reliability and as what (docs/product/trust.md, "Reliability"). The cards' figures
// (load-reliability.ts), the match model's training and the bench's reference server all select bookings with these,
// so an upheld appeal or an emergency excuse means the same everywhere; tests/api/reliability-booking.test.ts checks
// them against the pure rule row by row.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { MARK_APPEAL_KINDS, type WorkerOutcome } from '../../shared/domain/reliability';
import { shiftApplications } from '../db/schema';

/** The columns the rules read: `shift_applications` itself, or an alias of it (drizzle's alias). */
export type BookingColumns = Record<
  'id' | 'workerId' | 'status' | 'cancellationConsequence' | 'emergencyExcuse',
  AnyColumn
>;

const kinds = (side: keyof typeof MARK_APPEAL_KINDS) =>
  sql.raw(MARK_APPEAL_KINDS[side].map((kind) => `'${kind}'`).join(', '));

/** An appeal of the booking's mark by `ownerId` was upheld (appealUpholdsMark), through appeals_subject_user_uq. */
const markAppealUpheld = (
  booking: Pick<BookingColumns, 'id'>,
  side: keyof typeof MARK_APPEAL_KINDS,
  ownerId: AnyColumn | SQL,
): SQL<boolean> =>
  sql`exists (select 1 from appeals mark_appeal
    where mark_appeal.subject_kind in (${kinds(side)}) and mark_appeal.subject_id = ${booking.id}
      and mark_appeal.user_id = ${ownerId} and mark_appeal.status = 'upheld')`;

/**
 * What the booking counts as for its worker ('completed', 'late', 'very_late', 'no_show'), or null when it does not
 * count (workerBookingOutcome). The appeal is looked up only for a mark, so a completed booking costs no probe.
 */
export const workerBookingOutcomeSql = (b: BookingColumns = shiftApplications): SQL<WorkerOutcome | null> =>
  sql`(case
    when ${b.status} = 'completed' then 'completed'
    when (${b.status} = 'no_show' or (${b.status} = 'cancelled' and not ${b.emergencyExcuse}
        and ${b.cancellationConsequence} in ('late', 'very_late')))
      and not ${markAppealUpheld(b, 'worker', b.workerId)}
      then (case when ${b.status} = 'no_show' then 'no_show' else ${b.cancellationConsequence} end)
  end)`;

/**
 * The booking, on a shift of the manager `managerId`, counts for the business's reliability (businessBookingCounts):
 * it ended, and the business's appeal of its late cancellation was not upheld.
 */
export const businessBookingCountsSql = (
  b: Pick<BookingColumns, 'id' | 'status'>,
  managerId: AnyColumn | SQL,
): SQL<boolean> =>
  sql`(${b.status} in ('completed', 'no_show', 'cancelled') and not ${markAppealUpheld(b, 'business', managerId)})`;

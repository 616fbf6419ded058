// 'My reliability' (docs/product/trust.md, "Reliability"): the caller's own figure computed by the
// pure formula (src/shared/domain/reliability.ts) from their recorded bookings in the window, and every mark with its
// reason, date and appeal. The cards' figures come from load-reliability.ts, which selects the same bookings in SQL.
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { RELIABILITY } from '../../../shared/constants';
import { isAppealWindowOpen } from '../../../shared/domain/appeals';
import {
  type BusinessBookingEvent,
  businessBookingCounts,
  businessReliability,
  countedBookings,
  hoursBetween,
  MARK_APPEAL_KINDS,
  reliabilityWindowStart,
  type WorkerBookingEvent,
  workerBookingOutcome,
  workerReliability,
} from '../../../shared/domain/reliability';
import { MARK_REASONS } from '../../../shared/marketplace/reliability-messages';
import type { MyReliabilityDto, ReliabilityMarkDto } from '../../../shared/schemas/responses/reliability';
import type { AppContext } from '../../context';
import { appeals, shiftApplications, shifts, timesheets } from '../../db/schema';

/** The bookings read for one user: far more than the 20 that count, so every mark of the window is listed. */
const MAX_BOOKINGS = 500;

const eventAt = sql<Date>`coalesce(${shiftApplications.completedAt}, ${shiftApplications.cancelledAt}, ${shifts.endsAt})`;

/** The caller's bookings in the window, newest first, with the caller's own appeal of each. */
async function bookingsOf(ctx: AppContext, user: { id: string; role: 'talent' | 'manager' }, now: Date) {
  const owner =
    user.role === 'manager' ? eq(shifts.managerId, user.id) : eq(shiftApplications.workerId, user.id);
  return ctx.db
    .select({
      id: shiftApplications.id,
      status: shiftApplications.status,
      consequence: shiftApplications.cancellationConsequence,
      emergency: shiftApplications.emergencyExcuse,
      cancelledAt: shiftApplications.cancelledAt,
      at: eventAt,
      positionTitle: shifts.positionTitle,
      businessName: shifts.businessName,
      shiftDate: shifts.shiftDate,
      startsAt: shifts.startsAt,
      appealStatus: appeals.status,
      appealCreatedAt: appeals.createdAt,
    })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .leftJoin(
      appeals,
      and(
        eq(appeals.subjectId, shiftApplications.id),
        eq(appeals.userId, user.id),
        inArray(appeals.subjectKind, [...MARK_APPEAL_KINDS[user.role === 'manager' ? 'business' : 'worker']]),
      ),
    )
    .where(
      and(
        owner,
        inArray(shiftApplications.status, ['completed', 'no_show', 'cancelled']),
        gt(eventAt, reliabilityWindowStart(now)),
        lte(eventAt, now),
      ),
    )
    .orderBy(desc(eventAt), desc(shiftApplications.id))
    .limit(MAX_BOOKINGS);
}
type Booking = Awaited<ReturnType<typeof bookingsOf>>[number];

/** The mark a booking carries for the caller's side, or null (a completed booking, a free cancellation). */
function markKind(booking: Booking, role: 'talent' | 'manager'): ReliabilityMarkDto['kind'] | null {
  const { status, consequence } = booking;
  if (role === 'manager')
    return status === 'cancelled' && consequence === 'business_late' ? 'business_late' : null;
  if (status === 'no_show') return 'no_show';
  if (status === 'cancelled' && (consequence === 'late' || consequence === 'very_late')) return consequence;
  // An excused cancellation records 'none'; it is shown as excused, never counted.
  if (status === 'cancelled' && booking.emergency) return 'excused';
  return null;
}

function toMark(
  booking: Booking,
  kind: ReliabilityMarkDto['kind'],
  counted: boolean,
  now: Date,
): ReliabilityMarkDto {
  const excused = kind === 'excused';
  const appeal = booking.appealStatus
    ? { status: booking.appealStatus, createdAt: booking.appealCreatedAt!.toISOString() }
    : null;
  const appealSubjectKind = excused ? null : kind === 'no_show' ? 'no_show' : 'cancellation';
  const decidedAt = booking.cancelledAt;
  return {
    applicationId: booking.id,
    kind,
    reason: MARK_REASONS[kind],
    at: new Date(booking.at).toISOString(),
    shift: {
      positionTitle: booking.positionTitle,
      businessName: booking.businessName,
      shiftDate: booking.shiftDate,
      startsAt: booking.startsAt.toISOString(),
    },
    excused,
    counted,
    appeal,
    appealSubjectKind,
    appealable: appealSubjectKind !== null && !appeal && !!decidedAt && isAppealWindowOpen(decidedAt, now),
  };
}

/** The median's inputs: hours from submission to approval of the newest approvals in the window. */
async function approvalHours(ctx: AppContext, managerId: string, now: Date): Promise<number[]> {
  const rows = await ctx.db
    .select({ submittedAt: timesheets.submittedAt, approvedAt: timesheets.approvedAt })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.managerId, managerId),
        sql`${timesheets.submittedAt} is not null`,
        gt(timesheets.approvedAt, reliabilityWindowStart(now)),
        lte(timesheets.approvedAt, now),
      ),
    )
    .orderBy(desc(timesheets.approvedAt), desc(timesheets.id))
    .limit(RELIABILITY.lastBookings);
  return rows.map((row) => hoursBetween(row.submittedAt!, row.approvedAt!));
}

export async function getMyReliability(
  ctx: AppContext,
  user: { id: string; role: 'talent' | 'manager' },
): Promise<MyReliabilityDto> {
  const now = ctx.now();
  const bookings = await bookingsOf(ctx, user, now);
  // The bookings that count, and as what: the rules the cards' SQL uses too (reliability-booking-sql.ts).
  const row = (b: Booking) => ({
    status: b.status,
    cancellationConsequence: b.consequence,
    emergencyExcuse: b.emergency,
    workerAppealUpheld: user.role === 'talent' && b.appealStatus === 'upheld',
    businessAppealUpheld: user.role === 'manager' && b.appealStatus === 'upheld',
  });
  if (user.role === 'manager') {
    const events = bookings
      .filter((b) => businessBookingCounts(row(b)))
      .map((b) => ({
        id: b.id,
        at: b.at,
        lateByBusiness: markKind(b, 'manager') !== null,
      })) satisfies BusinessBookingEvent[];
    const counted = new Set(countedBookings(events, now).map((e) => e.id));
    const marks = bookings.flatMap((b) =>
      markKind(b, 'manager') ? [toMark(b, 'business_late', counted.has(b.id), now)] : [],
    );
    return {
      role: 'manager',
      worker: null,
      business: businessReliability(events, await approvalHours(ctx, user.id, now), now),
      marks,
    };
  }
  const events = bookings.flatMap((b): (WorkerBookingEvent & { id: string })[] => {
    const outcome = workerBookingOutcome(row(b));
    return outcome ? [{ id: b.id, at: b.at, outcome }] : [];
  });
  const counted = new Set(countedBookings(events, now).map((e) => e.id));
  const marks = bookings.flatMap((b) => {
    const kind = markKind(b, 'talent');
    return kind ? [toMark(b, kind, counted.has(b.id), now)] : [];
  });
  return { role: 'talent', worker: workerReliability(events, now), business: null, marks };
}

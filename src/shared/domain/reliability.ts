// Reliability for both sides (docs/product/trust.md, "Reliability"), computed from recorded events
// and never stored. Pure: the loader (src/server/trust/load-reliability.ts) selects the same bookings
// in SQL and hands their counts to the *FromCounts functions, so a figure on a card and on 'My reliability' agree.
import { CANCELLATION_POLICY, RELIABILITY } from '../constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** What a worker's booking ended as: completed, or a mark (a late or very late cancellation, a no-show). */
export const WORKER_OUTCOMES = ['completed', 'late', 'very_late', 'no_show'] as const;
export type WorkerOutcome = (typeof WORKER_OUTCOMES)[number];
export type WorkerMarkKind = Exclude<WorkerOutcome, 'completed'>;

/**
 * One recorded event of a worker's booking. `excused` (an emergency excuse, or a cancellation that was free) and
 * `appealUpheld` (the operations team upheld the worker's appeal) make it count for nothing: it is not a booking.
 */
export type WorkerBookingEvent = {
  outcome: WorkerOutcome;
  at: Date | string;
  excused?: boolean;
  appealUpheld?: boolean;
};

export type WorkerReliabilityCounts = {
  completed: number;
  late: number;
  veryLate: number;
  noShows: number;
};

export type WorkerReliability = WorkerReliabilityCounts & {
  /** 0..1; null = 'New' (fewer than RELIABILITY.newUntil bookings counted). */
  figure: number | null;
  /** Bookings in the window (at most RELIABILITY.lastBookings). */
  bookingsCounted: number;
};

/** A business's counted bookings, its own late cancellations among them, and its timesheet approval times. */
export type BusinessReliabilityCounts = {
  bookings: number;
  lateCancellations: number;
  /** The median hours from a timesheet's submission to its approval, over `approvalsCounted` approvals. */
  medianApprovalHours: number | null;
  approvalsCounted: number;
};

export type BusinessReliability = Omit<BusinessReliabilityCounts, 'bookings'> & {
  /** Share (0..1) of bookings not cancelled late by the business; null = 'New'. */
  figure: number | null;
  bookingsCounted: number;
};

/** One recorded event of a booking on a business's shift: `lateByBusiness` when the business cancelled it late. */
export type BusinessBookingEvent = { lateByBusiness: boolean; at: Date | string; appealUpheld?: boolean };

/**
 * A booking row as the reliability rules read it: its status, what its cancellation counted for, the emergency
 * excuse, and whether an appeal of its mark was upheld (appealUpholdsMark).
 */
export type ReliabilityBookingRow = {
  status: string;
  cancellationConsequence: string | null;
  emergencyExcuse: boolean;
  /** The worker's own appeal of this booking's mark was upheld. */
  workerAppealUpheld: boolean;
  /** The business's (its manager's) appeal of this booking's mark was upheld. */
  businessAppealUpheld: boolean;
};

/** The appeals that can remove a mark: the worker's of a no-show or a late cancellation, the business's of its own. */
export const MARK_APPEAL_KINDS = { worker: ['no_show', 'cancellation'], business: ['cancellation'] } as const;

/** Whether one of a booking's appeals, made by `ownerId` (the worker, or the shift's manager), removes that side's mark. */
export function appealUpholdsMark(
  appeal: { userId: string; subjectKind: string; status: string },
  side: keyof typeof MARK_APPEAL_KINDS,
  ownerId: string,
): boolean {
  const kinds: readonly string[] = MARK_APPEAL_KINDS[side];
  return appeal.status === 'upheld' && appeal.userId === ownerId && kinds.includes(appeal.subjectKind);
}

/**
 * What a booking counts as for the worker's reliability, or null when it is no booking for it (docs/product/trust.md,
 * "Reliability"): completed; a no-show; a late or very late cancellation by the worker without the emergency excuse.
 * A mark whose appeal was upheld counts for nothing; so do free cancellations, the business's and the platform's.
 * The SQL twin is workerBookingOutcomeSql (src/server/trust/reliability-booking-sql.ts), used by the cards, the
 * training and the bench's reference server; tests/api/reliability-booking.test.ts runs both on the same rows.
 */
export function workerBookingOutcome(booking: ReliabilityBookingRow): WorkerOutcome | null {
  if (booking.status === 'completed') return 'completed';
  const consequence = booking.cancellationConsequence;
  const mark: WorkerMarkKind | null =
    booking.status === 'no_show'
      ? 'no_show'
      : booking.status === 'cancelled' &&
          !booking.emergencyExcuse &&
          (consequence === 'late' || consequence === 'very_late')
        ? consequence
        : null;
  return mark && !booking.workerAppealUpheld ? mark : null;
}

/**
 * Whether a booking on a business's shift counts for its reliability: every ended booking (completed, no-show,
 * cancelled), unless the business's appeal of its late cancellation was upheld (businessBookingCountsSql).
 */
export function businessBookingCounts(booking: ReliabilityBookingRow): boolean {
  return ['completed', 'no_show', 'cancelled'].includes(booking.status) && !booking.businessAppealUpheld;
}

/** The first instant of the window at `now`: events after it count (RELIABILITY.windowDays). */
export function reliabilityWindowStart(now: Date): Date {
  return new Date(now.getTime() - RELIABILITY.windowDays * DAY_MS);
}

/**
 * The events that count, newest first: not excused, no upheld appeal, within the window (after its start, not after
 * `now`), then the newest RELIABILITY.lastBookings of them.
 */
export function countedBookings<T extends { at: Date | string; excused?: boolean; appealUpheld?: boolean }>(
  events: readonly T[],
  now: Date,
): T[] {
  const since = reliabilityWindowStart(now).getTime();
  return events
    .filter((event) => {
      const at = new Date(event.at).getTime();
      return !event.excused && !event.appealUpheld && at > since && at <= now.getTime();
    })
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())
    .slice(0, RELIABILITY.lastBookings);
}

/** completed / (completed + late + 2 × very late + 3 × no-shows); 'New' (null) until RELIABILITY.newUntil bookings. */
export function workerReliabilityFromCounts(counts: WorkerReliabilityCounts): WorkerReliability {
  const { weights } = CANCELLATION_POLICY;
  const bookingsCounted = counts.completed + counts.late + counts.veryLate + counts.noShows;
  const denominator =
    counts.completed +
    weights.late * counts.late +
    weights.very_late * counts.veryLate +
    weights.no_show * counts.noShows;
  const figure =
    bookingsCounted < RELIABILITY.newUntil || denominator === 0 ? null : counts.completed / denominator;
  return { ...counts, figure, bookingsCounted };
}

export function workerReliability(events: readonly WorkerBookingEvent[], now: Date): WorkerReliability {
  const counts: WorkerReliabilityCounts = { completed: 0, late: 0, veryLate: 0, noShows: 0 };
  for (const event of countedBookings(events, now)) {
    if (event.outcome === 'completed') counts.completed += 1;
    else if (event.outcome === 'late') counts.late += 1;
    else if (event.outcome === 'very_late') counts.veryLate += 1;
    else counts.noShows += 1;
  }
  return workerReliabilityFromCounts(counts);
}

/** Share of bookings not cancelled late by the business; 'New' (null) until RELIABILITY.newUntil bookings. */
export function businessReliabilityFromCounts(counts: BusinessReliabilityCounts): BusinessReliability {
  const { bookings, ...rest } = counts;
  const figure = bookings < RELIABILITY.newUntil ? null : (bookings - counts.lateCancellations) / bookings;
  return { ...rest, figure, bookingsCounted: bookings };
}

export function businessReliability(
  events: readonly BusinessBookingEvent[],
  approvalHours: readonly number[],
  now: Date,
): BusinessReliability {
  const counted = countedBookings(events, now);
  return businessReliabilityFromCounts({
    bookings: counted.length,
    lateCancellations: counted.filter((event) => event.lateByBusiness).length,
    medianApprovalHours: approvalHours.length < RELIABILITY.newUntil ? null : median(approvalHours),
    approvalsCounted: approvalHours.length,
  });
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Hours between two instants, the unit of the business's approval time. */
export const hoursBetween = (from: Date | string, to: Date | string): number =>
  (new Date(to).getTime() - new Date(from).getTime()) / HOUR_MS;

/** '92%' or 'New': how a figure reads on a card. */
export function reliabilityLabel(figure: number | null): string {
  return figure === null ? 'New' : `${Math.round(figure * 100)}%`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '18 completed, 1 late cancellation (counts once), 0 no-shows over your last 20 bookings'. */
export function workerReliabilityExplanation(r: WorkerReliability, whose: 'your' | 'their' = 'your'): string {
  const parts = [
    `${r.completed} completed`,
    `${plural(r.late, 'late cancellation')} (counts once)`,
    `${plural(r.veryLate, 'very late cancellation')} (counts twice)`,
    `${plural(r.noShows, 'no-show')} (counts three times)`,
  ];
  return `${parts.join(', ')} over ${whose} last ${plural(r.bookingsCounted, 'booking')}`;
}

/** '1 late cancellation by the business in the last 20 bookings; timesheets approved in 6 h (median)'. */
export function businessReliabilityExplanation(r: BusinessReliability): string {
  const bookings = `${plural(r.lateCancellations, 'late cancellation')} by the business in the last ${plural(r.bookingsCounted, 'booking')}`;
  const approvals =
    r.medianApprovalHours === null
      ? 'too few approved timesheets for an approval time'
      : `timesheets approved in ${formatHours(r.medianApprovalHours)} (median)`;
  return `${bookings}; ${approvals}`;
}

/** '45 min', '6 h', '2.5 days'. */
export function formatHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

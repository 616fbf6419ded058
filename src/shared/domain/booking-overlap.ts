// One worker, one place at a time (docs/product/applications.md, "No overlapping bookings"): a booking overlaps
// another of the same worker when the two are closer than the travel margin, end to start. The server enforces the
// rule when a booking is made (src/server/booking/overlapping-booking.ts); the cards show it before anyone clicks.

/** Time a worker needs between two shifts to get from one to the other. */
export const TRAVEL_MARGIN_MINUTES = 30;
export const TRAVEL_MARGIN_MS = TRAVEL_MARGIN_MINUTES * 60_000;

/** The statuses that hold the worker's time: booked, and checked in. */
export const TIME_HOLDING_STATUSES = ['accepted', 'checked_in'] as const;

export type TimeSpan = { startsAt: Date; endsAt: Date };

/** True when the two spans are closer than the travel margin (or overlap outright). */
export function spansOverlap(a: TimeSpan, b: TimeSpan): boolean {
  return (
    a.startsAt.getTime() < b.endsAt.getTime() + TRAVEL_MARGIN_MS &&
    b.startsAt.getTime() < a.endsAt.getTime() + TRAVEL_MARGIN_MS
  );
}

export const OVERLAP_MESSAGES = {
  /** On the manager's applicant card and the worker's open-shift card. */
  flag: 'Booked elsewhere at that time',
  /** The worker's open-shift card, under the flag. */
  flagHelp: `You have a booking within ${TRAVEL_MARGIN_MINUTES} minutes of this shift, so you could not accept it.`,
  /** The manager's 'Select and Contact Worker' (and the automatic backfill, which skips them). */
  select: 'This worker is booked on another shift at that time, so they cannot take this one.',
  /** The worker's accept, in the app and by text (plain characters: it goes out as one SMS segment). */
  accept: (otherShift: string) =>
    `You are already booked at that time: ${otherShift}. Shifts need ${TRAVEL_MARGIN_MINUTES} minutes between them ` +
    'to travel, so this offer cannot be accepted.',
};

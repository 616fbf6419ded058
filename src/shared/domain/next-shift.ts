// The worker dashboard's order (docs/product/applications.md, "The worker dashboard"): the next booked shift first,
// and every list of upcoming work soonest first.

type Booking = {
  status: string;
  checkedOutAt: string | null;
  shift: { startsAt: string; endsAt: string };
};

const startOf = (application: { shift: { startsAt: string } }) =>
  new Date(application.shift.startsAt).getTime();

/** Soonest shift first; for `Array.prototype.sort`. */
export const soonestFirst = (a: { shift: { startsAt: string } }, b: { shift: { startsAt: string } }) =>
  startOf(a) - startOf(b);

/**
 * Whether a booking is still ahead of the worker or under way: booked and not yet ended (check-in stays open until the
 * scheduled end), or checked in and not yet checked out.
 */
export function isUpcomingOrUnderway(application: Booking, now: Date): boolean {
  if (application.status === 'accepted') return now < new Date(application.shift.endsAt);
  return application.status === 'checked_in' && application.checkedOutAt === null;
}

/** The 'Next shift' card's booking: the soonest upcoming or under-way one; null when there is none. */
export function nextBooking<T extends Booking>(applications: readonly T[], now: Date): T | null {
  const upcoming = applications.filter((application) => isUpcomingOrUnderway(application, now));
  return upcoming.sort(soonestFirst)[0] ?? null;
}

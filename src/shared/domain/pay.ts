// The pay rule (docs/product/attendance.md, "Pay"; docs/decisions/017-attendance-and-timesheets.md).
// Pure and shared: the worker's card, the manager's list and the server compute the same figure from the same instants.

type Instant = Date | string;

const MINUTE_MS = 60_000;

/**
 * Minutes worked: check-out − check-in − the shift's unpaid break, never below zero. The difference of two instants
 * (not of local clock times), so a shift across midnight or a daylight-saving change counts the real time; seconds
 * are dropped (whole minutes elapsed).
 */
export function workedMinutes(checkInAt: Instant, checkOutAt: Instant, breakMinutes: number): number {
  const elapsed = Math.floor((new Date(checkOutAt).getTime() - new Date(checkInAt).getTime()) / MINUTE_MS);
  return Math.max(0, elapsed - Math.max(0, breakMinutes));
}

/**
 * Pay in integer cents: round(worked minutes × hourly rate in cents / 60), half a cent rounded up. Integer arithmetic
 * only (no floats): floor((minutes × rate + 30) / 60).
 */
export function payCents(workedMinutes: number, hourlyRateCents: number): number {
  if (workedMinutes <= 0 || hourlyRateCents <= 0) return 0;
  return Math.floor((workedMinutes * hourlyRateCents + 30) / 60);
}

/** Both figures of a timesheet from its times, the shift's break and rate. */
export function timesheetPay(facts: {
  checkInAt: Instant;
  checkOutAt: Instant;
  breakMinutes: number;
  hourlyRateCents: number;
}): { workedMinutes: number; payCents: number } {
  const worked = workedMinutes(facts.checkInAt, facts.checkOutAt, facts.breakMinutes);
  return { workedMinutes: worked, payCents: payCents(worked, facts.hourlyRateCents) };
}

/** '7 h 30 min', '45 min', '8 h' — worked minutes as shown on timesheets and History. */
export function hoursLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * A booking's estimated pay before it is worked: the scheduled time (end − start − the unpaid break, as instants, like
 * the hold on the business's card: docs/product/payments.md, "Holds") at the shift's rate. The worker's own pay only:
 * no fee is in it.
 */
export function scheduledPay(shift: {
  startsAt: Instant;
  endsAt: Instant;
  breakMinutes: number;
  hourlyRateCents: number;
}): { workedMinutes: number; payCents: number } {
  return timesheetPay({ checkInAt: shift.startsAt, checkOutAt: shift.endsAt, ...shift });
}

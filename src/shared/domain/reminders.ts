// Reminders before a booked shift (docs/product/messaging.md, "Reminders"; product constants:
// 24 h and 2 h before the start, 'Not yet confirmed' at 12 h).

const HOUR_MS = 60 * 60 * 1000;

/**
 * Each reminder's time before the start, as elapsed time: across a daylight-saving change "24 h before" is 24 real
 * hours, so the wall-clock time of the reminder may differ from the start's by an hour (docs/product/messaging.md).
 */
export const REMINDER_OFFSETS_MS = {
  /** 'Confirm I'm coming' (the button, or reply YES). */
  day: 24 * HOUR_MS,
  /** Not confirmed yet: the worker is reminded again and the manager sees 'Not yet confirmed'. */
  confirm: 12 * HOUR_MS,
  /** Address, on-site contact, parking and how to check in. */
  arrival: 2 * HOUR_MS,
} as const;

export type ReminderName = keyof typeof REMINDER_OFFSETS_MS;

export const NOT_YET_CONFIRMED = 'Not yet confirmed';

type Booking = { status: string; attendanceConfirmedAt: string | Date | null };

/**
 * The manager's applicant card shows 'Not yet confirmed' for a booked worker who has not confirmed by 12 h before
 * the start, until the start. The booking stays: it is never removed for not confirming.
 */
export function isNotYetConfirmed(booking: Booking, startsAt: Date | string, now: Date): boolean {
  const start = new Date(startsAt).getTime();
  return (
    booking.status === 'accepted' &&
    !booking.attendanceConfirmedAt &&
    now.getTime() >= start - REMINDER_OFFSETS_MS.confirm &&
    now.getTime() < start
  );
}

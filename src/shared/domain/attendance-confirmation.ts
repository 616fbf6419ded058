// 'Confirm I'm coming' (docs/product/applications.md, "Confirm I'm coming"). The first reminder goes
// 24 h before the start (product constants: Reminders); from then until the start the booked card offers the button
// and a reply YES to the reminder confirms (docs/product/sms.md, "Reply by text").

/** How long before the start the worker is asked to confirm: the 24 h reminder's window. */
export const CONFIRM_ATTENDANCE_WINDOW_MS = 24 * 60 * 60 * 1000;

type Booking = { status: string; attendanceConfirmedAt: string | Date | null };

/** Whether `now` is inside the confirmation window of a shift starting at `startsAt` (the reminder is out). */
export function inConfirmationWindow(startsAt: Date | string, now: Date): boolean {
  const start = new Date(startsAt).getTime();
  return now.getTime() < start && now.getTime() >= start - CONFIRM_ATTENDANCE_WINDOW_MS;
}

/** Whether the booked card shows 'Confirm I'm coming': an accepted, unconfirmed booking inside the window. */
export function canConfirmAttendance(booking: Booking, startsAt: Date | string, now: Date): boolean {
  return (
    booking.status === 'accepted' && !booking.attendanceConfirmedAt && inConfirmationWindow(startsAt, now)
  );
}

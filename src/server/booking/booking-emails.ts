// Booking e-mails (docs/product/messaging.md, "Booking e-mails and calendar invites"; docs/decisions/016-booking-emails.md):
// HTML with a plain-text part, rendered by React Email, each carrying the booking's .ics invite.
import { eq, sql } from 'drizzle-orm';
import { formatShiftDate, formatTime12 } from '../../shared/domain/shift-time';
import { centsToDollarString } from '../../shared/money';
import { displayPhone } from '../../shared/phone';
import { formatZoneName } from '../../shared/time-format';
import type { AppContext } from '../context';
import { shiftApplications, shifts, talentProfiles, users } from '../db/schema';
import { enqueueMessage, type Tx } from '../messaging/outbox';
import { calendarInvite } from './calendar-invite';
import { renderShiftEmail } from './render-shift-email';
import { type ShiftRow, shiftColumns } from './shift-dto';
import type { EmailChange, EmailFact } from './shift-email';

export type BookingEmailKind = 'booked' | 'updated' | 'cancelled';

type ShiftFacts = Pick<
  ShiftRow,
  | 'positionTitle'
  | 'businessName'
  | 'shiftDate'
  | 'startTime'
  | 'endTime'
  | 'timeZone'
  | 'startsAt'
  | 'endsAt'
  | 'locationAddress'
  | 'contactPerson'
  | 'contactPhone'
  | 'parkingInfo'
  | 'hourlyRateCents'
>;

/** "Friday, November 27, 2026, 9:00 AM - 3:00 PM EST": the shift's own wall clock and its zone's name that day. */
export function shiftWhen(shift: ShiftFacts): string {
  const zone = formatZoneName(shift.startsAt, shift.timeZone);
  const times = `${formatTime12(shift.startTime)} - ${formatTime12(shift.endTime)}`;
  return `${formatShiftDate(shift.shiftDate)}, ${times}${zone ? ` ${zone}` : ''}`;
}

/** How to check in, said wherever the booking is (docs/product/messaging.md, "Reminders"). */
export const checkInNote = (shift: Pick<ShiftRow, 'contactPerson'>) =>
  `Check in with ${shift.contactPerson} when you arrive. ${CHECK_IN_HOW}`;

/** The app's check-in (docs/product/attendance.md): the manager's code or QR code, on the booking's 'Check in'. */
export const CHECK_IN_HOW =
  "Ask for the 4-digit check-in code (or scan the QR code) and enter it under 'Check in' on your booking.";

/** What a booked worker needs to get there and be paid: the facts of the booking e-mail and of the reminders. */
export function shiftFacts(shift: ShiftFacts): EmailFact[] {
  return [
    { label: 'When', value: shiftWhen(shift) },
    { label: 'Address', value: shift.locationAddress },
    {
      label: 'On-site contact',
      value: `${shift.contactPerson}, ${displayPhone(shift.contactPhone, 'spaced')}`,
    },
    { label: 'Parking', value: shift.parkingInfo?.trim() || 'No parking information was given.' },
    { label: 'Pay', value: `$${centsToDollarString(shift.hourlyRateCents)}/hr` },
    { label: 'Check-in', value: checkInNote(shift) },
  ];
}

const headings: Record<BookingEmailKind, (what: string) => string> = {
  booked: (what) => `You're booked: ${what}`,
  updated: (what) => `Your shift changed: ${what}`,
  cancelled: (what) => `Cancelled: ${what}`,
};

export type QueueBookingEmailInput = {
  applicationId: string;
  kind: BookingEmailKind;
  /** For 'updated': each changed field before → after (K's ShiftFieldChange fits). */
  changes?: EmailChange[];
  /** For 'cancelled': who cancelled and why, one sentence. */
  reason?: string;
};

/**
 * Queues the worker's booking e-mail in the caller's transaction: 'booked' when an offer is accepted, 'updated'
 * after an edit of the shift (new times, a before → after summary), 'cancelled' when the booking or the shift is
 * cancelled. Each carries the .ics invite with UID `<applicationId>@talentbridge` and the next SEQUENCE
 * (shift_applications.calendar_sequence counts the invites sent), METHOD:REQUEST or, for a cancellation,
 * METHOD:CANCEL, so the worker's calendar adds, moves or removes the one event. Reads the shift as it is now, so an
 * edit calls it after writing the new times.
 */
export async function queueBookingEmail(
  tx: Tx,
  ctx: Pick<AppContext, 'now' | 'config'>,
  input: QueueBookingEmailInput,
): Promise<void> {
  const [counted] = await tx
    .update(shiftApplications)
    .set({ calendarSequence: sql`${shiftApplications.calendarSequence} + 1` })
    .where(eq(shiftApplications.id, input.applicationId))
    .returning({
      workerId: shiftApplications.workerId,
      shiftId: shiftApplications.shiftId,
      sent: shiftApplications.calendarSequence,
    });
  if (!counted) return;
  const [shift] = await tx.select(shiftColumns).from(shifts).where(eq(shifts.id, counted.shiftId));
  const [worker] = await tx
    .select({ email: users.email, name: talentProfiles.name })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(eq(users.id, counted.workerId));
  // The organizer is the manager's account address, not the form's free-text one (email-shift-manager.ts).
  const [manager] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, shift?.managerId ?? ''));
  if (!shift || !worker) return;

  const what = `${shift.positionTitle} at ${shift.businessName}`;
  const heading = `${headings[input.kind](what)}, ${shiftWhen(shift)}`;
  const intro =
    input.kind === 'booked'
      ? [`${shift.businessName} has you on the schedule. Add the attached invite to your calendar.`]
      : input.kind === 'updated'
        ? ['The business changed this shift. The attached invite moves it in your calendar.']
        : [
            input.reason ?? 'This booking has been cancelled.',
            'The attached invite removes it from your calendar.',
          ];
  // A cancelled booking needs no instructions for a shift that will not happen: only which one it was.
  const facts = input.kind === 'cancelled' ? shiftFacts(shift).slice(0, 2) : shiftFacts(shift);
  const { html, text } = await renderShiftEmail({
    heading,
    intro,
    changes: input.kind === 'updated' ? input.changes : undefined,
    facts,
    action: { label: 'View your shifts', href: `${ctx.config.APP_ORIGIN}/worker-dashboard` },
    footer: 'You get this e-mail because you accepted a shift on TalentBridge.',
  });
  const invite = calendarInvite({
    applicationId: input.applicationId,
    // calendar_sequence now counts this invite too: its SEQUENCE is the number sent before it.
    sequence: counted.sent - 1,
    method: input.kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    title: what,
    description: [heading, ...facts.map((f) => `${f.label}: ${f.value}`)].join('\n'),
    location: shift.locationAddress,
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    organizer: { name: shift.businessName, email: manager?.email ?? shift.managerEmail },
    attendee: { name: worker.name ?? worker.email, email: worker.email },
    stampedAt: ctx.now(),
  });
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: worker.email,
    subject: heading,
    body: text,
    html,
    attachments: [invite],
    userId: counted.workerId,
  });
}

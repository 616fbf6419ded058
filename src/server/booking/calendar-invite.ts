// The .ics invite of a booking (docs/product/messaging.md, "Booking e-mails and calendar invites";
// docs/decisions/016-booking-emails.md), built by the `ics` package rather than by hand: it folds long lines,
// escapes commas and semicolons and writes the UTC times.
import { createEvent, type EventAttributes } from 'ics';
import type { EmailAttachment } from '../db/schema';

export type InviteMethod = 'REQUEST' | 'CANCEL';

export type InviteInput = {
  applicationId: string;
  /** How many invites were sent for this booking before this one (booking-emails.ts). */
  sequence: number;
  method: InviteMethod;
  title: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** DTSTAMP: when the invite was made, on the injected clock. */
  stampedAt: Date;
};

// Control characters (line breaks included) and the C1 range: a line break would start a new property.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the purpose.
const PARAMETER_CONTROLS = /[\u0000-\u001F\u007F-\u009F]+/g;

/**
 * A name as an iCalendar parameter value (the organizer's and attendee's CN). RFC 5545 allows no double quote in a
 * parameter value, and `ics` only puts a backslash before one, which no parser reads as an escape: a `"` in a
 * business or worker name closed the quoted value, and what followed became the organizer's address (a spoofed
 * ORGANIZER the worker's calendar shows as the business). So `"` becomes `'`, a backslash (which some parsers do
 * read as an escape) goes, and control characters become spaces (docs/security.md, "Calendar invites").
 */
export function icsParameterValue(value: string): string {
  return value
    .replace(/"/g, "'")
    .replace(/\\/g, '')
    .replace(PARAMETER_CONTROLS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Stable per booking, so an update or a cancellation replaces the event in the worker's calendar. */
export const inviteUid = (applicationId: string) => `${applicationId}@talentbridge`;

export function calendarInvite(input: InviteInput): EmailAttachment {
  const attributes: EventAttributes & { timestamp: number } = {
    // `timestamp` is DTSTAMP; ics accepts it though its types leave it out.
    timestamp: input.stampedAt.getTime(),
    productId: 'talentbridge/bookings',
    method: input.method,
    uid: inviteUid(input.applicationId),
    sequence: input.sequence,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    title: input.title,
    description: input.description,
    location: input.location,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { ...input.organizer, name: icsParameterValue(input.organizer.name) },
    attendees: [
      {
        ...input.attendee,
        name: icsParameterValue(input.attendee.name),
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('the calendar invite could not be built');
  return {
    filename: input.method === 'CANCEL' ? 'shift-cancelled.ics' : 'shift.ics',
    contentType: `text/calendar; method=${input.method}; charset=UTF-8`,
    content: value,
  };
}

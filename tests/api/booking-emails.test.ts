// The worker's booking e-mail (docs/product/messaging.md, "Booking e-mails and calendar invites";
// docs/decisions/016-booking-emails.md): HTML and a plain-text part with the same facts, and an .ics invite whose
// UID stays per booking while SEQUENCE grows; an update moves the event, a cancellation removes it (METHOD:CANCEL).
// The invites are parsed back with ical.js.
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { queueBookingEmail } from '../../src/server/booking/booking-emails';
import { type EmailAttachment, shifts } from '../../src/server/db/schema';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { expectStatus } from '../support/marketplace';
import { applicationsAppForFile, t } from './applications-app';
import { apply, respond, select } from './applications-fixtures';
import { bookedWorker, mailsTo, reminderJobs } from './bookings-fixtures';
import { at, HOUR } from './clock';

applicationsAppForFile({ movesClock: true });

function parseInvite(attachment: EmailAttachment | undefined) {
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const dtstart = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  const dtend = event.getFirstPropertyValue('dtend') as ICAL.Time;
  return {
    contentType: attachment!.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: dtstart.toJSDate().toISOString(),
    startInUtc: dtstart.zone?.tzid === 'UTC',
    end: dtend.toJSDate().toISOString(),
    location: event.getFirstPropertyValue('location'),
    description: String(event.getFirstPropertyValue('description')),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    raw: attachment!.content,
  };
}

const bookingMails = async (email: string) => (await mailsTo(email)).filter((m) => m.attachments.length > 0);

describe('the booking e-mail', () => {
  it("accepting e-mails the worker: 'You're booked', the facts in the HTML and the text part, and the invite", async () => {
    at(Date.now());
    const { owner, shift, talent, applicationId } = await bookedWorker({ texts: true });
    const [mail] = await bookingMails(talent.email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(
      /^You're booked: Brunch Server at Harbor Street Bistro, \w+day, \w+ \d+, 20\d\d, 9:00 AM - 3:00 PM E[SD]T$/,
    );
    // The text part starts with the sentence; both parts carry every fact.
    expect(mail!.body).toContain(mail!.subject!);
    expect(mail!.html).toMatch(/^<!DOCTYPE html/);
    const facts = [
      '12 Harbor Street, Baltimore, MD 21202',
      'Maria Lopez, (301) 555-0142',
      'Free street parking on Harbor Street.',
      '$18.50/hr',
      'Check in with Maria Lopez when you arrive.',
    ];
    for (const fact of facts) {
      expect(mail!.body).toContain(fact);
      expect(mail!.html).toContain(fact.replace(/'/g, '&#x27;'));
    }
    expect(mail!.html).toContain('Harbor Street Bistro');

    const invite = parseInvite(mail!.attachments[0]);
    expect(invite).toMatchObject({
      contentType: 'text/calendar; method=REQUEST; charset=UTF-8',
      method: 'REQUEST',
      uid: `${applicationId}@talentbridge`,
      sequence: 0,
      status: 'CONFIRMED',
      start: new Date(shift.startsAt).toISOString(),
      startInUtc: true,
      end: new Date(shift.endsAt).toISOString(),
      location: '12 Harbor Street, Baltimore, MD 21202',
      organizer: `mailto:${owner.email.toLowerCase()}`,
    });
    expect(invite.raw).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(invite.description).toContain('Check in with Maria Lopez when you arrive.');
  });

  it('an update sends the next SEQUENCE with the new times and a before → after summary; a cancellation METHOD:CANCEL', async () => {
    at(Date.now());
    const { shift, talent, applicationId } = await bookedWorker({ texts: false });
    const later = new Date(new Date(shift.startsAt).getTime() + HOUR);
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(shifts).set({ startTime: '10:00', startsAt: later }).where(eq(shifts.id, shift.id));
      await queueBookingEmail(tx, t.ctx, {
        applicationId,
        kind: 'updated',
        changes: [{ label: 'Start', before: '9:00 AM', after: '10:00 AM' }],
      });
    });
    await t.ctx.db.transaction((tx) =>
      queueBookingEmail(tx, t.ctx, {
        applicationId,
        kind: 'cancelled',
        reason: 'Harbor Street Bistro cancelled the shift.',
      }),
    );

    const [booked, updated, cancelled] = await bookingMails(talent.email);
    expect(updated!.subject).toMatch(
      /^Your shift changed: Brunch Server at Harbor Street Bistro, .*10:00 AM - 3:00 PM/,
    );
    expect(updated!.body).toContain('Start: 9:00 AM → 10:00 AM');
    expect(updated!.html).toContain('Start: 9:00 AM → 10:00 AM');
    expect(cancelled!.subject).toMatch(/^Cancelled: Brunch Server at Harbor Street Bistro/);
    expect(cancelled!.body).toContain('Harbor Street Bistro cancelled the shift.');
    // Which shift it was, not how to work it: no parking, pay or check-in instructions.
    expect(cancelled!.body).toContain('Address');
    for (const boilerplate of ['Parking', 'Check-in', 'On-site contact', '/hr'])
      expect(cancelled!.body).not.toContain(boilerplate);
    expect(booked!.body).toContain('Parking');

    const invites = [booked, updated, cancelled].map((m) => parseInvite(m!.attachments[0]));
    expect(invites.map((i) => i.uid)).toEqual(Array(3).fill(`${applicationId}@talentbridge`));
    expect(invites.map((i) => i.sequence)).toEqual([0, 1, 2]);
    expect(invites.map((i) => i.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(invites[1]!.start).toBe(later.toISOString());
    expect(invites[2]).toMatchObject({
      status: 'CANCELLED',
      contentType: 'text/calendar; method=CANCEL; charset=UTF-8',
    });
  });

  it('a business or worker name with quotes and controls cannot rewrite the organizer or the attendee of the invite', async () => {
    at(Date.now());
    // Quotes and semicolons are kept in names as typed (docs/product/accounts.md, "Text as typed"); in the invite
    // they would close the quoted CN and start a new value: a spoofed organizer the worker's calendar trusts.
    const business = 'Harbor "Bistro":mailto:pay@evil.example;X-EVIL="x';
    const workerName = 'Sam "Worker":mailto:spoof@evil.example;ROLE="CHAIR';
    const owner = await createManager(t.ctx);
    const shift = await createShift(t.ctx, owner.userId, { businessName: business });
    const talent = await createTalent(t.ctx, { name: workerName, phone: '(301)555-3998' });
    const { application } = expectStatus(await apply(talent, shift.id), 201);
    expectStatus(await select(owner, application.id), 200);
    expectStatus(await respond(talent, application.id, 'accept'), 200);
    // A control character that an older row may still hold (the forms drop them today).
    await t.ctx.db
      .update(shifts)
      .set({ businessName: `${business}\r\nATTENDEE:mailto:x@evil.example` })
      .where(eq(shifts.id, shift.id));
    await t.ctx.db.transaction((tx) =>
      queueBookingEmail(tx, t.ctx, { applicationId: application.id, kind: 'updated', changes: [] }),
    );

    const mails = await bookingMails(talent.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const content = mail.attachments[0]!.content;
      const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
      const organizers = event.getAllProperties('organizer');
      expect(organizers).toHaveLength(1);
      expect(String(organizers[0]!.getFirstValue()).toLowerCase()).toBe(
        `mailto:${owner.email.toLowerCase()}`,
      );
      expect(organizers[0]!.getParameter('cn')).toMatch(
        /^Harbor 'Bistro':mailto:pay@evil\.example;X-EVIL='x/,
      );
      expect(organizers[0]!.getParameter('x-evil')).toBeUndefined();
      const attendees = event.getAllProperties('attendee');
      expect(attendees).toHaveLength(1);
      expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe(
        `mailto:${talent.email.toLowerCase()}`,
      );
      expect(attendees[0]!.getParameter('cn')).toBe("Sam 'Worker':mailto:spoof@evil.example;ROLE='CHAIR");
      expect(attendees[0]!.getParameter('role')).toBe('REQ-PARTICIPANT');
      const lines = content.replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines.filter((line) => /^(ORGANIZER|ATTENDEE)[;:]/.test(line))).toHaveLength(2);
    }
  });

  it('a declined offer sends no booking e-mail and schedules no reminder', async () => {
    at(Date.now());
    const owner = await createManager(t.ctx);
    const shift = await createShift(t.ctx, owner.userId);
    const talent = await createTalent(t.ctx, { phone: '(301)555-3999' });
    await markPhoneVerified(t.ctx, talent.userId);
    const { application } = expectStatus(await apply(talent, shift.id), 201);
    expectStatus(await select(owner, application.id), 200);
    expectStatus(await respond(talent, application.id, 'decline'), 200);
    expect(await bookingMails(talent.email)).toHaveLength(0);
    expect(await reminderJobs(application.id)).toHaveLength(0);
  });
});

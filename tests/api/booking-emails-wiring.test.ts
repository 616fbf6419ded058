// The booking's calendar invite follows what happens to it (docs/product/messaging.md, "Booking
// e-mails and calendar invites"): the worker's cancellation, the manager removing the worker, the shift's
// cancellation each send METHOD:CANCEL with the next SEQUENCE; an edit of the shift sends METHOD:REQUEST with the new
// times and a before → after summary. The same UID throughout, so the calendar keeps one event.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { EmailAttachment } from '../../src/server/db/schema';
import { client, expectStatus } from '../support/marketplace';
import { bookedWorker, mailsTo } from './bookings-fixtures';
import {
  cancelBooking,
  cancellationsAppForFile,
  cancelShift,
  removeWorker,
  t,
} from './cancellations-fixtures';
import { at, HOUR } from './clock';
import { editForm, putShift } from './shift-edit-fixtures';

cancellationsAppForFile();

function invite(attachment: EmailAttachment) {
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

/** The worker's invites, oldest first. */
const invitesTo = async (email: string) =>
  (await mailsTo(email))
    .filter((m) => m.attachments.length > 0)
    .map((m) => ({ mail: m, ...invite(m.attachments[0]!) }));

describe('the invite follows the booking', () => {
  it("the worker's own cancellation withdraws the invite", async () => {
    at(Date.now());
    const { talent, applicationId } = await bookedWorker();
    expectStatus(await cancelBooking(talent, applicationId), 200);
    const [booked, cancelled] = await invitesTo(talent.email);
    expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0, uid: `${applicationId}@talentbridge` });
    expect(cancelled).toMatchObject({ method: 'CANCEL', sequence: 1, uid: `${applicationId}@talentbridge` });
    expect(cancelled!.mail.body).toContain('You cancelled this booking.');
  });

  it('the manager removing the worker withdraws the invite', async () => {
    at(Date.now());
    const { owner, talent, applicationId } = await bookedWorker();
    expectStatus(await removeWorker(owner, applicationId), 200);
    const [, cancelled] = await invitesTo(talent.email);
    expect(cancelled).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(cancelled!.mail.body).toContain('Harbor Street Bistro removed you from this shift.');
  });

  it("the shift's cancellation withdraws the invite, with the manager's reason", async () => {
    at(Date.now());
    const { owner, shift, talent } = await bookedWorker();
    expectStatus(await cancelShift(owner, shift.id, 'Kitchen flood'), 200);
    const [, cancelled] = await invitesTo(talent.email);
    expect(cancelled).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(cancelled!.mail.body).toContain(
      'Harbor Street Bistro cancelled this shift. Reason: Kitchen flood',
    );
  });

  it('an edit of the start moves the event: the next SEQUENCE, the new start, before → after', async () => {
    at(Date.now());
    const { owner, shift, start, talent, applicationId } = await bookedWorker();
    const loaded = expectStatus(await client(t, owner).get(`/api/shifts/${shift.id}/applications`), 200);
    expectStatus(await putShift(owner, shift.id, editForm(loaded.shift, { startTime: '10:00' })), 200);
    const [, updated] = await invitesTo(talent.email);
    expect(updated).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      uid: `${applicationId}@talentbridge`,
      start: new Date(start + HOUR).toISOString(),
    });
    expect(updated!.mail.subject).toMatch(
      /^Your shift changed: Brunch Server at Harbor Street Bistro, .*10:00 AM/,
    );
    expect(updated!.mail.body).toContain('Start: 9:00 AM → 10:00 AM');
  });
});

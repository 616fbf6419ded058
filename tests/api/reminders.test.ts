// Reminders before a booked shift (docs/product/messaging.md, "Reminders"): 24 h ('Confirm I'm
// coming'), 12 h (not confirmed: the worker again, the manager 'Not yet confirmed'), 2 h (address, contact, parking,
// check-in). In-app always; a text to a worker who agreed to texts on a verified phone, an HTML e-mail otherwise.
// The clock is moved and the scheduler run by hand (docs/decisions/015-scheduler.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminderHandlers } from '../../src/server/booking/reminders';
import { shiftApplications, users } from '../../src/server/db/schema';
import { applicationsAppForFile, t } from './applications-app';
import { bookedWorker, mailsTo, noticesTo, reminderJobs, textsTo } from './bookings-fixtures';
import { at, HOUR, runDue } from './clock';

applicationsAppForFile({ movesClock: true });

describe('reminders of a booking', () => {
  it('accepting schedules the three reminders at 24 h, 12 h and 2 h before the start', async () => {
    at(Date.now());
    const { start, applicationId } = await bookedWorker();
    const jobs = await reminderJobs(applicationId);
    expect(jobs.map((j) => [j.kind, j.runAt.getTime()])).toEqual([
      ['reminder-24h', start - 24 * HOUR],
      ['reminder-12h', start - 12 * HOUR],
      ['reminder-2h', start - 2 * HOUR],
    ]);
    expect(jobs.every((j) => j.status === 'pending')).toBe(true);
  });

  it('texts a worker who agreed to texts: confirm at 24 h, again at 12 h with the manager told, arrival facts at 2 h', async () => {
    at(Date.now());
    const { owner, start, talent, applicationId, e164 } = await bookedWorker({ texts: true });
    const textsBefore = (await textsTo(e164)).length; // the offer text

    at(start - 24 * HOUR - 1);
    await runDue();
    expect(await noticesTo(talent.userId, 'shift_reminder')).toHaveLength(0);

    at(start - 24 * HOUR);
    await runDue();
    const [day] = await noticesTo(talent.userId, 'shift_reminder');
    expect(day).toMatchObject({ title: 'Your shift is in 24 hours', sentVia: ['sms'] });
    expect(day!.message).toContain("Tap 'Confirm I'm coming'");
    const texts = (await textsTo(e164)).slice(textsBefore);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain("Reply YES to confirm you're coming");
    // Texted, so no reminder e-mail (the booking e-mail is the only one).
    expect((await mailsTo(talent.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^You're booked: /),
    ]);

    at(start - 12 * HOUR);
    await runDue();
    expect(await noticesTo(talent.userId, 'shift_reminder')).toHaveLength(2);
    expect((await textsTo(e164)).slice(textsBefore)[1]!.body).toContain("Please confirm you're coming");
    const [notYet] = await noticesTo(owner.userId, 'booking_not_confirmed');
    expect(notYet).toMatchObject({ title: 'Not yet confirmed' });
    expect(notYet!.message).toContain('Jordan Reyes has not yet confirmed Brunch Server');
    expect(
      (await mailsTo(owner.email)).some((m) => m.subject?.startsWith('Not yet confirmed: Jordan Reyes')),
    ).toBe(true);

    at(start - 2 * HOUR);
    await runDue();
    const arrival = (await textsTo(e164)).slice(textsBefore)[2]!.body;
    expect(arrival).toContain('starts in 2 hours');
    expect(arrival).toContain('Address: 12 Harbor Street, Baltimore, MD 21202');
    expect(arrival).toContain('Contact: Maria Lopez');
    expect(arrival).toContain('Parking: Free street parking on Harbor Street');
    expect(arrival).toContain('Check in with Maria Lopez when you arrive.');
    // And how: the code or the QR code, on the booking's 'Check in' (docs/product/attendance.md).
    expect(arrival).toContain(
      "Ask for the 4-digit check-in code (or scan the QR code) and enter it under 'Check in' on your booking.",
    );
    expect(arrival).toMatch(/^[\x20-\x7e]+$/);
    const notices = await noticesTo(talent.userId, 'shift_reminder');
    expect(notices).toHaveLength(3);
    expect(notices[2]!.message).toContain('Check in with Maria Lopez when you arrive.');

    // Idempotent: each job run again sends nothing more.
    for (const job of await reminderJobs(applicationId))
      await reminderHandlers[job.kind as 'reminder-24h'](t.ctx, job);
    expect(await noticesTo(talent.userId, 'shift_reminder')).toHaveLength(3);
    expect(await noticesTo(owner.userId, 'booking_not_confirmed')).toHaveLength(1);
    expect((await textsTo(e164)).slice(textsBefore)).toHaveLength(3);
    // The booking stays, confirmed or not.
    const [row] = await t.ctx.db
      .select()
      .from(shiftApplications)
      .where(eq(shiftApplications.id, applicationId));
    expect(row!.status).toBe('accepted');
  });

  it('e-mails a worker without texts (HTML with a plain-text part), and a confirmed worker gets no 12 h reminder', async () => {
    at(Date.now());
    const { owner, start, talent, applicationId, e164 } = await bookedWorker({ texts: false });

    at(start - 24 * HOUR);
    await runDue();
    const [notice] = await noticesTo(talent.userId, 'shift_reminder');
    expect(notice!.sentVia).toEqual(['email']);
    const reminder = (await mailsTo(talent.email)).find((m) => m.subject === 'Your shift is in 24 hours');
    expect(reminder?.html).toContain('<html');
    expect(reminder?.html).toContain('Confirm I&#x27;m coming');
    expect(reminder?.body).toContain('Your shift is in 24 hours');
    expect(reminder?.body).toContain("Confirm I'm coming https://talentbridge.test/worker-dashboard");
    expect(reminder?.body).toContain('Address: 12 Harbor Street, Baltimore, MD 21202');
    expect(await textsTo(e164)).toHaveLength(0);

    // The worker confirms (confirm-attendance.ts sets this): the 12 h reminder and the manager's notice are skipped.
    await t.ctx.db
      .update(shiftApplications)
      .set({ attendanceConfirmedAt: new Date(start - 20 * HOUR) })
      .where(eq(shiftApplications.id, applicationId));
    at(start - 12 * HOUR);
    await runDue();
    expect(await noticesTo(talent.userId, 'shift_reminder')).toHaveLength(1);
    expect(await noticesTo(owner.userId, 'booking_not_confirmed')).toHaveLength(0);

    at(start - 2 * HOUR);
    await runDue();
    const arrival = (await mailsTo(talent.email)).find((m) => m.subject === 'Your shift starts in 2 hours');
    for (const fact of [
      'Maria Lopez',
      'Free street parking on Harbor Street',
      'Check in with Maria Lopez when you arrive.',
    ])
      expect(arrival?.body).toContain(fact);
  });

  it('a text whose outcome was unclear is retried under the same key: one text, one notice, no e-mail', async () => {
    at(Date.now());
    const { start, talent, e164 } = await bookedWorker({ texts: true });
    const before = (await textsTo(e164)).length;
    const sms = t.ctx.services.sms;
    const real = sms.sendNow.bind(sms);
    // The provider took the text but the answer was lost (a timeout): the job fails and is retried.
    sms.sendNow = async (input) => {
      await real(input);
      return { status: 'failed', error: 'timed out', uncertain: true };
    };
    try {
      at(start - 24 * HOUR);
      await runDue();
    } finally {
      sms.sendNow = real;
    }
    at(start - 24 * HOUR + 60 * 60_000);
    await runDue();
    expect(await textsTo(e164)).toHaveLength(before + 1);
    const notices = await noticesTo(talent.userId, 'shift_reminder');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ settled: true });
    expect((await mailsTo(talent.email)).some((m) => m.subject === 'Your shift is in 24 hours')).toBe(false);
  });

  it('a worker who stopped texts since booking gets the e-mail instead of the text', async () => {
    at(Date.now());
    const { start, talent, e164 } = await bookedWorker({ texts: true });
    const before = (await textsTo(e164)).length;
    await t.ctx.db.update(users).set({ smsNotifications: false }).where(eq(users.id, talent.userId));
    at(start - 24 * HOUR);
    await runDue();
    expect(await textsTo(e164)).toHaveLength(before);
    expect((await mailsTo(talent.email)).some((m) => m.subject === 'Your shift is in 24 hours')).toBe(true);
  });
});

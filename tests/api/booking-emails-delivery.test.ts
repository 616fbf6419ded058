// A booking e-mail on its way out (docs/decisions/016-booking-emails.md). The outbox's delivery job hands
// the text, the HTML and the .ics to the provider: a real SMTP server (smtp-server) receives one multipart message
// with a text/calendar part carrying METHOD:REQUEST; the development inbox keeps the HTML ('View HTML', served
// sandboxed) and the invite (download). docs/product/messaging.md, "Development inbox".
import { desc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { devMessages, outbox } from '../../src/server/db/schema';
import { logSmsProvider } from '../../src/server/messaging/log-providers';
import { smtpEmailProvider } from '../../src/server/messaging/smtp-email-provider';
import { deliveryScheduler } from '../support/delivery-scheduler';
import { startSmtpSink } from '../support/smtp-sink';
import { applicationsAppForFile, t } from './applications-app';
import { bookedWorker } from './bookings-fixtures';
import { at } from './clock';

applicationsAppForFile({ movesClock: true });

const bookingMail = async (email: string) =>
  (await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, email))).find(
    (m) => m.attachments.length > 0,
  )!;

describe('delivering the booking e-mail', () => {
  it('an SMTP server receives text, HTML and the invite as text/calendar; method=REQUEST', async () => {
    at(Date.now());
    const { talent, applicationId } = await bookedWorker({ texts: false });
    const row = await bookingMail(talent.email);
    const sink = await startSmtpSink();
    const email = smtpEmailProvider({ url: sink.url, from: 'TalentBridge <no-reply@talentbridge.test>' });
    try {
      // Delivery on the app's own database, with the SMTP provider: it claims every due row, this one included.
      const worker = deliveryScheduler({
        database: t.ctx.database,
        sms: logSmsProvider(t.ctx.db),
        email,
        now: t.ctx.now,
      });
      // Rows are due from their insert (the database's clock): the injected one is put a minute past it.
      at(Date.now() + 60_000);
      while ((await worker.runDue()) > 0);
      const [sent] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, row.id));
      expect(sent!.status).toBe('sent');
      const received = sink.messages.find((m) => m.to.includes(talent.email))!;
      expect(received.raw).toMatch(/Content-Type: multipart\/(mixed|alternative)/i);
      expect(received.raw).toMatch(/Content-Type: text\/calendar;[^\r\n]*method=REQUEST/i);
      const parsed = await simpleParser(received.raw);
      expect(parsed.subject).toBe(row.subject);
      expect(parsed.text).toContain("You're booked: Brunch Server at Harbor Street Bistro");
      expect(parsed.html).toContain('Check in with Maria Lopez when you arrive.');
      const ics = parsed.attachments.find((a) => a.contentType === 'text/calendar');
      expect(ics?.content.toString('utf8')).toContain(`UID:${applicationId}@talentbridge`);
      expect(ics?.content.toString('utf8')).toContain('METHOD:REQUEST');
    } finally {
      await email.close?.();
      await sink.close();
    }
  });

  it("the development inbox keeps the HTML ('View HTML', sandboxed) and the .ics (download)", async () => {
    at(Date.now());
    const { talent, applicationId } = await bookedWorker({ texts: false });
    at(Date.now() + 60_000);
    while ((await t.ctx.services.scheduler.runDue()) > 0);
    const [stored] = await t.ctx.db
      .select()
      .from(devMessages)
      .where(eq(devMessages.recipient, talent.email))
      .orderBy(desc(devMessages.id));
    expect(stored!.html).toContain('<html');

    const list = await t.app.inject({ method: 'GET', url: '/api/dev/messages' });
    const listed = list.json().messages.find((m: { id: number }) => m.id === stored!.id);
    expect(listed).toMatchObject({ hasHtml: true, attachments: [{ filename: 'shift.ics' }] });

    const html = await t.app.inject({ method: 'GET', url: `/api/dev/messages/${stored!.id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(html.body).toBe(stored!.html);

    const ics = await t.app.inject({ method: 'GET', url: `/api/dev/messages/${stored!.id}/attachments/0` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar; method=REQUEST/);
    expect(ics.headers['content-disposition']).toBe('attachment; filename="shift.ics"');
    expect(ics.body).toContain(`UID:${applicationId}@talentbridge`);

    // Bad input: 4xx, never a 500; and nothing for another machine.
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/messages/abc/html' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/messages/99999999/html' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dev/messages/${stored!.id}/attachments/7` }))
        .statusCode,
    ).toBe(404);
    const remote = await t.app.inject({
      method: 'GET',
      url: `/api/dev/messages/${stored!.id}/html`,
      remoteAddress: '192.0.2.10',
    });
    expect(remote.statusCode).toBe(404);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { contactMessages, outbox } from '../../src/server/db/schema';
import { readBuildId } from '../../src/server/lib/client-build';
import { uniqueEmail } from '../../src/server/seed/factories/accounts';
import { createTestApp, type TestApp } from '../support/http';

const SUPPORT_EMAIL = 'help-desk@example.org';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL });
});
afterAll(async () => {
  await t.close();
});

let lastOctet = 0;
const nextIp = () => `10.2.0.${++lastOctet}`;

const contact = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/support/contact', payload, remoteAddress });

const validMessage = (overrides: object = {}) => ({
  name: "Siobhán O'Brien",
  email: uniqueEmail('visitor'),
  subject: 'Question about shift payments',
  messageType: 'billing',
  message: 'When do workers get paid after a shift is completed?',
  ...overrides,
});

const storedFrom = (email: string) =>
  t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const supportMails = () => t.ctx.db.select().from(outbox).where(eq(outbox.recipient, SUPPORT_EMAIL));

describe('contact form', () => {
  it('stores the message and queues an e-mail to support in the same step', async () => {
    const input = validMessage();
    const before = (await supportMails()).length;
    const res = await contact(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ok: true,
      title: 'Message sent successfully!',
      message: "We'll get back to you within 24 hours.",
    });
    const [row] = await storedFrom(input.email);
    expect(row).toMatchObject({
      name: input.name,
      subject: input.subject,
      messageType: 'billing',
      message: input.message,
    });
    const mails = await supportMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.channel).toBe('email');
    expect(mail.subject).toBe('[Billing Question] Question about shift payments');
    expect(mail.body).toContain(`From: Siobhán O'Brien <${input.email}>`);
    expect(mail.body).toContain(input.message);
  });

  it('defaults the message type to general', async () => {
    const { messageType: _, ...input } = validMessage();
    expect((await contact(input)).statusCode).toBe(201);
    expect((await storedFrom(input.email))[0]!.messageType).toBe('general');
  });

  it('refuses every field too short with the spec messages, and keeps nothing', async () => {
    const before = (await supportMails()).length;
    const email = 'not-an-email';
    const res = await contact({
      name: 'A',
      email,
      subject: 'Hey',
      messageType: 'general',
      message: 'Too short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
    expect(await storedFrom(email)).toHaveLength(0);
    expect(await supportMails()).toHaveLength(before);
  });

  it('refuses an unknown message type', async () => {
    const res = await contact(validMessage({ messageType: 'spam' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.messageType).toBe('Choose a message type');
  });

  it('refuses a 100 000-character message with a clear message, not a crash', async () => {
    const input = validMessage({ message: 'x'.repeat(100_000) });
    const res = await contact(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.message).toBe('Message must be at most 5000 characters');
    expect(await storedFrom(input.email)).toHaveLength(0);
    // Anything far larger stops at the body limit.
    const huge = await contact(validMessage({ message: 'x'.repeat(2_000_000) }));
    expect(huge.statusCode).toBe(413);
  });

  it('keeps HTML as plain text: tags are dropped, the words stay, nothing can run', async () => {
    const input = validMessage({
      message:
        '<script>alert("hi")</script><b>Bold</b> claim: if a < b && c > d, <img src=x onerror=alert(1)>fine',
    });
    expect((await contact(input)).statusCode).toBe(201);
    const [row] = await storedFrom(input.email);
    expect(row!.message).toBe('alert("hi")Bold claim: if a < b && c > d, fine');
    const mail = (await supportMails()).at(-1)!;
    expect(mail.body).toContain('alert("hi")Bold claim: if a < b && c > d, fine');
    expect(mail.body).not.toMatch(/<script|<img|onerror/);
  });

  it('pretends to accept a message whose honeypot is filled, and keeps nothing', async () => {
    const before = (await supportMails()).length;
    const input = validMessage({ website: 'https://cheap-pills.example' });
    const res = await contact(input);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("We'll get back to you within 24 hours.");
    expect(await storedFrom(input.email)).toHaveLength(0);
    expect(await supportMails()).toHaveLength(before);
  });

  it('limits one address to 5 messages an hour with a clear 429; other addresses are unaffected', async () => {
    const ip = nextIp();
    const results = await Promise.all(Array.from({ length: 8 }, () => contact(validMessage(), ip)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      title: 'Failed to send message',
    });
    expect(limited.json().error.message).toMatch(
      /^You have sent several messages in a short time\. Please try again in \d+ minute\(s\), or email us directly at help-desk@example\.org\.$/,
    );
    expect((await contact(validMessage())).statusCode).toBe(201);
    // An hour later the address may write again.
    t.ctx.clock.now = new Date(Date.now() + 60 * 60 * 1000 + 1000);
    try {
      expect((await contact(validMessage(), ip)).statusCode).toBe(201);
    } finally {
      t.ctx.clock.now = null;
    }
  });
});

describe('client build version', () => {
  it('reports the build it serves, uncached; none when it serves no client', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(none.statusCode).toBe(200);
    expect(none.headers['cache-control']).toBe('no-store');
    expect(none.json()).toEqual({ buildId: null });

    const dir = mkdtempSync(join(tmpdir(), 'tb-build-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dir, 'build-id.txt'), '2026-11-02T10:00:00.000Z\n');
    const served = await buildApp(t.ctx, { serveClient: true, clientDir: dir });
    try {
      const res = await served.inject({ method: 'GET', url: '/api/version' });
      expect(res.json()).toEqual({ buildId: '2026-11-02T10:00:00.000Z' });
      // Written after start-up: the answer stays the build whose index.html is being served.
      writeFileSync(join(dir, 'build-id.txt'), 'later-build');
      expect((await served.inject({ method: 'GET', url: '/api/version' })).json().buildId).toBe(
        '2026-11-02T10:00:00.000Z',
      );
    } finally {
      await served.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the id the build wrote, or null without a build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-build-'));
    try {
      expect(readBuildId(dir)).toBeNull();
      writeFileSync(join(dir, 'build-id.txt'), '2026-11-02T10:00:00.000Z\n');
      expect(readBuildId(dir)).toBe('2026-11-02T10:00:00.000Z');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isGsm7 } from '../sms/gsm7';
import { SAMPLE_ORIGIN, SMS_BODY_BUILDERS } from './sms-body-registry';

// Every SMS body is listed in body-registry.ts; each one that carries user-written text is fed what a phisher would
// type into a business name, a position, an address, a note or a texted reply (docs/product/sms.md, "No links in
// texts").

const HOSTILE = [
  'verify at https://evil.example/pay',
  'HTTP://EVIL.EXAMPLE/pay',
  'www.evil.example',
  'evil.example/pay',
  'evil . example',
  'bit.ly/abc',
  'pay@evil.example',
  'pay at 10.0.0.1',
  'call +1 (800) 555-0199 to confirm',
  'call 800.555.0199',
  'text 8005550199',
  'Bis\u202Etro\u200B <b>',
];

/** The body without our own links (the app's address and its paths). */
const withoutOwnLinks = (body: string) =>
  body.replaceAll(new RegExp(`${SAMPLE_ORIGIN.replace(/[.]/g, '\\.')}[\\w/#?=&-]*`, 'g'), '');

describe('SMS bodies built from user-written text', () => {
  const withText = Object.entries(SMS_BODY_BUILDERS).filter(([, builder]) => builder.userText);

  it('lists the bodies', () => {
    expect(withText.length).toBeGreaterThanOrEqual(15);
  });

  for (const [name, builder] of withText)
    it.each(HOSTILE)(`${name}: %j leaves no link, e-mail or phone number`, (text) => {
      const body = withoutOwnLinks(builder.build(text));
      expect(body).not.toMatch(/:\/\/|www\.|[a-z]\.[a-z]|@|\/\s*(pay|abc)/i);
      expect(body).not.toMatch(/evil\s*\.\s*example|bit\s*\.\s*ly/i);
      expect(body).not.toMatch(/10\.0\.0\.1/);
      expect(body).not.toMatch(/800\D{0,3}555\D{0,3}0199/);
      expect(body).not.toMatch(/[\u200B-\u200F\u202A-\u202E]/);
    });

  it('keeps an ordinary name readable', () => {
    expect(SMS_BODY_BUILDERS.invitation!.build('Harbor Street Bistro')).toContain('Harbor Street Bistro');
    expect(SMS_BODY_BUILDERS['shift-edit']!.build('Line Cook')).toContain('Line Cook');
  });
});

// A file that sends a text now (`sms.sendNow(`), queues one (`queueText(`) or writes an outbox row for SMS itself.
const SEND_SITE = /\bsms\.sendNow\(|\bqueueText\(|channel: 'sms'/;
// The machinery itself, and the development inbox's record of a simulated inbound text.
const NOT_SITES = [/^src\/server\/messaging\//, /^src\/server\/features\/dev-inbox\//, /\.test\.ts$/];

function serverSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync('src/server', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = posix.join(entry.parentPath.replaceAll('\\', '/'), entry.name);
    if (!NOT_SITES.some((pattern) => pattern.test(path))) sources.set(path, readFileSync(path, 'utf8'));
  }
  return sources;
}

describe('every place that sends a text is in the registry', () => {
  const sources = serverSources();
  const listed = new Set(Object.values(SMS_BODY_BUILDERS).flatMap((builder) => builder.sites));

  it('finds the send sites', () => {
    const sites = [...sources].filter(([, text]) => SEND_SITE.test(text)).map(([path]) => path);
    expect(sites.length).toBeGreaterThanOrEqual(6);
    expect(sites.filter((path) => !listed.has(path))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect([...listed].filter((path) => !existsSync(path))).toEqual([]);
  });

  it('queues texts only through queueText, which takes the daily caps (ADR 006)', () => {
    const direct = [...sources].filter(([, text]) => /channel: 'sms'/.test(text)).map(([path]) => path);
    expect(direct).toEqual([]);
  });
});

describe('SMS bodies and the GSM-7 alphabet', () => {
  // Our own words never push a text into UCS-2 (docs/product/sms.md, "Texts"): with names in the GSM-7 alphabet,
  // every body is GSM-7. A name with other characters may still need UCS-2; that is the name's, not ours.
  for (const [name, builder] of Object.entries(SMS_BODY_BUILDERS))
    it(`${name} is GSM-7 when the names are`, () => {
      const body = builder.build('Harbor Street Bistro');
      expect(
        [...body].filter((c) => !isGsm7(c)),
        body,
      ).toEqual([]);
    });

  it('tells GSM-7 from UCS-2', () => {
    expect(isGsm7('Café 10€ [ok] ~ é')).toBe(true);
    for (const text of ['Start 9:00 AM → 10:00 AM', '👍', '“quoted”', 'Siobhán'])
      expect(isGsm7(text)).toBe(false);
  });
});

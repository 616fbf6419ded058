// Issue 10 items 2, 7, 8, 11 and the NUL-byte webhook of item 21: SMS safety. Each test is named after its item.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/db/factories/accounts';
import { createShift } from '../../src/server/db/factories/shifts';
import {
  devMessages,
  notifications,
  phoneVerifications,
  shiftApplications,
  users,
} from '../../src/server/db/schema';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { createSmsService } from '../../src/server/messaging/sms-service';
import { computeTwilioSignature, type FormParams } from '../../src/server/messaging/twilio-signature';
import { twilioSmsProvider } from '../../src/server/messaging/twilio-sms-provider';
import { startFakeTwilio } from '../support/fake-twilio';
import { createTestApp, type TestApp } from '../support/http';
import { client } from '../support/marketplace';

const TOKEN = 'security-sms-token';
const ORIGIN = 'https://talentbridge.example';
const WEBHOOK = '/api/webhooks/twilio/sms';

let t: TestApp;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  // Twilio credentials configure the webhook; the log provider is put back below so texts land in dev_messages.
  t = await createTestApp({ APP_ORIGIN: ORIGIN, TWILIO_AUTH_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

const cookieOf = (account: { token: string }) => `tb_session=${account.token}`;
const smsTo = (phone: string) => t.ctx.db.select().from(devMessages).where(eq(devMessages.recipient, phone));
const userRow = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const sendTest = (cookie: string, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/sms/test', headers: { cookie }, payload: { phone } });
const requestCode = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/phone-verification', headers: { cookie }, payload: {} });
const confirmCode = (cookie: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/phone-verification/confirm',
    headers: { cookie },
    payload: { code },
  });
/** The six-digit code in the newest text to `phone`. */
async function lastCode(phone: string): Promise<string> {
  const texts = await smsTo(phone);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

let sid = 0;
const nextSid = () => `SM${(++sid).toString(16).padStart(32, '0')}`;
function inbound(from: string, body: string, messageSid = nextSid()): FormParams {
  return [
    ['MessageSid', messageSid],
    ['AccountSid', 'AC00000000000000000000000000000002'],
    ['From', from],
    ['To', '+12025550100'],
    ['Body', body],
  ];
}
function postWebhook(params: FormParams) {
  const signature = computeTwilioSignature(TOKEN, `${ORIGIN}${WEBHOOK}`, params);
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
}

async function verifiedManager(mobile: string, overrides = {}) {
  const manager = await createManager(t.ctx, { mobile, ...overrides });
  await markPhoneVerified(t.ctx, manager.userId);
  return manager;
}

/** A shift of `managerId` with one application from `talent`. */
async function applied(managerId: string, talentId: string, shiftOverrides = {}) {
  const shift = await createShift(t.ctx, managerId, shiftOverrides);
  const application = await applyToShift(t.ctx, talentId, shift.id);
  return application.id as string;
}

describe('item 2: SMS pumping and toll fraud', () => {
  it('item 2: 30 concurrent SMS test requests send at most 10 texts (one advisory-locked limiter)', async () => {
    const manager = await verifiedManager('(301) 555-0301');
    const cookie = cookieOf(manager);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => sendTest(cookie, '+1 (301) 555-0301')),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20);
    expect(await smsTo('+13015550301')).toHaveLength(10);
  });

  it('item 2: numbers outside US area codes, N11 and premium codes are refused by forms and at send time', async () => {
    for (const phone of ['(876) 555-0142', '(809) 555-0142', '(416) 555-0142', '(900) 555-0142']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profiles',
        payload: {
          name: 'Pat Doe',
          email: `pat.${Math.random().toString(36).slice(2)}@example.com`,
          phone,
          sector: 'restaurant',
          years: '2-3',
          skills: ['Server/Waitstaff'],
          password: 'Shift-Ready-2026',
          confirmPassword: 'Shift-Ready-2026',
          smsNotifications: true,
        },
      });
      expect(res.statusCode, phone).toBe(400);
    }
    const manager = await verifiedManager('(301) 555-0302');
    for (const phone of ['+1 876 555 0142', '+1 (000) 555-0142', '+1 123 456 7890', '+1 301 911 0142'])
      expect((await sendTest(cookieOf(manager), phone)).statusCode, phone).toBe(400);
    // Defence in depth: the service itself refuses, whatever a caller passes.
    for (const to of ['+18765550142', '+19005550142', '+13019765555', '+13010550142']) {
      const result = await t.ctx.services.sms.sendNow({ to, body: 'x' });
      expect(result.status, to).not.toBe('sent');
    }
    expect(await smsTo('+18765550142')).toHaveLength(0);
  });

  it("item 2: the test SMS goes only to the manager's own phone, once verified by code", async () => {
    const manager = await createManager(t.ctx, { mobile: '(301) 555-0303' });
    const cookie = cookieOf(manager);
    const unverified = await sendTest(cookie, '+1 (301) 555-0303');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.message).toMatch(/verify/i);
    await markPhoneVerified(t.ctx, manager.userId);
    const elsewhere = await sendTest(cookie, '+1 (240) 555-0303');
    expect(elsewhere.statusCode).toBe(403);
    expect(await smsTo('+12405550303')).toHaveLength(0);
    expect((await sendTest(cookie, '+1 (301) 555-0303')).statusCode).toBe(200);
  });

  it('item 2: user-written text in SMS bodies carries no links (test card and offer texts)', async () => {
    const manager = await verifiedManager('(301) 555-0304', {
      companyName: 'Claim cash at https://evil.example/x www.bad.example pay.ly',
    });
    expect((await sendTest(cookieOf(manager), '(301) 555-0304')).statusCode).toBe(200);
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0304', name: 'Go to bit.ly/abc now' });
    await markPhoneVerified(t.ctx, talent.userId);
    const applicationId = await applied(manager.userId, talent.userId, {
      businessName: 'Visit evil.example today',
      positionTitle: 'Server http://phish.example',
      locationAddress: '12 Harbor St, www.phish.example',
    });
    const res = await client(t, manager).post(`/api/applications/${applicationId}/select`);
    expect(res.json().sms).toBe('sent');
    const bodies = [...(await smsTo('+13015550304')), ...(await smsTo('+12405550304'))].map((m) => m.body);
    expect(bodies).toHaveLength(2);
    for (const body of bodies)
      for (const bad of [
        'http://',
        'https://evil',
        'www.',
        'evil.example',
        'bit.ly',
        'pay.ly',
        'phish.example',
      ])
        expect(body, body).not.toContain(bad);
  });

  it('item 2: daily caps per account and platform-wide refuse further texts with a clear message', async () => {
    const config = t.ctx.config;
    const saved = { account: config.SMS_DAILY_CAP_PER_ACCOUNT, platform: config.SMS_DAILY_CAP_PLATFORM };
    const base = new Date('2031-03-01T15:00:00Z');
    t.ctx.clock.now = base;
    try {
      config.SMS_DAILY_CAP_PER_ACCOUNT = 2;
      const manager = await verifiedManager('(301) 555-0305');
      const cookie = cookieOf(manager);
      expect((await sendTest(cookie, '(301) 555-0305')).statusCode).toBe(200);
      expect((await sendTest(cookie, '(301) 555-0305')).statusCode).toBe(200);
      const capped = await sendTest(cookie, '(301) 555-0305');
      expect(capped.statusCode).toBe(429);
      expect(capped.json().error.message).toMatch(/daily/i);

      config.SMS_DAILY_CAP_PER_ACCOUNT = 100;
      t.ctx.clock.now = new Date(base.getTime() + 2 * 86_400_000);
      config.SMS_DAILY_CAP_PLATFORM = 1;
      // Two days on (sessions last a day): new accounts, and one text is all the platform may send.
      const other = await verifiedManager('(301) 555-0306');
      const third = await verifiedManager('(301) 555-0307');
      expect((await sendTest(cookieOf(other), '(301) 555-0306')).statusCode).toBe(200);
      const platform = await sendTest(cookieOf(third), '(301) 555-0307');
      expect(platform.statusCode).toBe(429);
      expect(platform.json().error.message).toMatch(/daily/i);
    } finally {
      config.SMS_DAILY_CAP_PER_ACCOUNT = saved.account;
      config.SMS_DAILY_CAP_PLATFORM = saved.platform;
      t.ctx.clock.now = null;
    }
  });
});

describe('item 7: phones are verified by a texted code', () => {
  it('item 7: a 6-digit code texted to the stored phone verifies it (talent and manager)', async () => {
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0701' });
    const cookie = cookieOf(talent);
    expect((await requestCode(cookie)).statusCode).toBe(200);
    const code = await lastCode('+12405550701');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await confirmCode(cookie, wrong);
    expect(bad.statusCode).toBe(400);
    expect((await userRow(talent.userId)).phoneVerifiedAt).toBeNull();
    expect((await confirmCode(cookie, code)).statusCode).toBe(200);
    expect((await userRow(talent.userId)).phoneVerifiedAt).toBeInstanceOf(Date);
    // Only a hash is kept.
    const [stored] = await t.ctx.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, talent.userId));
    expect(stored!.codeHash).not.toContain(code);

    const manager = await createManager(t.ctx, { mobile: '(301) 555-0701' });
    expect((await requestCode(cookieOf(manager))).statusCode).toBe(200);
    expect((await confirmCode(cookieOf(manager), await lastCode('+13015550701'))).statusCode).toBe(200);
    expect((await userRow(manager.userId)).phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'POST', url: '/api/phone-verification' })).statusCode).toBe(401);
  });

  it('item 7: a code expires after 10 minutes, dies after 5 wrong tries, and proves only the number it went to', async () => {
    const base = new Date('2031-04-01T15:00:00Z');
    t.ctx.clock.now = base;
    try {
      const talent = await createTalent(t.ctx, { phone: '(240) 555-0702' });
      const cookie = cookieOf(talent);
      await requestCode(cookie);
      const code = await lastCode('+12405550702');
      t.ctx.clock.now = new Date(base.getTime() + 10 * 60_000 + 1000);
      expect((await confirmCode(cookie, code)).statusCode).toBe(400);

      await requestCode(cookie);
      const second = await lastCode('+12405550702');
      const wrong = second === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await confirmCode(cookie, wrong)).statusCode).toBe(400);
      expect((await confirmCode(cookie, second)).statusCode).toBe(400);
      expect((await userRow(talent.userId)).phoneVerifiedAt).toBeNull();

      await requestCode(cookie);
      const third = await lastCode('+12405550702');
      // The phone changes before the code is typed: the new number is not proven by it.
      await t.ctx.db.update(users).set({ phone: '+12405550799' }).where(eq(users.id, talent.userId));
      expect((await confirmCode(cookie, third)).statusCode).toBe(400);
      expect((await userRow(talent.userId)).phoneVerifiedAt).toBeNull();
    } finally {
      t.ctx.clock.now = null;
    }
  });

  it('item 7: sending codes is throttled per account and per number', async () => {
    const base = new Date('2031-05-01T15:00:00Z');
    t.ctx.clock.now = base;
    try {
      const talent = await createTalent(t.ctx, { phone: '(240) 555-0703' });
      for (let i = 0; i < 3; i++) expect((await requestCode(cookieOf(talent))).statusCode).toBe(200);
      const fourth = await requestCode(cookieOf(talent));
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
      // Another account holding the same number cannot keep texting it either.
      const second = await createManager(t.ctx, { mobile: '(240) 555-0703' });
      expect((await requestCode(cookieOf(second))).statusCode).toBe(429);
      expect(await smsTo('+12405550703')).toHaveLength(3);
    } finally {
      t.ctx.clock.now = null;
    }
  });

  it('item 7: an unverified worker is selected with the in-app notice only, and gets no text', async () => {
    const manager = await verifiedManager('(301) 555-0704');
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0704', smsNotifications: true });
    const applicationId = await applied(manager.userId, talent.userId);
    const res = await client(t, manager).post(`/api/applications/${applicationId}/select`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sms: 'opted_out', application: { status: 'selected' } });
    expect(await smsTo('+12405550704')).toHaveLength(0);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, talent.userId));
    expect(notice).toMatchObject({ type: 'shift_selected', sentVia: [] });
  });

  it('item 7: offer texts to one number are capped per day; further selections notify in the app only', async () => {
    const manager = await verifiedManager('(301) 555-0705');
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0705' });
    await markPhoneVerified(t.ctx, talent.userId);
    const statuses: string[] = [];
    for (let i = 0; i < 6; i++) {
      const applicationId = await applied(manager.userId, talent.userId);
      const res = await client(t, manager).post(`/api/applications/${applicationId}/select`);
      expect(res.statusCode).toBe(200);
      statuses.push(res.json().sms);
    }
    expect(statuses).toEqual(['sent', 'sent', 'sent', 'opted_out', 'opted_out', 'opted_out']);
    expect(await smsTo('+12405550705')).toHaveLength(3);
  });
});

describe('item 8: STOP is durable', () => {
  it('item 8: a STOP from a number without an account holds for an account registered with it later', async () => {
    expect((await postWebhook(inbound('+12405550801', 'STOP'))).statusCode).toBe(200);
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0801', smsNotifications: true });
    await markPhoneVerified(t.ctx, talent.userId);
    const result = await t.ctx.services.sms.sendNow({ to: '+12405550801', body: 'x', userId: talent.userId });
    expect(result.status).toBe('opted_out');
    expect(await smsTo('+12405550801')).toHaveLength(0);
  });

  it("item 8: re-ticking SMS consent on the account does not undo the number owner's STOP", async () => {
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0802', smsNotifications: true });
    await markPhoneVerified(t.ctx, talent.userId);
    await postWebhook(inbound('+12405550802', 'STOP'));
    // What a profile save with the box ticked writes to the account.
    await t.ctx.db
      .update(users)
      .set({ smsNotifications: true, smsOptedOutAt: null })
      .where(eq(users.id, talent.userId));
    const result = await t.ctx.services.sms.sendNow({ to: '+12405550802', body: 'x', userId: talent.userId });
    expect(result.status).toBe('opted_out');
    // START from the number itself is what lifts it.
    await postWebhook(inbound('+12405550802', 'START'));
    const after = await t.ctx.services.sms.sendNow({ to: '+12405550802', body: 'x', userId: talent.userId });
    expect(after.status).toBe('sent');
  });

  it('item 8: a replayed webhook (same MessageSid) answers the same TwiML and changes nothing', async () => {
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0803', smsNotifications: true });
    await markPhoneVerified(t.ctx, talent.userId);
    const stop = inbound('+12405550803', 'STOP');
    const first = await postWebhook(stop);
    await postWebhook(inbound('+12405550803', 'START'));
    const replay = await postWebhook(stop);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    expect((await userRow(talent.userId)).smsNotifications).toBe(true);
    const result = await t.ctx.services.sms.sendNow({ to: '+12405550803', body: 'x', userId: talent.userId });
    expect(result.status).toBe('sent');
  });

  it('item 21: a signed webhook whose From holds a NUL byte answers 400, not 500', async () => {
    const res = await postWebhook(inbound('+1240555\u00000804', 'STOP'));
    expect(res.statusCode).toBe(400);
    const badSid = await postWebhook(inbound('+12405550804', 'STOP', 'SM\u0000'));
    expect(badSid.statusCode).toBe(400);
  });
});

describe('item 11: one offer text per selection, across instances and crashes', () => {
  it('item 11: two app instances selecting the same application at once send exactly one text', async () => {
    const manager = await verifiedManager('(301) 555-1101');
    const talent = await createTalent(t.ctx, { phone: '(240) 555-1101' });
    await markPhoneVerified(t.ctx, talent.userId);
    const applicationId = await applied(manager.userId, talent.userId);
    // A second instance: a fresh copy of the server modules (no state shared in memory) over the same database.
    vi.resetModules();
    const { createContext } = await import('../../src/server/create-context');
    const { buildApp } = await import('../../src/server/app');
    const ctx2 = createContext(t.ctx.config, t.ctx.database, { now: () => t.ctx.now() });
    const app2 = await buildApp(ctx2, { serveClient: false });
    await app2.ready();
    try {
      const url = `/api/applications/${applicationId}/select`;
      const headers = { cookie: cookieOf(manager) };
      const [a, b] = await Promise.all([
        t.app.inject({ method: 'POST', url, headers }),
        app2.inject({ method: 'POST', url, headers }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(await smsTo('+12405551101')).toHaveLength(1);
    } finally {
      await app2.close();
    }
  });

  it('item 11: when the provider took the text but its answer was lost, the retry sends no second text', async () => {
    const manager = await verifiedManager('(301) 555-1102');
    const talent = await createTalent(t.ctx, { phone: '(240) 555-1102' });
    await markPhoneVerified(t.ctx, talent.userId);
    const applicationId = await applied(manager.userId, talent.userId);
    const provider = twilioSmsProvider({
      accountSid: 'AC1',
      authToken: 't',
      from: '+12025550100',
      apiBase: twilio.url,
      timeoutMs: 300,
    });
    const real = t.ctx.services.sms;
    t.ctx.services.sms = createSmsService(t.ctx.db, provider, {
      config: t.ctx.config,
      now: () => t.ctx.now(),
    });
    try {
      twilio.accepted.length = 0;
      // Twilio queues the message, then the answer never arrives (a crash or a cut connection).
      twilio.behave(() => 'accept-then-hang');
      const first = await client(t, manager).post(`/api/applications/${applicationId}/select`);
      expect(first.statusCode).toBe(502);
      twilio.behave(() => 'ok');
      const retry = await client(t, manager).post(`/api/applications/${applicationId}/select`);
      expect(retry.statusCode).toBe(200);
      expect(twilio.accepted.filter((m) => m.to === '+12405551102')).toHaveLength(1);
      const [row] = await t.ctx.db
        .select()
        .from(shiftApplications)
        .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.status, 'selected')));
      expect(row!.contactingUntil).toBeNull();
    } finally {
      t.ctx.services.sms = real;
      twilio.behave(() => 'ok');
    }
  });
});

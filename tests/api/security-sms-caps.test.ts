// SMS pumping and toll fraud. Each test is named after its item.
import { describe, expect, it } from 'vitest';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { client } from '../support/marketplace';
import { cookieOf, securitySmsAppForFile, smsTo, t } from './security-sms-app';
import { applied, sendTest, verifiedManager } from './security-sms-fixtures';

securitySmsAppForFile();

describe('SMS pumping and toll fraud', () => {
  it('30 concurrent SMS test requests send at most 10 texts (one advisory-locked limiter)', async () => {
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

  it('numbers outside US area codes, N11 and premium codes are refused by forms and at send time', async () => {
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

  it("the test SMS goes only to the manager's own phone, once verified by code", async () => {
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

  it('user-written text in SMS bodies carries no links (test card and offer texts)', async () => {
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

  it('daily caps per account and platform-wide refuse further texts with a clear message', async () => {
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

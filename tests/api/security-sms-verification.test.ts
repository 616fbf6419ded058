// Phones are verified by a texted code. Each test is named after its item.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneVerifications, users } from '../../src/server/db/schema';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { client, expectSelectedInAppOnly } from '../support/marketplace';
import { cookieOf, securitySmsAppForFile, smsTo, t, userRow } from './security-sms-app';
import { applied, confirmCode, lastCode, requestCode, verifiedManager } from './security-sms-fixtures';

securitySmsAppForFile();

describe('phones are verified by a texted code', () => {
  it('a 6-digit code texted to the stored phone verifies it (talent and manager)', async () => {
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

  it('a code expires after 10 minutes, dies after 5 wrong tries, and proves only the number it went to', async () => {
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

  it('sending codes is throttled per account and per number', async () => {
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

  it('an unverified worker is selected with the in-app notice only, and gets no text', async () => {
    const manager = await verifiedManager('(301) 555-0704');
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0704', smsNotifications: true });
    const applicationId = await applied(manager.userId, talent.userId);
    const res = await client(t, manager).post(`/api/applications/${applicationId}/select`);
    expect(res.statusCode).toBe(200);
    await expectSelectedInAppOnly(t, res.json(), talent.userId, '+12405550704');
  });

  it('offer texts to one number are capped per day; further selections notify in the app only', async () => {
    const manager = await verifiedManager('(301) 555-0705');
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0705' });
    await markPhoneVerified(t.ctx, talent.userId);
    const statuses: string[] = [];
    const notes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const applicationId = await applied(manager.userId, talent.userId);
      const res = await client(t, manager).post(`/api/applications/${applicationId}/select`);
      expect(res.statusCode).toBe(200);
      statuses.push(res.json().sms);
      notes.push(res.json().note);
    }
    // Past the number's cap the answer names it (docs/product/sms.md, "Daily caps").
    expect(statuses).toEqual(['sent', 'sent', 'sent', 'capped', 'capped', 'capped']);
    expect(notes[3]).toMatch(/has had 3 offer texts today, the most one number gets in 24 hours/);
    expect(await smsTo('+12405550705')).toHaveLength(3);
  });
});

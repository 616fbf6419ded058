import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMessages, smsOptOuts } from '../../src/server/db/schema';
import {
  OPTED_OUT_MESSAGE,
  OWN_PHONE_ONLY_MESSAGE,
  VERIFY_FIRST_MESSAGE,
} from '../../src/server/features/sms/send-test-sms';
import { createSmsService } from '../../src/server/messaging/sms-service';
import { twilioSmsProvider } from '../../src/server/messaging/twilio-sms-provider';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { SMS_PHONE_REQUIRED, SMS_US_ONLY } from '../../src/shared/schemas/sms-test';
import { startFakeTwilio } from '../support/fake-twilio';
import { createTestApp, type TestApp } from '../support/http';

let t: TestApp;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let managerCookie: string;
let talentCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  twilio = await startFakeTwilio();
  // Test texts go only to the manager's own verified mobile: (301) 555-0142, the factory's.
  const manager = await createManager(t.ctx, { companyName: 'Harbor Street Bistro' });
  await markPhoneVerified(t.ctx, manager.userId);
  managerCookie = `tb_session=${manager.token}`;
  talentCookie = `tb_session=${(await createTalent(t.ctx)).token}`;
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

const sendTest = (phone: unknown, cookie = managerCookie) =>
  t.app.inject({ method: 'POST', url: '/api/sms/test', headers: { cookie }, payload: { phone } });
/** Points the SMS service at the fake Twilio for one test. */
async function withTwilio(timeoutMs: number, run: () => Promise<void>) {
  const original = t.ctx.services.sms;
  const provider = twilioSmsProvider({
    accountSid: 'AC1',
    authToken: 't',
    from: '+12025550100',
    apiBase: twilio.url,
    timeoutMs,
  });
  t.ctx.services.sms = createSmsService(t.ctx.db, provider, { config: t.ctx.config, now: () => t.ctx.now() });
  try {
    await run();
  } finally {
    t.ctx.services.sms = original;
  }
}

describe('POST /api/sms/test', () => {
  it('is for signed-in managers only', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/sms/test', payload: { phone: '' } })).statusCode,
    ).toBe(401);
    expect((await sendTest('+1 (301) 555-0142', talentCookie)).statusCode).toBe(403);
  });

  it('refuses an unverified manager, and any number but their own verified mobile', async () => {
    const unverified = await createManager(t.ctx);
    const refused = await sendTest('+1 (301) 555-0142', `tb_session=${unverified.token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(VERIFY_FIRST_MESSAGE);
    const elsewhere = await sendTest('+1 (410) 555-0123');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.message).toBe(OWN_PHONE_ONLY_MESSAGE('(301) 555-0142'));
  });

  it("requires a phone ('Please enter a phone number') and a US number", async () => {
    for (const phone of ['', '   ', undefined]) {
      const res = await sendTest(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(SMS_PHONE_REQUIRED);
    }
    for (const phone of ['+44 20 7946 0958', '+33 1 23 45 67 89', '555-0142', 'call me']) {
      const res = await sendTest(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(SMS_US_ONLY);
    }
  });

  it('sends a sample offer through the configured provider (log: the dev inbox) and reports sent', async () => {
    const res = await sendTest('+1 (301) 555-0142');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'sent' });
    const [message] = await t.ctx.db
      .select()
      .from(devMessages)
      .where(eq(devMessages.recipient, '+13015550142'));
    expect(message!.channel).toBe('sms');
    expect(message!.body).toContain('Harbor Street Bistro');
    expect(message!.body).toContain('Reply STOP to opt out');
  });

  it("reports the provider's failure, and 'unclear' when it timed out", async () => {
    await withTwilio(300, async () => {
      twilio.behave(() => 400);
      const failed = await sendTest('3015550142');
      expect(failed.json()).toEqual({
        status: 'failed',
        error: expect.stringContaining('not a valid phone number'),
      });
      twilio.behave(() => 'hang');
      const unclear = await sendTest('3015550142');
      expect(unclear.json()).toEqual({ status: 'unclear', error: expect.stringContaining('did not answer') });
      twilio.behave(() => 'ok');
      expect((await sendTest('3015550142')).json()).toEqual({ status: 'sent' });
    });
  });

  it('sends nothing to a number that opted out, and says so', async () => {
    // The manager's own verified mobile replied STOP (kept per number).
    const manager = await createManager(t.ctx, { mobile: '(240) 555-0177' });
    await markPhoneVerified(t.ctx, manager.userId);
    await t.ctx.db.insert(smsOptOuts).values({ phone: '+12405550177', optedOutAt: new Date() });
    await withTwilio(1000, async () => {
      twilio.requests.length = 0;
      const res = await sendTest('+1 240 555 0177', `tb_session=${manager.token}`);
      expect(res.json()).toEqual({ status: 'failed', error: OPTED_OUT_MESSAGE });
      expect(twilio.requests).toHaveLength(0);
    });
  });

  it('limits a manager to 10 test texts an hour', async () => {
    const manager = await createManager(t.ctx, { mobile: '(301) 555-0100' });
    await markPhoneVerified(t.ctx, manager.userId);
    const cookie = `tb_session=${manager.token}`;
    // A still clock: on a loaded machine a second can pass between the first text and the refusal.
    t.ctx.clock.now = new Date();
    try {
      for (let i = 0; i < 10; i++) expect((await sendTest('3015550100', cookie)).statusCode).toBe(200);
      const res = await sendTest('3015550100', cookie);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('3600');
    } finally {
      t.ctx.clock.now = null;
    }
  });
});

describe('GET /api/dev/messages', () => {
  it('lists what the log providers sent, newest first, with recipient, subject and body', async () => {
    await t.ctx.services.emailProvider.send({
      to: 'maria@example.com',
      subject: 'Worker accepted',
      text: 'Jordan said yes.',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/messages' });
    expect(res.statusCode).toBe(200);
    const [latest, previous] = res.json().messages;
    expect(latest).toMatchObject({
      channel: 'email',
      recipient: 'maria@example.com',
      subject: 'Worker accepted',
      body: 'Jordan said yes.',
    });
    expect(previous.id).toBeLessThan(latest.id);
  });

  it('does not exist in production', async () => {
    t.ctx.config.isProduction = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/messages' })).statusCode).toBe(404);
    } finally {
      t.ctx.config.isProduction = false;
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../src/server/db/schema';
import { enqueueMessage } from '../../src/server/messaging/outbox';
import { OPTED_OUT_ERROR } from '../../src/server/messaging/outbox-delivery';
import { computeTwilioSignature, type FormParams } from '../../src/server/messaging/twilio-signature';
import { createNotification } from '../../src/server/notifications/create-notification';
import { createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { startFakeTwilio } from '../support/fake-twilio';
import { createTestApp, type TestApp } from '../support/http';

const TOKEN = 'webhook-test-token';
const ORIGIN = 'https://talentbridge.example';
const PATH = '/api/webhooks/twilio/sms';

let t: TestApp;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({
    APP_ORIGIN: ORIGIN,
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000002',
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: '+12025550100',
    TWILIO_API_BASE: twilio.url,
  });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

// Each inbound message has its own MessageSid: a repeated one is a replay and changes nothing.
let sid = 0;
const inbound = (from: string, body: string): FormParams => [
  ['MessageSid', `SM${(++sid).toString(16).padStart(32, '0')}`],
  ['AccountSid', 'AC00000000000000000000000000000002'],
  ['From', from],
  ['To', '+12025550100'],
  ['Body', body],
  ['NumMedia', '0'],
];
function post(params: FormParams, signature?: string | null, path = PATH) {
  const sig = signature === undefined ? computeTwilioSignature(TOKEN, `${ORIGIN}${path}`, params) : signature;
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(sig ? { 'x-twilio-signature': sig } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });
}
const userRow = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /api/webhooks/twilio/sms: signature', () => {
  it('refuses a missing or wrong signature with 403', async () => {
    expect((await post(inbound('+13015550100', 'STOP'), null)).statusCode).toBe(403);
    expect((await post(inbound('+13015550100', 'STOP'), 'bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(403);
    // Signed for other parameters: someone else's number swapped in.
    const signedFor = computeTwilioSignature(TOKEN, `${ORIGIN}${PATH}`, inbound('+13015550100', 'HELP'));
    expect((await post(inbound('+13015550100', 'STOP'), signedFor)).statusCode).toBe(403);
    // Signed for another URL.
    const otherUrl = computeTwilioSignature(
      TOKEN,
      `http://localhost:3000${PATH}`,
      inbound('+13015550100', 'STOP'),
    );
    expect((await post(inbound('+13015550100', 'STOP'), otherUrl)).statusCode).toBe(403);
  });

  it('answers malformed bodies with 4xx, never 500', async () => {
    const json = await t.app.inject({ method: 'POST', url: PATH, payload: { From: '+1', Body: 'STOP' } });
    expect(json.statusCode).toBe(403);
    const garbage = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: '%%%&&&==\u0000',
    });
    expect(garbage.statusCode).toBe(403);
    const xml = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(xml.statusCode).toBe(415);
    // Correctly signed but without a sender.
    expect((await post([['Body', 'STOP']])).statusCode).toBe(400);
    const huge = await post(inbound('+13015550100', 'x'.repeat(20_000)));
    expect(huge.statusCode).toBe(413);
  });

  it('refuses everything when no auth token is configured (nothing can be verified)', async () => {
    const token = t.ctx.config.TWILIO_AUTH_TOKEN;
    t.ctx.config.TWILIO_AUTH_TOKEN = undefined;
    try {
      expect((await post(inbound('+13015550100', 'STOP'))).statusCode).toBe(403);
    } finally {
      t.ctx.config.TWILIO_AUTH_TOKEN = token;
    }
  });
});

describe('SMS consent keywords', () => {
  let subscriber: string | undefined;
  it('STOP opts the number out: no SMS goes to it, while in-app notifications still arrive', async () => {
    const talent = await createTalent(t.ctx, { phone: '(240)555-0199', smsNotifications: true });
    await markPhoneVerified(t.ctx, talent.userId);
    const phone = '+12405550199';
    const cookie = `tb_session=${talent.token}`;

    const res = await post(inbound(phone, '  stop '));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>TalentBridge: You are unsubscribed/,
    );
    const after = await userRow(talent.userId);
    expect(after.smsNotifications).toBe(false);
    expect(after.smsOptedOutAt).toBeInstanceOf(Date);

    twilio.requests.length = 0;
    // A direct send (select-and-contact) ...
    expect(await t.ctx.services.sms.sendNow({ to: phone, body: 'Offer', userId: talent.userId })).toEqual({
      status: 'opted_out',
    });
    // ... and a queued one, written with the in-app notification in one transaction.
    const outboxId = await t.ctx.db.transaction(async (tx) => {
      await createNotification(tx, {
        recipientId: talent.userId,
        type: 'shift_selected',
        title: 'Selected!',
        message: 'm',
      });
      return enqueueMessage(tx, { channel: 'sms', recipient: phone, body: 'Offer', userId: talent.userId });
    });
    await t.ctx.services.scheduler.runDue();
    expect(twilio.requests).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, outboxId));
    expect(row).toMatchObject({ status: 'failed', lastError: OPTED_OUT_ERROR });
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(list.json().notifications[0]).toMatchObject({ title: 'Selected!', readAt: null });

    // START re-subscribes and texts flow again.
    const start = await post(inbound(phone, 'Start'));
    expect(start.body).toContain('resubscribed');
    expect(await userRow(talent.userId)).toMatchObject({ smsNotifications: true, smsOptedOutAt: null });
    expect(
      (await t.ctx.services.sms.sendNow({ to: phone, body: 'Offer', userId: talent.userId })).status,
    ).toBe('sent');
    expect(twilio.requests).toHaveLength(1);
  });

  it.each(['STOPALL', 'unsubscribe', 'CANCEL', 'end', 'Quit', 'REVOKE', 'opt out'])(
    '%j opts out too',
    async (word) => {
      subscriber ??= (await createTalent(t.ctx, { phone: '(240)555-0123' })).userId;
      await t.ctx.db
        .update(users)
        .set({ smsOptedOutAt: null, smsNotifications: true })
        .where(eq(users.id, subscriber));
      expect((await post(inbound('+12405550123', word))).statusCode).toBe(200);
      expect(await userRow(subscriber)).toMatchObject({
        smsNotifications: false,
        smsOptedOutAt: expect.any(Date),
      });
    },
  );

  it('HELP replies with the product name and the support contact; other texts get no reply', async () => {
    const help = await post(inbound('+13015550100', 'help'));
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain('<Message>TalentBridge');
    expect(help.body).toContain(t.ctx.config.SUPPORT_EMAIL);
    const chat = await post(inbound('+13015550100', 'Running 5 min late'));
    expect(chat.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
});

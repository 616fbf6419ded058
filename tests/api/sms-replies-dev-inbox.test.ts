// 'Reply as this number' on the development inbox (docs/product/messaging.md, "Development inbox"):
// a simulated text through the real inbound handler, then the text and our answer in the inbox. Development only,
// loopback only, absent in production.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_INBOUND_SUBJECT } from '../../src/shared/dev-inbox';
import { createTestApp } from '../support/http';
import { applicationRow, offer, t, worker } from './sms-replies-fixtures';

const reply = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/dev/messages/reply', payload, remoteAddress });

describe('POST /api/dev/messages/reply', () => {
  it('answers an offer as the number would, and both texts show in the inbox', async () => {
    const jordan = await worker();
    const { applicationId } = await offer(jordan);
    const res = await reply({ from: jordan.phone, body: 'YES' });
    expect(res.statusCode).toBe(200);
    expect(res.json().reply).toContain("You're booked");
    expect((await applicationRow(applicationId)).status).toBe('accepted');

    const inbox = (await t.app.inject({ method: 'GET', url: '/api/dev/messages' })).json().messages;
    const thread = inbox.filter((m: { recipient: string }) => m.recipient === jordan.phone);
    // Newest first: our answer, the reply, the offer.
    expect(thread[0]).toMatchObject({ channel: 'sms', subject: null, body: res.json().reply });
    expect(thread[1]).toMatchObject({ channel: 'sms', subject: DEV_INBOUND_SUBJECT, body: 'YES' });
    expect(thread[2].body).toContain('Reply YES or NO');
  });

  it('takes a national number too, and answers ordinary text with nothing', async () => {
    const jordan = await worker();
    const res = await reply({ from: jordan.phone.slice(2), body: 'see you there' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reply: null });
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const payload of [
      { from: 'not a number', body: 'YES' },
      { from: '+13015550123', body: '   ' },
      { from: '+13015550123', body: 'x'.repeat(1601) },
      { from: '+13015550123' },
      {},
    ])
      expect((await reply(payload)).statusCode).toBe(400);
  });

  it('is closed to every machine but this one', async () => {
    const jordan = await worker();
    const { applicationId } = await offer(jordan);
    for (const address of ['192.0.2.10', '10.77.0.5'])
      expect((await reply({ from: jordan.phone, body: 'YES' }, address)).statusCode).toBe(404);
    expect((await applicationRow(applicationId)).status).toBe('selected');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      APP_ORIGIN: 'https://talentbridge.test',
      SMS_PROVIDER: 'disabled',
      EMAIL_PROVIDER: 'disabled',
      PAYMENTS_PROVIDER: 'disabled',
    });
    try {
      // Not registered: a good body and a bad one both meet the router's 404, and the document does not list it.
      for (const payload of [{ from: '+13015550123', body: 'YES' }, { from: 'x' }]) {
        const res = await prod.app.inject({
          method: 'POST',
          url: '/api/dev/messages/reply',
          payload,
          remoteAddress: '127.0.0.1',
        });
        expect(res.statusCode).toBe(404);
      }
      const doc = (await prod.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(doc.paths['/api/dev/messages/reply']).toBeUndefined();
      expect(doc.paths['/api/dev/messages']).toBeDefined();
    } finally {
      await prod.close();
    }
  });
});

// The outbox's delivery (a scheduler job per message) goes through the configured providers and retries what can be
// retried. Leases, the running worker and the retry schedule are in outbox-leases.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { OPTED_OUT_ERROR } from '../../src/server/messaging/outbox-delivery';
import { createTalent } from '../../src/server/seed/factories/accounts';
import {
  advance,
  ctx,
  enqueue,
  FROM,
  impatientTwilio,
  row,
  SID,
  smtp,
  startOutboxSuite,
  TOKEN,
  twilio,
  worker,
} from '../support/outbox-suite';

startOutboxSuite();

describe('providers chosen by configuration', () => {
  it('uses Twilio and SMTP when they are configured', () => {
    expect(ctx.services.smsProvider.name).toBe('twilio');
    expect(ctx.services.emailProvider.name).toBe('smtp');
  });
});

describe('outbox delivery', () => {
  it('delivers an e-mail to a real SMTP server and records the provider id', async () => {
    const id = await enqueue({
      channel: 'email',
      recipient: 'maria@example.com',
      subject: 'Worker accepted',
      body: 'Jordan accepted your shift.',
    });
    expect(await worker().runDue()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['maria@example.com']);
    expect(smtp.messages[0]!.subject).toBe('Worker accepted');
    expect(smtp.messages[0]!.raw).toContain('Jordan accepted your shift.');
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(sent.providerId).toMatch(/@/);
    expect(sent.sentAt).toEqual(ctx.clock.now);
  });

  it("delivers an SMS through Twilio's Messages API with basic auth", async () => {
    const id = await enqueue({
      channel: 'sms',
      recipient: '+13015550142',
      body: 'Your shift starts at 9 AM.',
    });
    await worker().runDue();
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]).toMatchObject({
      accountSid: SID,
      auth: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
      to: '+13015550142',
      from: FROM,
      body: 'Your shift starts at 9 AM.',
    });
    expect(await row(id)).toMatchObject({ status: 'sent', providerId: twilio.accepted[0]!.sid });
  });

  it('retries a 5xx with exponential backoff: fails twice, then succeeds', async () => {
    twilio.behave((n) => (n <= 2 ? 503 : 'ok'));
    const id = await enqueue({ channel: 'sms', recipient: '+13015550143', body: 'Retry me' });
    const w = worker();
    await w.runDue();
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toContain('Internal Server Error');
    expect(first.nextAttemptAt.getTime() - ctx.clock.now!.getTime()).toBe(2000);
    expect(await w.runDue()).toBe(0); // not due yet
    advance(2000);
    await w.runDue();
    const second = await row(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.nextAttemptAt.getTime() - ctx.clock.now!.getTime()).toBe(4000);
    advance(4000);
    await w.runDue();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(twilio.requests).toHaveLength(3);
    expect(twilio.accepted).toHaveLength(1);
  });

  it('retries an SMTP 4xx deferral and then delivers once', async () => {
    smtp.behave((n) => (n <= 2 ? 'defer' : 'accept'));
    const id = await enqueue({ channel: 'email', recipient: 'a@example.com', subject: 'S', body: 'B' });
    const w = worker();
    await w.runDue();
    advance(2000);
    await w.runDue();
    advance(4000);
    await w.runDue();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('records failed at once when the provider refuses the message (4xx / SMTP 5xx)', async () => {
    twilio.behave(() => 400);
    smtp.behave(() => 'reject');
    const sms = await enqueue({ channel: 'sms', recipient: '+13015550144', body: 'x' });
    const mail = await enqueue({ channel: 'email', recipient: 'b@example.com', subject: 'S', body: 'B' });
    await worker().runDue();
    expect(await row(sms)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(sms)).lastError).toContain('not a valid phone number');
    expect(await row(mail)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(mail)).lastError).toContain('refused');
  });

  it('gives up after the maximum number of attempts and keeps the last error', async () => {
    twilio.behave(() => 500);
    const id = await enqueue({ channel: 'sms', recipient: '+13015550145', body: 'x' });
    const w = worker({ maxAttempts: 6 });
    for (let i = 0; i < 6; i++) {
      await w.runDue();
      advance(64_000);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 6 });
    expect((await row(id)).lastError).toContain('Internal Server Error');
    expect(await w.runDue()).toBe(0);
    expect(twilio.requests).toHaveLength(6);
  });

  it('treats a provider timeout as retryable', async () => {
    twilio.behave((n) => (n === 1 ? 'hang' : 'ok'));
    const slowTwilio = impatientTwilio(300);
    const id = await enqueue({ channel: 'sms', recipient: '+13015550146', body: 'x' });
    const w = worker({ sms: slowTwilio });
    await w.runDue();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).lastError).toContain('did not answer within 300 ms');
    advance(2000);
    await w.runDue();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends no SMS to a number that replied STOP and records why', async () => {
    const talent = await createTalent(ctx, { phone: '(240)555-0111' });
    await ctx.db.update(users).set({ smsOptedOutAt: ctx.now() }).where(eq(users.id, talent.userId));
    const id = await enqueue({ channel: 'sms', recipient: '+12405550111', body: 'x', userId: talent.userId });
    await worker().runDue();
    expect(await row(id)).toMatchObject({ status: 'failed', lastError: OPTED_OUT_ERROR });
    expect(twilio.requests).toHaveLength(0);
  });
});

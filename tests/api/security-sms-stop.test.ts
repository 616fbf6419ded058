// STOP is durable (docs/product/sms.md), replayed webhooks change nothing, and a webhook with a NUL byte is refused cleanly.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { securitySmsAppForFile, smsTo, t, userRow } from './security-sms-app';
import { inbound, postWebhook } from './security-sms-fixtures';

securitySmsAppForFile();

describe('STOP is durable', () => {
  it('a STOP from a number without an account holds for an account registered with it later', async () => {
    expect((await postWebhook(inbound('+12405550801', 'STOP'))).statusCode).toBe(200);
    const talent = await createTalent(t.ctx, { phone: '(240) 555-0801', smsNotifications: true });
    await markPhoneVerified(t.ctx, talent.userId);
    const result = await t.ctx.services.sms.sendNow({ to: '+12405550801', body: 'x', userId: talent.userId });
    expect(result.status).toBe('opted_out');
    expect(await smsTo('+12405550801')).toHaveLength(0);
  });

  it("re-ticking SMS consent on the account does not undo the number owner's STOP", async () => {
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

  it('a replayed webhook (same MessageSid) answers the same TwiML and changes nothing', async () => {
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

  it('a signed webhook whose From holds a NUL byte answers 400, not 500', async () => {
    const res = await postWebhook(inbound('+1240555\u00000804', 'STOP'));
    expect(res.statusCode).toBe(400);
    const badSid = await postWebhook(inbound('+12405550804', 'STOP', 'SM\u0000'));
    expect(badSid.statusCode).toBe(400);
  });
});

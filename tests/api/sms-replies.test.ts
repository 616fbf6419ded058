// A worker answers an offer text with YES or NO (docs/product/sms.md, "Reply by text"): matched by
// the verified phone only, through the same use-case as the buttons, once per MessageSid, STOP and HELP first.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPLY_TEXTS } from '../../src/server/booking/answer-offer-reply';
import { notifications, shifts, smsOptOuts } from '../../src/server/db/schema';
import { REPLY_CODE_ALPHABET } from '../../src/server/sms/offer-reply';
import { applicationRow, inboundRow, nextSid, offer, smsTo, t, text, worker } from './sms-replies-fixtures';

const shiftRow = async (id: string) => (await t.ctx.db.select().from(shifts).where(eq(shifts.id, id)))[0]!;

describe('the offer text', () => {
  it('carries a 4-character reply code from the unambiguous alphabet and says how to answer', async () => {
    const jordan = await worker();
    const { code } = await offer(jordan);
    expect(code).toMatch(new RegExp(`^[${REPLY_CODE_ALPHABET}]{4}$`));
    const [sms] = await smsTo(jordan.phone);
    expect(sms!.body).toContain(`Reply YES or NO (code ${code}).`);
    expect(sms!.body).toContain('Respond by ');
    expect(sms!.body).toMatch(/STOP to opt out$/);
    // GSM-7 only (no curly quotes or dashes that would make a text Unicode and cut its segments to 70 characters).
    expect(sms!.body).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('YES / NO with one pending offer', () => {
  it('YES accepts through the same use-case as the button and confirms by text', async () => {
    const jordan = await worker();
    const { manager, shift, applicationId } = await offer(jordan);
    const reply = await text(jordan.phone, '  yes ');
    expect(reply).toMatch(
      /^TalentBridge: You're booked: Brunch Server at Harbor Street Bistro, \w{3}, \w{3} \d+, 9:00 AM - 3:00 PM\./,
    );
    expect((await applicationRow(applicationId)).status).toBe('accepted');
    expect((await shiftRow(shift.id)).acceptedCount).toBe(1);
    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, manager.userId), eq(notifications.type, 'worker_accepted')));
    expect(notices).toHaveLength(1);
  });

  for (const word of ['Y', 'ACCEPT', 'accept!']) {
    it(`"${word}" accepts too`, async () => {
      const jordan = await worker();
      const { applicationId } = await offer(jordan);
      expect(await text(jordan.phone, word)).toContain("You're booked");
      expect((await applicationRow(applicationId)).status).toBe('accepted');
    });
  }

  it('NO / N / DECLINE (with the code or without) declines', async () => {
    for (const word of ['NO', 'n', 'Decline']) {
      const jordan = await worker();
      const { applicationId } = await offer(jordan);
      expect(await text(jordan.phone, word)).toMatch(
        /^TalentBridge: Declined Brunch Server at Harbor Street Bistro/,
      );
      expect((await applicationRow(applicationId)).status).toBe('declined');
    }
    const sam = await worker();
    const { applicationId, code } = await offer(sam);
    expect(await text(sam.phone, `no ${code.toLowerCase()}`)).toContain('Declined');
    expect((await applicationRow(applicationId)).status).toBe('declined');
  });

  it('YES with its code accepts', async () => {
    const jordan = await worker();
    const { applicationId, code } = await offer(jordan);
    expect(await text(jordan.phone, `YES ${code}`)).toContain("You're booked");
    expect((await applicationRow(applicationId)).status).toBe('accepted');
  });
});

describe('who may answer', () => {
  it('an unknown number gets a neutral reply and nothing changes', async () => {
    const jordan = await worker();
    const { applicationId } = await offer(jordan);
    expect(await text('+13015559876', 'YES')).toBe(REPLY_TEXTS.unmatched);
    expect((await applicationRow(applicationId)).status).toBe('selected');
  });

  it('a number whose account has not verified it gets the same neutral reply and nothing changes', async () => {
    // Offered in the app only (texts go to verified phones only), then a YES from the unproven number.
    const unverified = await worker(undefined, false);
    const { applicationId } = await offer(unverified);
    expect(await smsTo(unverified.phone)).toHaveLength(0);
    expect(await text(unverified.phone, 'YES')).toBe(REPLY_TEXTS.unmatched);
    expect((await applicationRow(applicationId)).status).toBe('selected');
  });
});

describe('one number, two verified talent accounts', () => {
  it('cannot say whose offer it is: the neutral reply, and nothing changes', async () => {
    const first = await worker();
    const { applicationId } = await offer(first);
    await worker(first.phone);
    expect(await text(first.phone, 'YES')).toBe(REPLY_TEXTS.unmatched);
    expect((await applicationRow(applicationId)).status).toBe('selected');
  });
});

describe('STOP, START and HELP keep precedence', () => {
  it('STOP with an offer pending opts out and answers nothing else', async () => {
    const jordan = await worker();
    const { applicationId } = await offer(jordan);
    expect(await text(jordan.phone, 'STOP')).toContain('You are unsubscribed');
    expect((await applicationRow(applicationId)).status).toBe('selected');
    expect(await t.ctx.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, jordan.phone))).toHaveLength(
      1,
    );
    expect(await text(jordan.phone, 'HELP')).toContain('Reply STOP to opt out');
    expect((await applicationRow(applicationId)).status).toBe('selected');
  });

  it('YES from a number that replied STOP resubscribes it (a carrier opt-in word) and answers no offer', async () => {
    const jordan = await worker();
    const { applicationId } = await offer(jordan);
    await text(jordan.phone, 'STOP');
    expect(await text(jordan.phone, 'YES')).toContain('You are resubscribed');
    expect((await applicationRow(applicationId)).status).toBe('selected');
    expect(await t.ctx.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, jordan.phone))).toHaveLength(
      0,
    );
    // Now subscribed, the next YES answers the offer.
    expect(await text(jordan.phone, 'YES')).toContain("You're booked");
  });
});

describe('each inbound message is handled once (MessageSid)', () => {
  it('a replayed YES gets the same reply and changes nothing', async () => {
    const jordan = await worker();
    const { shift, applicationId } = await offer(jordan);
    const sid = nextSid();
    const first = await text(jordan.phone, 'YES', sid);
    expect(first).toContain("You're booked");
    expect((await inboundRow(sid))?.reply).toBe(first);
    const again = await text(jordan.phone, 'YES', sid);
    expect(again).toBe(first);
    expect((await applicationRow(applicationId)).status).toBe('accepted');
    expect((await shiftRow(shift.id)).acceptedCount).toBe(1);
  });

  it('two deliveries of one message at once: one effect, one answer', async () => {
    const jordan = await worker();
    const { shift } = await offer(jordan);
    const sid = nextSid();
    const [a, b] = await Promise.all([text(jordan.phone, 'YES', sid), text(jordan.phone, 'YES', sid)]);
    expect(a).toBe(b);
    expect(a).toContain("You're booked");
    expect((await shiftRow(shift.id)).acceptedCount).toBe(1);
  });

  it('ordinary text gets no reply and changes nothing', async () => {
    const jordan = await worker();
    const { applicationId } = await offer(jordan);
    expect(await text(jordan.phone, 'yes please, see you there')).toBeNull();
    expect((await applicationRow(applicationId)).status).toBe('selected');
  });
});

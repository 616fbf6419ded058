// Shared by the reply-by-text tests (sms-replies*.test.ts, ; docs/product/sms.md, "Reply by text"):
// one app with a Twilio token (texts land in dev_messages), signed inbound webhooks, workers with verified phones
// and offers made through the manager's own route.
import { eq } from 'drizzle-orm';
import { devMessages, inboundSms, shiftApplications } from '../../src/server/db/schema';
import { computeTwilioSignature, type FormParams } from '../../src/server/messaging/twilio-signature';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import type { ShiftFormInput } from '../../src/shared/schemas/shifts';
import { testAppForFile } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

export const TOKEN = 'sms-replies-token';
export const ORIGIN = 'https://talentbridge.example';
const WEBHOOK = '/api/webhooks/twilio/sms';

export const t = testAppForFile({ APP_ORIGIN: ORIGIN, TWILIO_AUTH_TOKEN: TOKEN });

let sid = 0;
export const nextSid = () => `SM${(++sid).toString(16).padStart(32, 'a')}`;
/** Its own number per worker, so the per-number cap on offer texts never decides a test. */
let phones = 0;
export const nextPhone = () => `+1301555${String(2000 + ++phones)}`;

/** Posts a signed inbound text and returns the TwiML answer's message, or null for none. */
export async function text(from: string, body: string, messageSid = nextSid()) {
  const params: FormParams = [
    ['MessageSid', messageSid],
    ['AccountSid', 'AC00000000000000000000000000000002'],
    ['From', from],
    ['To', '+12025550100'],
    ['Body', body],
  ];
  const res = await t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': computeTwilioSignature(TOKEN, `${ORIGIN}${WEBHOOK}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
  const message = /<Message>([\s\S]*)<\/Message>/.exec(res.body)?.[1] ?? null;
  return (
    message
      ?.replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&') ?? null
  );
}

export const smsTo = (phone: string) =>
  t.ctx.db.select().from(devMessages).where(eq(devMessages.recipient, phone));
export const applicationRow = async (id: string) =>
  (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.id, id)))[0]!;
export const inboundRow = async (messageSid: string) =>
  (await t.ctx.db.select().from(inboundSms).where(eq(inboundSms.messageSid, messageSid)))[0];

/** A talent with `phone`, verified unless told otherwise. */
export async function worker(phone = nextPhone(), verified = true) {
  const talent = await createTalent(t.ctx, { phone });
  if (verified) await markPhoneVerified(t.ctx, talent.userId);
  return { ...talent, phone };
}

/** A new manager's shift (three days ahead unless overridden) that `talent` applied to and was selected for. */
export async function offer(
  talent: Awaited<ReturnType<typeof worker>>,
  overrides: Partial<ShiftFormInput> = {},
) {
  const manager = await createManager(t.ctx);
  const shift = await createShift(t.ctx, manager.userId, overrides);
  const { application } = expectStatus(
    await client(t, talent).post(`/api/shifts/${shift.id}/applications`),
    201,
  );
  expectStatus(await client(t, manager).post(`/api/applications/${application.id}/select`), 200);
  const row = await applicationRow(application.id);
  return { manager, shift, applicationId: application.id as string, code: row.replyCode! };
}

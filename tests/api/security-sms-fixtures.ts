// Shared by the SMS safety tests (security-sms-*.test.ts): the test-text and phone-code routes, signed
// inbound webhooks, verified managers and applications.

import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { computeTwilioSignature, type FormParams } from '../../src/server/messaging/twilio-signature';
import { createManager, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { ORIGIN, smsTo, TOKEN, t, WEBHOOK } from './security-sms-app';

export const sendTest = (cookie: string, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/sms/test', headers: { cookie }, payload: { phone } });
export const requestCode = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/phone-verification', headers: { cookie }, payload: {} });
export const confirmCode = (cookie: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/phone-verification/confirm',
    headers: { cookie },
    payload: { code },
  });
/** The six-digit code in the newest text to `phone`. */
export async function lastCode(phone: string): Promise<string> {
  const texts = await smsTo(phone);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

export let sid = 0;
export const nextSid = () => `SM${(++sid).toString(16).padStart(32, '0')}`;
export function inbound(from: string, body: string, messageSid = nextSid()): FormParams {
  return [
    ['MessageSid', messageSid],
    ['AccountSid', 'AC00000000000000000000000000000002'],
    ['From', from],
    ['To', '+12025550100'],
    ['Body', body],
  ];
}
export function postWebhook(params: FormParams) {
  const signature = computeTwilioSignature(TOKEN, `${ORIGIN}${WEBHOOK}`, params);
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
}

export async function verifiedManager(mobile: string, overrides = {}) {
  const manager = await createManager(t.ctx, { mobile, ...overrides });
  await markPhoneVerified(t.ctx, manager.userId);
  return manager;
}

/** A shift of `managerId` with one application from `talent`. */
export async function applied(managerId: string, talentId: string, shiftOverrides = {}) {
  const shift = await createShift(t.ctx, managerId, shiftOverrides);
  const application = await applyToShift(t.ctx, talentId, shift.id);
  return application.id as string;
}

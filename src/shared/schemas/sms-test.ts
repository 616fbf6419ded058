// The SMS test card: phone required, and its messages (docs/product/sms.md, "The SMS test card").
import { z } from 'zod';
import { toE164 } from '../phone';
import { formattedField, usPhoneRules } from './fields';
import type { smsTestResultSchema } from './responses/messaging';

export const SMS_PHONE_REQUIRED = 'Please enter a phone number';
// Our numbers (and Twilio sender) are US-only; the spec's test card asks for the country code.
export const SMS_US_ONLY = 'Enter a US phone number with its country code, e.g. +1 (301) 555-0142.';

export const smsTestSchema = z.object({
  phone: formattedField(SMS_PHONE_REQUIRED, [
    [(v) => v.length <= 40, SMS_US_ONLY],
    [(v) => toE164(v) !== null, SMS_US_ONLY],
    // A +1 number outside the US (Jamaica, Canada, 900 …) gets the rule's own message.
    ...usPhoneRules,
  ]),
});
export type SmsTestInput = z.infer<typeof smsTestSchema>;

/** What the provider said: idle, sending, then sent, failed or unclear (docs/product/sms.md, "The SMS test card"). */
export type SmsTestResultDto = z.infer<typeof smsTestResultSchema>;

export const SMS_TEST_MESSAGES = {
  sent: 'SMS sent successfully! Check your phone.',
  failed: (error?: string) => `SMS failed: ${error || 'Unknown error'}`,
  requestFailed: (message: string) => `SMS test failed: ${message}`,
  unclear: 'SMS status unclear. Check the console logs.',
} as const;

// The SMS test card: phone required, and its messages (docs/product/sms.md, "The SMS test card").
import { z } from 'zod';
import { toE164, usPhoneProblem } from '../phone';
import type { smsTestResultSchema } from './responses/messaging';

export const SMS_PHONE_REQUIRED = 'Please enter a phone number';
// Our numbers (and Twilio sender) are US-only; the spec's test card asks for the country code.
export const SMS_US_ONLY = 'Enter a US phone number with its country code, e.g. +1 (301) 555-0142.';

export const smsTestSchema = z.object({
  phone: z
    .string({ error: SMS_PHONE_REQUIRED })
    .trim()
    .max(40, SMS_US_ONLY)
    .refine((v) => v.length > 0, SMS_PHONE_REQUIRED)
    .refine((v) => v.length === 0 || toE164(v) !== null, SMS_US_ONLY)
    // A +1 number outside the US (Jamaica, Canada, 900 …) gets the rule's own message.
    .check((payload) => {
      const v = payload.value;
      const problem = v.length > 0 && toE164(v) !== null ? usPhoneProblem(v) : null;
      if (problem) payload.issues.push({ code: 'custom', message: problem, input: v });
    }),
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

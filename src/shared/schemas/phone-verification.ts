// A phone is proven by a six-digit code texted to it before any text goes to it.
import { z } from 'zod';
import type { phoneVerificationStatusSchema } from './responses/messaging';

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MESSAGE = 'Enter the 6-digit code from the text we sent you.';

export const phoneCodeSchema = z.object({
  code: z
    .string({ error: PHONE_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, PHONE_CODE_MESSAGE),
});
export type PhoneCodeInput = z.infer<typeof phoneCodeSchema>;

/** The caller's phone as stored ("(301) 555-0142"), and whether it has been verified (the route's response schema). */
export type PhoneVerificationStatusDto = z.infer<typeof phoneVerificationStatusSchema>;

export const PHONE_VERIFICATION_MESSAGES = {
  title: 'Verify your phone to receive texts',
  explain: 'We text a 6-digit code to the number on your account. No texts reach you until it is verified.',
  codeSent: (phone: string) => `We texted a code to ${phone}. It works for 10 minutes.`,
  verified: 'Your phone is verified.',
  noPhone: 'Add a mobile number to your account first, then verify it.',
  wrongCode: 'That code is not right. Check the text and try again.',
  deadCode: 'This code has expired or had too many wrong tries. Send a new code.',
  phoneChanged: 'Your phone number changed after the code was sent. Send a new code to the new number.',
  stopped:
    'This number has opted out of texts (replied STOP). Text START to it from your phone, then send a new code.',
  tooMany: (minutes: number) =>
    `Too many codes requested. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  sendFailed: 'We could not text a code to this number. Check the number on your account and try again.',
} as const;

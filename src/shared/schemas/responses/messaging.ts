// What the phone-verification, SMS test and development-inbox routes answer.
import { z } from 'zod';
import type { PhoneVerificationStatusDto } from '../phone-verification';
import type { SmsTestResultDto } from '../sms-test';
import { isoDateTime } from './common';
import { sameShape } from './same-shape';

/** The caller's phone as shown ("(301) 555-0142") and whether it is verified. */
export const phoneVerificationStatusSchema = z.object({
  phone: z.string().nullable(),
  verified: z.boolean(),
});

/** `POST /api/phone-verification`: a code was texted, or the phone was verified already. */
export const phoneCodeSentSchema = z.object({
  status: z.enum(['sent', 'verified']),
  phone: z.string(),
  message: z.string(),
});

export const phoneVerifiedSchema = z.object({ verified: z.literal(true), message: z.string() });

export const smsTestResultSchema = z.object({
  status: z.enum(['sent', 'failed', 'unclear']),
  error: z.string().optional(),
});

export const devInboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int().nonnegative(),
      channel: z.enum(['sms', 'email']),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      createdAt: isoDateTime,
    }),
  ),
});

sameShape<z.infer<typeof phoneVerificationStatusSchema>, PhoneVerificationStatusDto>(true);
sameShape<z.infer<typeof smsTestResultSchema>, SmsTestResultDto>(true);

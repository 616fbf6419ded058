// What the phone-verification, SMS test and development-inbox routes answer; the DTO types beside the input
// schemas (and in src/shared/dev-inbox.ts) are derived from these.
import { z } from 'zod';
import { isoDateTime } from './common';

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

/** `POST /api/dev/messages/reply`: our answer to the simulated text, as Twilio would have texted it back; null for none. */
export const devReplyResultSchema = z.object({ reply: z.string().nullable() });

export const devInboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int().nonnegative(),
      channel: z.enum(['sms', 'email']),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      /** An HTML e-mail: 'View HTML' opens GET /api/dev/messages/:id/html (docs/product/messaging.md). */
      hasHtml: z.boolean(),
      /** Attachments (an .ics invite), downloaded from GET /api/dev/messages/:id/attachments/:index. */
      attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
      createdAt: isoDateTime,
    }),
  ),
});

// 'Reply as this number' on the development inbox (docs/product/messaging.md, "Development inbox").
import { z } from 'zod';
import { toE164 } from '../phone';

export const DEV_REPLY_LIMITS = { body: 1600 } as const;

export const devReplySchema = z.object({
  from: z
    .string()
    .trim()
    .max(40)
    .refine((v) => toE164(v) !== null, 'Enter a US phone number to reply from.'),
  body: z
    .string()
    .trim()
    .min(1, 'Type a reply.')
    .max(DEV_REPLY_LIMITS.body, `At most ${DEV_REPLY_LIMITS.body} characters.`),
});
export type DevReplyInput = z.infer<typeof devReplySchema>;

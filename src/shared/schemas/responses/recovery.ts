// What the password-recovery and e-mail-change routes answer.
import { z } from 'zod';
import { userTypeSchema } from './accounts';
import { okResponseSchema } from './common';

/** `POST /api/auth/reset-password/validate`: the link is live, for this kind of account. */
export const resetLinkValidSchema = z.object({ valid: z.literal(true), userType: userTypeSchema });

/** `POST /api/auth/reset-password`: the password changed; the client signs in on the matching page. */
export const passwordResetSchema = okResponseSchema.extend({ userType: userTypeSchema });

/** `POST /api/accounts/email-change/confirm`: the new address, and whether this browser stays signed in. */
export const emailChangeConfirmedSchema = okResponseSchema.extend({
  email: z.string(),
  userType: userTypeSchema,
  keptSession: z.boolean(),
});

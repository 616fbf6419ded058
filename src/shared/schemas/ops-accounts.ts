// What the console's account search, account page and 'Suspend' / 'Reinstate' send (docs/product/operations.md,
// "Accounts").
import { z } from 'zod';
import { APPEALS } from '../constants';
import { SUSPENSION_MESSAGES } from '../marketplace/suspension-messages';

/** GET /api/ops/accounts: a name, e-mail, phone (any format) or card number prefix; keyset by offset is enough here. */
export const accountSearchQuerySchema = z.object({
  q: z
    .string({ error: SUSPENSION_MESSAGES.badSearch })
    .trim()
    .min(2, SUSPENSION_MESSAGES.badSearch)
    .max(120, SUSPENSION_MESSAGES.badSearch),
  offset: z.coerce.number({ error: SUSPENSION_MESSAGES.badSearch }).int().min(0).max(10_000).default(0),
  limit: z.coerce.number({ error: SUSPENSION_MESSAGES.badSearch }).int().min(1).max(100).default(25),
});
export type AccountSearchQuery = z.output<typeof accountSearchQuerySchema>;

export const userIdParamsSchema = z.object({ userId: z.string().max(100) });

/** 'Suspend' and 'Reinstate': the reason is required and told to the person. */
export const staffDecisionBodySchema = z.object({
  reason: z
    .string({ error: SUSPENSION_MESSAGES.reasonRequired })
    .trim()
    .min(3, SUSPENSION_MESSAGES.reasonRequired)
    .max(500, SUSPENSION_MESSAGES.reasonTooLong),
});
export type StaffDecisionBody = z.output<typeof staffDecisionBodySchema>;

/** POST /api/suspension-appeals: the signed link's token (from the suspension e-mail) and the note. */
export const suspensionAppealBodySchema = z.object({
  token: z
    .string({ error: SUSPENSION_MESSAGES.appealLinkInvalid })
    .max(400, SUSPENSION_MESSAGES.appealLinkInvalid),
  note: z
    .string({ error: SUSPENSION_MESSAGES.appealNoteRequired })
    .trim()
    .min(1, SUSPENSION_MESSAGES.appealNoteRequired)
    .max(APPEALS.noteMaxLength, `Please keep the note under ${APPEALS.noteMaxLength} characters.`),
});

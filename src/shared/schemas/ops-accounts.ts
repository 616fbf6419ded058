// What the console's account search, account page and 'Suspend' / 'Reinstate' send (docs/product/operations.md,
// "Accounts").
import { z } from 'zod';
import { APPEALS } from '../constants';
import { SUSPENSION_MESSAGES } from '../marketplace/suspension-messages';
import { cleanMultiline } from '../text';
import { requiredText } from './fields';

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

/** GET /api/ops/accounts/:userId/messages: the page after the account page's first (offset 20, 40, ...). */
export const accountMessagesQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** 'Suspend' and 'Reinstate': the reason is required and told to the person. */
export const staffDecisionBodySchema = z.object({
  reason: requiredText({
    required: SUSPENSION_MESSAGES.reasonRequired,
    min: { length: 3, message: SUSPENSION_MESSAGES.reasonRequired },
    max: 500,
    tooLong: SUSPENSION_MESSAGES.reasonTooLong,
    clean: cleanMultiline,
  }),
});
export type StaffDecisionBody = z.output<typeof staffDecisionBodySchema>;

/** POST /api/suspension-appeals: the signed link's token (from the suspension e-mail) and the note. */
export const suspensionAppealBodySchema = z.object({
  token: z
    .string({ error: SUSPENSION_MESSAGES.appealLinkInvalid })
    .max(400, SUSPENSION_MESSAGES.appealLinkInvalid),
  note: requiredText({
    required: SUSPENSION_MESSAGES.appealNoteRequired,
    max: APPEALS.noteMaxLength,
    tooLong: `Please keep the note under ${APPEALS.noteMaxLength} characters.`,
    clean: cleanMultiline,
  }),
});

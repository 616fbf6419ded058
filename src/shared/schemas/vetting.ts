// Inputs of vetting (docs/product/operations.md, "Vetting"): the staff decision, the queue page, the e-mail link.
import { z } from 'zod';
import { VETTING, VETTING_DECISIONS } from '../domain/vetting';
import { cleanMultiline } from '../text';
import { cleanedText } from './fields';

export const vettingDecisionSchema = z.object({
  decision: z.enum(VETTING_DECISIONS, { error: "Choose 'Approve', 'Ask for changes' or 'Reject'." }),
  /** Required for 'Ask for changes' (the note) and 'Reject' (the reason); checked by the use-case. */
  note: cleanedText({
    max: VETTING.noteMaxLength,
    tooLong: `Please keep the note under ${VETTING.noteMaxLength} characters.`,
    clean: cleanMultiline,
  }).optional(),
});
export type VettingDecisionBody = z.infer<typeof vettingDecisionSchema>;

export const vettingQueueQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'The page is a number from 1.' })
    .int('The page is a number from 1.')
    .min(1, 'The page is a number from 1.')
    .max(10_000, 'The page is a number from 1.')
    .default(1),
});

export const vettingUserParamsSchema = z.object({ userId: z.string().max(100) });

export const emailVerificationConfirmSchema = z.object({
  token: z
    .string({ error: 'The link is missing its token.' })
    .min(1, 'The link is missing its token.')
    .max(200),
});

export const vettedOnlySchema = z.object({
  vettedOnly: z.boolean({ error: 'vettedOnly is true or false.' }),
});

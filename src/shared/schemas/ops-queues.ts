// Inputs of the console's queues (docs/product/operations.md, "Queues"): the queue and item, the page, the decision.
import { z } from 'zod';
import { OPS_ALL_DECISIONS, OPS_QUEUE_KEYS, OPS_QUEUES } from '../domain/ops-queues';
import { cleanMultiline } from '../text';
import { cleanedText } from './fields';
import { vettingQueueQuerySchema } from './vetting';

const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter a date and time, like 2026-06-01T09:00.')
  .meta({ examples: ['2026-06-01T09:00'] });

const queueKey = z.enum(OPS_QUEUE_KEYS as [string, ...string[]], { error: 'There is no such queue.' });

export const opsQueueParamsSchema = z.object({ queue: queueKey });
export const opsQueueItemParamsSchema = z.object({ queue: queueKey, id: z.string().max(100) });

/** The page of a queue, as the vetting queue's (from 1). */
export const opsQueuePageQuerySchema = vettingQueueQuerySchema;

export const opsQueueDecisionSchema = z.object({
  decision: z.enum(OPS_ALL_DECISIONS, { error: 'Choose one of the decisions offered.' }),
  /** Why (every decision); for 'Reply' on a contact message, the reply that is sent. Checked non-blank by the use-case. */
  reason: cleanedText({
    required: 'Please give a reason.',
    max: OPS_QUEUES.reasonMaxLength,
    tooLong: `Please keep it under ${OPS_QUEUES.reasonMaxLength} characters.`,
    clean: cleanMultiline,
  }),
  /** "Use the worker's times" on a disputed timesheet: times entered by staff, in the shift's zone (optional). */
  checkInAt: localDateTime.optional(),
  checkOutAt: localDateTime.optional(),
});
export type OpsQueueDecisionBody = z.infer<typeof opsQueueDecisionSchema>;

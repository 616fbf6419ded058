// Responses of the console's queues (docs/product/operations.md, "Queues").
import { z } from 'zod';
import { isoDateTime } from './common';
import { timesheetTimesSchema } from './timesheets';

/**
 * The decision an appeal is about, in words (docs/product/operations.md, "Queues"): for a no-show or cancellation
 * mark the shift, its start (shown on the shift's clock, `timeZone`), when the mark happened and how it counted; for
 * a vetting rejection or a suspension its reason and date, and who decided.
 */
export const appealedDecisionSchema = z.object({
  kind: z.enum(['no_show', 'cancellation', 'vetting', 'suspension']),
  shift: z
    .object({
      positionTitle: z.string(),
      businessName: z.string(),
      startsAt: isoDateTime,
      timeZone: z.string(),
    })
    .nullable(),
  /** When the marked event happened (the cancellation, the no-show mark), or the rejection or suspension. */
  at: isoDateTime.nullable(),
  /** How a mark counted, e.g. 'No-show: counts three times against reliability'; null for other kinds. */
  counted: z.string().nullable(),
  /** A rejection's or a suspension's reason. */
  reason: z.string().nullable(),
  /** The staff member who decided a rejection or suspension, by name. */
  decidedBy: z.string().nullable(),
});
export type AppealedDecisionDto = z.infer<typeof appealedDecisionSchema>;

export const opsQueueItemSchema = z.object({
  id: z.string(),
  createdAt: isoDateTime,
  ageMs: z.number(),
  /** One line naming the item, e.g. "No-show appeal by Ana Lopez". */
  title: z.string(),
  /** The item's text as written (a note, a report's reason, a message, an error); shown as text. */
  body: z.string(),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  /** A console page with more about the item (the account page), if any. */
  link: z.string().nullable(),
  /** A disputed timesheet's times side by side (docs/product/attendance.md, "Timesheets in context"); else null. */
  timesheet: timesheetTimesSchema.nullable(),
  /** An appeal's decision in words; null elsewhere, and when the decision can no longer be found. */
  appealed: appealedDecisionSchema.nullable(),
});

export const opsQueuePageSchema = z.object({
  queue: z.string(),
  label: z.string(),
  decisions: z.array(z.object({ value: z.string(), label: z.string() })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(opsQueueItemSchema),
});
export type OpsQueuePageDto = z.infer<typeof opsQueuePageSchema>;

export const opsQueueDecidedSchema = z.object({
  id: z.string(),
  decision: z.string(),
  decidedAt: isoDateTime,
  /** Set when the decision is finished elsewhere (e.g. 'Suspend' on the account page). */
  link: z.string().nullable(),
});

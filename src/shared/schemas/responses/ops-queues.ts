// Responses of the console's queues (docs/product/operations.md, "Queues").
import { z } from 'zod';
import { isoDateTime } from './common';
import { timesheetTimesSchema } from './timesheets';

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

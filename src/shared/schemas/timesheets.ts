// Issue 13 items 4 to 6: what the timesheet routes accept (docs/product/attendance.md, "Timesheets").
import { z } from 'zod';
import { TIMESHEET_WINDOW } from '../constants';
import { TIMESHEET_STATUSES } from '../domain/timesheet';
import { TIMESHEET_MESSAGES } from '../marketplace/timesheet-messages';

/** A wall time in the shift's zone, as a datetime-local field gives it. */
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, TIMESHEET_MESSAGES.invalidTime)
  .meta({ examples: ['2026-06-01T09:00'] });

const text = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(TIMESHEET_WINDOW.noteMaxLength, `At most ${TIMESHEET_WINDOW.noteMaxLength} characters.`);

/** 'Correct times' (the worker, within 24 h): the times and a note. */
export const correctTimesheetSchema = z.object({
  checkInAt: localDateTime,
  checkOutAt: localDateTime,
  note: text(TIMESHEET_MESSAGES.noteRequired),
});

/** 'Adjust' (the manager): the times and a reason. */
export const adjustTimesheetSchema = z.object({
  checkInAt: localDateTime,
  checkOutAt: localDateTime,
  reason: text(TIMESHEET_MESSAGES.reasonRequired),
});

/** 'Dispute' (the worker, within 48 h of an adjustment): a note. */
export const disputeTimesheetSchema = z.object({ note: text(TIMESHEET_MESSAGES.noteRequired) });

export const listTimesheetsQuerySchema = z.object({
  shiftId: z.uuid().optional(),
  status: z.enum(TIMESHEET_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

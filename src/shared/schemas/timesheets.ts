// What the timesheet routes accept (docs/product/attendance.md, "Timesheets").
import { z } from 'zod';
import { TIMESHEET_WINDOW } from '../constants';
import { TIMESHEET_STATUSES } from '../domain/timesheet';
import { TIMESHEET_MESSAGES } from '../marketplace/timesheet-messages';
import { cleanMultiline } from '../text';
import { requiredText } from './fields';

/** A wall time in the shift's zone, as a datetime-local field gives it. */
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, TIMESHEET_MESSAGES.invalidTime)
  .meta({ examples: ['2026-06-01T09:00'] });

/** A note or reason, cleaned like every other text (docs/product/accounts.md, "Text as typed"). */
const text = (required: string) =>
  requiredText({
    required,
    max: TIMESHEET_WINDOW.noteMaxLength,
    tooLong: `At most ${TIMESHEET_WINDOW.noteMaxLength} characters.`,
    clean: cleanMultiline,
  });

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
  /** 'false': only timesheets 'Approve all' may approve (not flagged as claiming more than scheduled). */
  flagged: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

// The timesheet's windows and its local times (docs/product/attendance.md, "Timesheets").
// Pure: the worker's card and the manager's list show the same deadlines the server enforces.
import { TIMESHEET_WINDOW } from '../constants';
import { formatDateTimeLocal } from '../time-format';
import { shiftInstants, todayInTimeZone } from './shift-time';

type Instant = Date | string;

export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'adjusted', 'disputed'] as const;
export type TimesheetStatusName = (typeof TIMESHEET_STATUSES)[number];

/** Approved in effect: approved as recorded, adjusted by the manager, or adjusted and disputed by the worker. */
export const DECIDED_STATUSES = ['approved', 'adjusted', 'disputed'] as const;
/** Waiting for the manager: the draft (the worker may still correct it) and the submitted timesheet. */
export const UNDECIDED_STATUSES = ['draft', 'submitted'] as const;

const at = (instant: Instant) => new Date(instant).getTime();

/** Until when the worker may 'Correct times' (24 h after creation, while still a draft). */
export const correctableUntil = (createdAt: Instant) =>
  new Date(at(createdAt) + TIMESHEET_WINDOW.correctionMs);
/** Until when the manager decides before the automatic approval (48 h after submission). */
export const approvableUntil = (submittedAt: Instant) =>
  new Date(at(submittedAt) + TIMESHEET_WINDOW.approvalMs);
/** Until when the worker may 'Dispute' an adjustment (48 h after it). */
export const disputableUntil = (adjustedAt: Instant) => new Date(at(adjustedAt) + TIMESHEET_WINDOW.disputeMs);

/**
 * Whether the worker may still 'Dispute': an adjusted timesheet, within 48 h of the adjustment, never disputed before
 * (after the operations team's decision it is 'adjusted' again, not disputable twice: dispute-timesheet.ts).
 */
export function isDisputable(
  t: { status: TimesheetStatusName; adjustedAt: Instant | null; disputedAt: Instant | null },
  now: Date,
): boolean {
  return (
    t.status === 'adjusted' &&
    t.adjustedAt !== null &&
    t.disputedAt === null &&
    now < disputableUntil(t.adjustedAt)
  );
}

/** "yyyy-MM-ddTHH:mm" (a datetime-local field) of an instant, read in `tz`. */
export function localDateTime(instant: Instant, tz: string): string {
  return formatDateTimeLocal(instant, tz);
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The instant a "yyyy-MM-ddTHH:mm" wall time names in `tz` (as shift times are read: shift-time.ts); null if invalid. */
export function instantFromLocal(local: string, tz: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  try {
    return shiftInstants(match[1]!, match[2]!, match[2]!, false, tz).startsAt;
  } catch {
    return null;
  }
}

export type SpanProblem = 'endBeforeStart' | 'tooLong';

/** A corrected or adjusted span: the end after the start, at most 24 h. */
export function spanProblem(checkInAt: Date, checkOutAt: Date): SpanProblem | null {
  const ms = checkOutAt.getTime() - checkInAt.getTime();
  if (ms <= 0) return 'endBeforeStart';
  if (ms > TIMESHEET_WINDOW.maxSpanMs) return 'tooLong';
  return null;
}

/** Monday of the week `dateStr` ("yyyy-MM-dd") falls in. */
export function weekStart(dateStr: string): string {
  const d = new Date(`${dateStr}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Which of this week (Monday first), month and year a shift date is in, seen from `now` in the shift's zone. */
export function earningsPeriods(shiftDate: string, now: Date, tz: string) {
  const today = todayInTimeZone(now, tz);
  return {
    week: weekStart(shiftDate) === weekStart(today),
    month: shiftDate.slice(0, 7) === today.slice(0, 7),
    year: shiftDate.slice(0, 4) === today.slice(0, 4),
  };
}

// A timesheet's figures as both sides read them, in the shift's zone (the worker went to that place).
import { hoursLabel } from '../../../shared/domain/pay';
import { TIMESHEET_STATUS_LABELS } from '../../../shared/marketplace/timesheet-messages';
import { usd } from '../../../shared/money';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { formatClockTime } from '../../../shared/time-format';
import type { BadgeTone } from '../ui/badge';

/** "9:04 AM" in the shift's zone. */
export function clockLabel(instant: string, timeZone: string): string {
  return formatClockTime(instant, timeZone);
}

export const money = usd;

/** "9:00 AM – 3:00 PM · 5 h 30 min · $101.75" */
export function timesheetSummary(t: TimesheetDto): string {
  return `${clockLabel(t.checkInAt, t.timeZone)} – ${clockLabel(t.checkOutAt, t.timeZone)} · ${hoursLabel(t.workedMinutes)} · ${money(t.payCents)}`;
}

export const STATUS_TONES: Record<TimesheetDto['status'], BadgeTone> = {
  draft: 'grey',
  submitted: 'blue',
  approved: 'green',
  adjusted: 'amber',
  disputed: 'red',
};

export const statusLabel = (t: TimesheetDto) => TIMESHEET_STATUS_LABELS[t.status];

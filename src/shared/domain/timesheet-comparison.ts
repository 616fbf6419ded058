// A timesheet's times in context (docs/product/attendance.md, "Timesheets in context"): the scheduled start and end,
// the times the app recorded at check-in and check-out, and the times the timesheet claims now, side by side, each
// difference in words. Pure: the manager's page, the worker's card and the staff dispute queue read the same rows.
import { formatDateTimeLocal } from '../time-format';
import { hoursLabel } from './pay';

type Instant = Date | string;
const MINUTE_MS = 60_000;
const minuteOf = (instant: Instant) => Math.floor(new Date(instant).getTime() / MINUTE_MS);

/**
 * Whole minutes from `reference` to `time` as the two clocks read (each to its minute, seconds dropped): a claim of
 * 9:04 against a check-in recorded at 9:04:40 is the same minute, as the screen shows both as 9:04 AM.
 */
export function minutesApart(time: Instant, reference: Instant): number {
  return minuteOf(time) - minuteOf(reference);
}

/** "+25 min vs recorded", "−1 h 5 min vs scheduled" (a minus sign, read as 'minus'); null on the same minute. */
export function differenceLabel(minutes: number, against: 'recorded' | 'scheduled'): string | null {
  if (minutes === 0) return null;
  return `${minutes > 0 ? '+' : '−'}${hoursLabel(Math.abs(minutes))} vs ${against}`;
}

export type ComparedTime = {
  /** The instant, or null when none was recorded. */
  at: string | null;
  /** The difference in words, against the recorded time (or the scheduled one when none was recorded). */
  difference: string | null;
  /** A claimed time that differs from the recorded one: the screens mark it (in words, not only colour). */
  marked: boolean;
  /** How it was recorded, when not by the worker's own check-in or check-out. */
  note: string | null;
};

export type ComparisonRowKey = 'scheduled' | 'recorded' | 'workerClaim' | 'claimed';
export type ComparisonRow = { key: ComparisonRowKey; label: string; start: ComparedTime; end: ComparedTime };

type Span = { checkInAt: string; checkOutAt: string };

export type TimesheetTimes = Span & {
  scheduled: { startsAt: string; endsAt: string };
  recorded: {
    checkInAt: string | null;
    checkOutAt: string | null;
    checkInMarkedByManager: boolean;
    checkOutAuto: boolean;
  };
  /** The worker's times before the manager's 'Adjust' (null when not adjusted). */
  workerClaim: Span | null;
  adjustedAt: string | null;
  disputeDecision?: { decision: 'keep' | 'worker_times' } | null;
};

/** Who reads the rows: the worker's own card says 'Your claim'. */
export type ComparisonReader = 'worker' | 'manager' | 'staff';

/** A claimed time against the recorded one; without a recorded time, against the scheduled one, unmarked. */
function claimed(at: string, recorded: string | null, scheduled: string): ComparedTime {
  if (recorded) {
    const difference = differenceLabel(minutesApart(at, recorded), 'recorded');
    return { at, difference, marked: difference !== null, note: null };
  }
  return {
    at,
    difference: differenceLabel(minutesApart(at, scheduled), 'scheduled'),
    marked: false,
    note: null,
  };
}

function recordedTime(at: string | null, scheduled: string, note: string | null): ComparedTime {
  if (!at) return { at: null, difference: null, marked: false, note: null };
  return { at, difference: differenceLabel(minutesApart(at, scheduled), 'scheduled'), marked: false, note };
}

/** What the current times are called: the worker's claim, the manager's adjustment, or the dispute's outcome. */
function currentLabel(t: TimesheetTimes): string {
  if (t.disputeDecision?.decision === 'worker_times') return 'After the dispute';
  return t.adjustedAt ? 'Adjusted' : 'Claimed';
}

/** The rows, top down: scheduled, recorded, the worker's claim before an adjustment, and what the timesheet says now. */
export function timesheetComparison(t: TimesheetTimes, reader: ComparisonReader): ComparisonRow[] {
  const { scheduled, recorded } = t;
  const rows: ComparisonRow[] = [
    {
      key: 'scheduled',
      label: 'Scheduled',
      start: { at: scheduled.startsAt, difference: null, marked: false, note: null },
      end: { at: scheduled.endsAt, difference: null, marked: false, note: null },
    },
    {
      key: 'recorded',
      label: 'Recorded',
      start: recordedTime(
        recorded.checkInAt,
        scheduled.startsAt,
        recorded.checkInMarkedByManager ? 'marked by the manager' : null,
      ),
      end: recordedTime(
        recorded.checkOutAt,
        scheduled.endsAt,
        recorded.checkOutAuto ? 'automatic check-out' : null,
      ),
    },
  ];
  if (t.workerClaim)
    rows.push({
      key: 'workerClaim',
      label: reader === 'worker' ? 'Your claim' : "Worker's claim",
      start: claimed(t.workerClaim.checkInAt, recorded.checkInAt, scheduled.startsAt),
      end: claimed(t.workerClaim.checkOutAt, recorded.checkOutAt, scheduled.endsAt),
    });
  rows.push({
    key: 'claimed',
    label: currentLabel(t),
    start: claimed(t.checkInAt, recorded.checkInAt, scheduled.startsAt),
    end: claimed(t.checkOutAt, recorded.checkOutAt, scheduled.endsAt),
  });
  return rows;
}

/** True when a time falls on another local day than the shift's date (an overnight shift): the screens add the date. */
export function isOtherDay(instant: Instant, shiftDate: string, timeZone: string): boolean {
  return formatDateTimeLocal(instant, timeZone).slice(0, 10) !== shiftDate;
}

// The timesheets' words (docs/product/attendance.md, "Timesheets"), shared by server and screens.

export const TIMESHEET_MESSAGES = {
  notFound: 'Timesheet not found.',
  shiftNotFound: 'Shift not found.',
  notTheirs: 'Timesheet not found.',
  endBeforeStart: 'The check-out time must be after the check-in time.',
  tooLong: 'A timesheet cannot be longer than 24 hours.',
  invalidTime: 'Enter a valid date and time.',
  correctionClosed:
    'Times can be corrected only within 24 hours of check-out, before the timesheet is submitted.',
  notDraft: 'This timesheet has already been submitted.',
  alreadyDecided: 'This timesheet has already been approved.',
  notAdjusted: 'Only a timesheet the manager adjusted can be disputed.',
  disputeClosed: 'The 48 hours to dispute this adjustment have passed, so it can no longer be disputed.',
  alreadyDisputed: 'This timesheet is already disputed.',
  noteRequired: 'Add a note saying what was wrong.',
  reasonRequired: 'Give a reason for the adjustment.',
} as const;

/** The status as both sides see it. */
export const TIMESHEET_STATUS_LABELS = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  adjusted: 'Adjusted',
  disputed: 'Disputed',
} as const;

/**
 * The operations team's decision of a dispute, as both sides read it on the timesheet (docs/product/attendance.md,
 * "Timesheets in context"); the worker reads 'Your times'.
 */
export function disputeOutcomeLabel(decision: 'keep' | 'worker_times', reader: 'worker' | 'manager'): string {
  if (decision === 'keep') return 'The approved times stand.';
  return reader === 'worker' ? 'Your times now apply.' : "The worker's times now apply.";
}

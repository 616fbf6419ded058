// The words of 'Edit shift', re-confirmation and the change history (docs/product/shifts.md, "Edit shift").

export const EDIT_SHIFT_MESSAGES = {
  notFound: 'Shift not found',
  cancelled: 'This shift has been cancelled and can no longer be edited.',
  started: 'This shift has already started and can no longer be edited.',
  stale: 'This shift was changed in another tab. Reload to see the changes.',
  noChange: 'Nothing was changed.',
  managerOnly: 'Only managers can edit shifts.',
  // Capacity never below the booked count.
  belowBooked: (booked: number) =>
    `Max applications cannot be below the ${booked} worker${booked === 1 ? '' : 's'} already booked.`,
  changedTitle: 'Shift changed',
  reconfirmTitle: 'Shift changed — please re-confirm',
  keepBooking: 'Keep my booking',
  reconfirmNotNeeded: 'There is no change to re-confirm for this booking.',
  applicationNotFound: 'Application not found',
  reconfirmedTitle: 'Booking re-confirmed',
  reconfirmFailed: 'Could not keep your booking',
  historyTitle: 'Change history',
  /** Past SHIFT_EDIT_LIMIT (edit-shift.ts): 10 edits of one shift an hour. */
  tooManyEdits: (minutes: number) =>
    `This shift has been edited 10 times in the last hour, and every edit reaches its workers. Try again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** Recorded on a booked worker's notice when the change is not texted: an earlier one was, and not re-confirmed. */
  textCoalesced:
    'Not texted: a text about an earlier change of this booking is still waiting for re-confirmation.',
} as const;

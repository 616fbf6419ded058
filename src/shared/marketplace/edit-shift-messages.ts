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
} as const;

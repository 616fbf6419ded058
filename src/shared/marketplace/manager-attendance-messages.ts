// The words of the manager's attendance list, 'Mark as arrived' and 'Mark no-show', and of a
// worker's appeal (docs/product/attendance.md, "The manager's attendance list", "No-show" and "Appeals"). The server
// answers with them and the screens show them.
export const MANAGER_ATTENDANCE_MESSAGES = {
  notFound: "Shift not found or you don't have permission to view it",
  bookingNotFound: 'No such booking on your shifts.',
  arrivalNotBooked: 'Only a booked worker who has not checked in can be marked as arrived.',
  arrivalTooEarly: 'A worker can be marked as arrived from 30 minutes before the start.',
  arrivalTooLate: 'Arrivals can be marked until 4 hours after the scheduled end.',
  arrivalOutsideShift: 'The arrival time must be between 30 minutes before the start and the scheduled end.',
  arrivalInFuture: 'The arrival time cannot be later than now.',
  departureBeforeArrival: 'The departure time must be after the arrival time.',
  departureInFuture: 'The departure time cannot be later than now.',
  departureTooLate: 'The departure time must be within 4 hours after the scheduled end.',
  noShowNotBooked: 'Only a booked worker who has not checked in can be marked as a no-show.',
  noShowTooEarly: 'A no-show can be marked from 30 minutes after the start.',
  changedMeanwhile: 'This booking changed meanwhile. Refresh to see its current state.',
  arrivedTitle: 'Marked as arrived',
  noShowTitle: 'Marked as a no-show',
} as const;

export const APPEAL_MESSAGES = {
  notFound: 'No such no-show was found on your shifts.',
  sentTitle: 'Appeal sent',
  sent: 'Appeal sent — the operations team will decide.',
} as const;

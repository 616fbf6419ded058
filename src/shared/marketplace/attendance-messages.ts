// The words of check-in and check-out (docs/product/attendance.md), shared by the server's
// refusals and the screens (the worker's card, the QR link's page, the manager's 'Check-in code' panel).

export const CHECK_IN_MESSAGES = {
  notFound: 'Booking not found.',
  shiftNotFound: "Shift not found or you don't have permission to view it",
  notBooked: 'Only a booked worker can check in to this shift.',
  alreadyCheckedIn: 'You have already checked in to this shift.',
  wrongCode: 'That code is not right. Ask the manager on site for the check-in code.',
  codeFormat: 'Enter the 4-digit check-in code.',
  locked: (minutes: number) =>
    `Too many wrong codes. Check-in for this shift is locked for ${minutes} minute${minutes === 1 ? '' : 's'}; try again then.`,
  checkedInTitle: "You're checked in",
  // The QR link's page (/check-in/:shiftId?code=…).
  signInFirst: 'Sign in as the booked worker to check in; you come back to this link once signed in.',
  noBookingHere: 'You are not booked on this shift, so you cannot check in to it.',
  missingCode: 'This check-in link has no code. Type the code from the manager on your booked shift.',
  talentOnly: 'Only the booked worker can check in; this account is a business account.',
} as const;

export const CHECK_OUT_MESSAGES_UI = {
  checkedOutTitle: "You're checked out",
  checkedOut: 'Your timesheet is ready to check on your dashboard.',
} as const;

/**
 * 'Check out' asks first and names the time (docs/product/attendance.md, "Check-out"): one stray tap on a phone must
 * not end a shift. Before the scheduled end it says so; the worker decides.
 */
export const CHECK_OUT_CONFIRM = {
  title: 'Check out now?',
  beforeStart: (at: string, start: string) =>
    `The shift has not started yet: it starts at ${start}. Checking out now records ${at} as the end of your work, ` +
    'and the shift is over for you.',
  beforeEnd: (at: string, end: string) =>
    `The shift is scheduled until ${end}. Checking out now records ${at} as the end of your work, and you are paid ` +
    'up to then.',
  afterEnd: (at: string) => `Your check-out is recorded at ${at}.`,
  correctable: 'You can correct the times on your timesheet for 24 hours.',
  confirm: (at: string) => `Check out at ${at}`,
  cancel: 'Keep working',
} as const;

export const CHECK_IN_CODE_PANEL = {
  title: 'Check-in code',
  hint: 'Show this code or the QR code to each booked worker when they arrive. Only you see it.',
  qrAlt: 'QR code of the check-in link',
  linkLabel: 'Check-in link',
} as const;

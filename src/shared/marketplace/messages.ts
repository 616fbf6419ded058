// The marketplace's user-facing wording in one place: the spec's words where it gives them
// (applying, the manager's side, the worker dashboard: docs/product/applications.md), ours where it is silent.

export const APPLY_MESSAGES = {
  successTitle: 'Put in!',
  success: "We'll share your interest with the manager.",
  loginRequired: 'Please log in to apply for shifts.',
  failed: 'Failed to apply to shift',
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load shifts',
  sessionExpired: 'Your session has expired. Please log in again.',
  // Ours: the spec does not name these refusals.
  talentOnly: 'Only talent can apply for shifts.',
  alreadyApplied: 'You have already applied to this shift.',
  shiftNotFound: 'Shift not found',
  shiftClosed: 'This shift is no longer accepting applications.',
  shiftStarted: 'This shift has already started.',
  shiftFilled: 'This shift has already been filled.',
  /** docs/product/trust.md, "Linked accounts": one person on both sides of a booking. */
  linkedAccounts:
    'You cannot apply to this shift: its business is managed from an account with your e-mail address or phone number.',
} as const;

export const MANAGE_MESSAGES = {
  loginRequired: 'Please log in to view your shifts',
  loadFailed: 'Failed to load shifts',
  empty: 'No shifts posted yet',
  managerOnly: 'Only managers can post shifts.',
} as const;

export const VIEW_APPLICATIONS_MESSAGES = {
  loginRequired: 'You must be logged in to view applications',
  noShift: 'No shift selected',
  notFound: "Shift not found or you don't have permission to view it",
  pastShift: 'Cannot view applications for past shifts',
  fetchFailed: 'Failed to fetch applications',
  unexpected: 'An unexpected error occurred',
  empty: 'No applications for this shift yet',
  managerOnly: 'Only managers can view applications.',
} as const;

export const SELECT_MESSAGES = {
  noPhoneTitle: 'Cannot send SMS',
  noPhone: 'Worker has no phone number on file',
  sentTitle: 'SMS Sent!',
  sent: 'The worker will receive your shift offer.',
  failed: 'Failed to send SMS. Please try again.',
  // Ours: opt-out (Terms: STOP), a second click, and offers the server refuses.
  optedOutTitle: 'Worker selected',
  optedOut: 'This worker does not receive text messages, so they were notified in the app only.',
  applicationNotFound: 'Application not found',
  alreadyContacted: 'This worker has already been contacted.',
  inProgress: 'This worker is already being contacted.',
  shiftStarted: 'This shift has already started.',
  shiftFilled: 'This shift has already been filled.',
  shiftClosed: 'This shift is closed.',
  cappedTitle: 'Worker selected, not texted',
} as const;

/** Offer texts per day: per manager, and per number (docs/product/sms.md, "Daily caps"; select-applicant.ts). */
export const OFFER_TEXT_CAPS = { perManager: 20, perNumber: 3 } as const;

/** A daily cap that keeps an offer in the app, named before the click ('will') and in the result ('were'). */
export function offerCapWords(cap: 'manager' | 'number', name: string, tense: 'before' | 'after'): string {
  const caps = OFFER_TEXT_CAPS;
  const told =
    tense === 'before'
      ? 'we will select them and notify them in the app only'
      : 'they were notified in the app only';
  return cap === 'number'
    ? `${name} has had ${caps.perNumber} offer texts today, the most one number gets in 24 hours, so ${told}.`
    : `You have sent ${caps.perManager} offer texts today, the most in 24 hours, so ${told}.`;
}

export const DASHBOARD_MESSAGES = {
  loginRequired: 'Please log in to access your dashboard.',
  loadFailed: 'Failed to load your applications',
  updateFailed: 'Failed to update application',
  acceptedTitle: 'Shift Accepted!',
  declinedTitle: 'Shift Declined',
  // Ours: descriptions and refusals the spec does not word.
  accepted: 'The manager has been told you are coming.',
  declined: 'The manager has been told you are not available.',
  notFound: 'Application not found',
  notSelected: 'You can only accept or decline a shift you have been selected for.',
  // 'Confirm I'm coming' (docs/product/applications.md).
  confirmAttendance: "Confirm I'm coming",
  confirmingAttendance: 'Confirming...',
  attendanceConfirmed: "You confirmed you're coming",
  notBooked: 'You can only confirm a shift you are booked for.',
  shiftFilled: 'This shift has already been filled.',
  shiftStarted: 'This shift has already started.',
  shiftClosed: 'This shift is closed.',
} as const;

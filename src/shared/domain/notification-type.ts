// In-app notification types (docs/product/messaging.md, "In-app notifications").

/** The named types; anything else is shown generically. */
export const NOTIFICATION_TYPES = [
  'shift_selected',
  'worker_accepted',
  'worker_declined',
  'attendance_confirmed',
  'shift_reminder',
  // The manager's 'Not yet confirmed' at 12 h before the start (docs/product/messaging.md, "Reminders").
  'booking_not_confirmed',
  // A selected or booked worker's shift was edited; the manager hears when a booked worker re-confirms.
  'shift_changed',
  // A booking cancelled (by either side or with the shift), and an application that ended
  // without a booking (withdrawn, 'Not this time', or the shift filled, closed or was cancelled).
  'booking_cancelled',
  'application_ended',
  // An offer lapsed unanswered: the worker's 'Offer expired' and the manager's notice (docs/product/applications.md,
  // "Offer window").
  'offer_expired',
  // A booking recorded as a no-show, by the manager or automatically 4 h after the end (the worker's
  // notice carries the appeal link; the manager hears of the automatic one) (docs/product/attendance.md, "No-show").
  'no_show',
  // docs/product/attendance.md: a check-in (the manager hears of the worker's; the worker of a manager's
  // 'Mark as arrived') and a check-out (the automatic one tells both sides).
  'checked_in',
  'checked_out',
  // docs/product/attendance.md, "Timesheets": submitted, approved or adjusted (completion),
  // disputed.
  'timesheet_submitted',
  'timesheet_approved',
  'timesheet_disputed',
  // docs/product/trust.md, "Ratings": 'Rate this shift' / 'Rate worker' reminders on days 1 and 5 to
  // those who have not rated, and 'Your ratings for <shift> are live'.
  'rating_reminder',
  'ratings_live',
  // docs/product/trust.md, "Favourites and blocks": 'Invite favourites' ('<business> invited you to a
  // shift: ...').
  'shift_invitation',
  // docs/product/operations.md, "Vetting": approved, changes asked for, or rejected.
  'vetting_decided',
  // docs/product/accounts.md, "Suspended accounts": staff suspended or reinstated the account.
  'account_suspended',
  'account_reinstated',
  // docs/product/operations.md, "Queues": the operations team decided a disputed timesheet (both
  // sides), an appeal (the appellant) or a reported rating (the reporter and the rater).
  'timesheet_dispute_decided',
  'appeal_decided',
  'rating_report_decided',
  // docs/product/payments.md, "Charges and payouts": the business's card charged or failing, the worker's pay sent,
  // waiting for payouts to be set up, or a payout that failed.
  'payment_charged',
  'payment_failed',
  'payout_sent',
  'payout_waiting',
  'payout_failed',
  // docs/product/payments.md, "Holds": a hold placed on the business's card for a booking, or refused.
  'payment_hold_placed',
  'payment_hold_failed',
  // docs/product/payments.md, "Booking needs a payment method": a freed place the backfill could not offer.
  'backfill_stopped',
  // docs/product/applications.md, "Offer window": whom the automatic backfill offered a freed place to, and until when.
  'backfill_offered',
  // docs/product/payments.md, "Corrections" and "Card disputes": approved pay corrected by an operations decision (both
  // sides), and a card dispute opened or decided (the business).
  'pay_corrected',
  'card_dispute_opened',
  'card_dispute_decided',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// The words of 'Withdraw', 'Not this time', 'Cancel booking', 'Remove from shift', 'Close
// applications' and 'Cancel shift' (docs/product/applications.md, "Cancellations"). The dialogs state the consequence
// with the same pure function the server records it with (cancellation-policy.ts), so what the dialog said before the
// click is what the server stored after it.
import { CANCELLATION_POLICY } from '../constants';
import type { ApplicationStatus } from '../domain/application-status';
import {
  businessCompensationCents,
  type CancellationConsequence,
  type CancellationConsequenceKind,
  cancellationConsequence,
  type EndedReason,
  type ScheduledShift,
} from '../domain/cancellation-policy';
import { usd } from '../money';

export const CANCELLATION_MESSAGES = {
  withdraw: 'Withdraw',
  withdrawn: 'Your application has been withdrawn.',
  /** 'Withdraw' asks first: a withdrawn application cannot be made again (one per worker and shift). */
  withdrawTitle: 'Withdraw your application?',
  withdrawConsequence: 'The manager is told, and you cannot apply to this shift again.',
  keepApplication: 'Keep my application',
  pass: 'Not this time',
  passed: 'The applicant has been told.',
  /** 'Not this time' asks first: it cannot be undone (docs/product/applications.md, "Cancellations"). */
  passTitle: (name: string) => `Pass on ${name}?`,
  passConsequence: (name: string) =>
    `${name} will be told they were not selected this time, and cannot be selected for this shift again.`,
  keepApplicant: 'Keep them in the running',
  cancelBooking: 'Cancel booking',
  cancelBookingTitle: 'Cancel this booking?',
  bookingCancelled: 'Your booking has been cancelled. The manager has been told.',
  keepBooking: 'Go back',
  emergencyLabel: 'Use my emergency excuse (1 per 90 days)',
  emergencyUsedUp:
    'You have already used your emergency excuse in the last 90 days. You can still cancel without it.',
  remove: 'Remove from shift',
  removeTitle: 'Remove this worker from the shift?',
  removed: 'The worker has been removed and told.',
  closeApplications: 'Close applications',
  closeTitle: 'Close applications for this shift?',
  closeConsequence:
    'No one new can apply. Booked workers keep their place; applicants still waiting are told the shift is closed.',
  closed: 'Applications are closed. Waiting applicants have been told.',
  cancelShift: 'Cancel shift',
  cancelShiftTitle: 'Cancel this shift?',
  shiftCancelled: 'The shift has been cancelled. Everyone who applied or was booked has been told.',
  reasonLabel: 'Reason (optional, included in the message to workers)',
  keep: 'Keep it',
  // Refusals (409 unless noted).
  notFound: 'Application not found',
  shiftNotFound: "Shift not found or you don't have permission to change it",
  notInterested: 'Only an application that is still waiting can be withdrawn.',
  notApplicant: 'Only an applicant who is still waiting can be passed on.',
  notBooked: 'Only a booked shift can be cancelled.',
  notBookedWorker: 'Only a booked worker can be removed.',
  started: 'This shift has already started.',
  alreadyClosed: 'Applications for this shift are already closed.',
  alreadyCancelled: 'This shift has already been cancelled.',
  changedMeanwhile: 'This changed at the same moment somewhere else. Reload to see where it stands.',
} as const;

/** What a worker's cancellation of a booking counts for, in the dialog's words (docs/product/applications.md, §3). */
export function workerConsequenceText(consequence: CancellationConsequence): string {
  switch (consequence.kind) {
    case 'none':
      return 'Cancelling now is free.';
    case 'late':
      return 'This is a late cancellation: it counts against your reliability.';
    case 'very_late':
      return `This is a very late cancellation: it counts against your reliability ${consequence.weight === 2 ? 'twice' : `${consequence.weight} times`}.`;
    case 'no_show':
      return 'This shift has started: it can no longer be cancelled.';
    case 'business_late':
      return '';
  }
}

/** The facts of a booking the worker's dialog needs; a booked card's shift and application fit as they are. */
export type BookingFacts = {
  shift: ScheduledShift;
  termsChangedAt?: string | Date | null;
};

/**
 * The consequence of the worker cancelling this booking at `now`, with or without the emergency excuse: the dialog
 * and cancel-booking.ts both call this.
 */
export function workerCancellation(booking: BookingFacts, now: Date, emergency: boolean) {
  return cancellationConsequence({
    by: 'talent',
    shift: booking.shift,
    now,
    emergency,
    afterMaterialChange: booking.termsChangedAt != null,
  });
}

/** A business's cancellation of one booking: the consequence and what the worker is owed, in integer cents. */
export function businessCancellation(shift: ScheduledShift & { hourlyRateCents: number }, now: Date) {
  const consequence = cancellationConsequence({ by: 'manager', shift, now });
  const owedCents =
    consequence.kind === 'business_late'
      ? businessCompensationCents(consequence.owedMinutes, shift.hourlyRateCents)
      : 0;
  return { consequence, owedCents };
}

export const dollars = usd;

/** The manager's dialog for 'Remove from shift' or 'Cancel shift': free, or what each booked worker is owed. */
export function businessConsequenceText(owedCents: number, bookedCount: number, what: 'remove' | 'cancel') {
  const hours = CANCELLATION_POLICY.businessFreeBeforeStartMs / 3_600_000;
  if (what === 'cancel' && bookedCount === 0) return 'No worker is booked: cancelling now is free.';
  if (owedCents === 0)
    return what === 'remove'
      ? `The shift starts in ${hours} hours or more: removing a worker now is free.`
      : `The shift starts in ${hours} hours or more: cancelling now is free.`;
  if (what === 'remove')
    return `This is a late cancellation by the business: the worker will be paid ${dollars(owedCents)} for the late cancellation.`;
  return `Each booked worker will be paid ${dollars(owedCents)} for the late cancellation.`;
}

/** What 'Cancel shift' will do to this shift at `now`, in the manager's dialog (shift-actions.tsx). */
export function cancelShiftConsequence(
  shift: ScheduledShift & { hourlyRateCents: number; acceptedCount: number },
  now: Date,
): string {
  const { owedCents } = businessCancellation(shift, now);
  const people =
    shift.acceptedCount > 0
      ? ' Every booked worker and every applicant still waiting will be told.'
      : ' Every applicant still waiting will be told.';
  return `${businessConsequenceText(owedCents, shift.acceptedCount, 'cancel')}${people}`;
}

type Ended = {
  status: ApplicationStatus;
  endedReason?: EndedReason | null;
  cancelledBy?: string | null;
  cancellationConsequence?: CancellationConsequenceKind | null;
  emergencyExcuse?: boolean;
};

const WORKER_CANCELLED: Record<CancellationConsequenceKind, string> = {
  none: 'You cancelled this booking. It was free.',
  late: 'You cancelled this booking late: it counts against your reliability.',
  very_late: 'You cancelled this booking very late: it counts against your reliability twice.',
  no_show: 'You did not come to this shift.',
  business_late: 'You cancelled this booking.',
};

/** The words under a History card's badge (every ending with its own words); null for the rest. */
export function endedWords(application: Ended): string | null {
  switch (application.status) {
    case 'declined':
      return 'You declined this offer.';
    case 'expired':
      return 'This offer expired before you answered.';
    case 'withdrawn':
      return 'You withdrew this application.';
    case 'rejected':
      switch (application.endedReason) {
        case 'filled':
          return 'This shift has been filled.';
        case 'closed':
          return 'The business closed applications for this shift.';
        case 'cancelled':
          return 'The business cancelled this shift.';
        default:
          return 'The business chose other applicants this time.';
      }
    case 'cancelled':
      if (application.cancelledBy === 'manager')
        return 'The business removed you from this shift. It does not count against you.';
      if (application.cancelledBy === 'system')
        return 'The business cancelled this shift. It does not count against you.';
      if (application.emergencyExcuse)
        return 'You cancelled this booking with your emergency excuse. It was free.';
      return WORKER_CANCELLED[application.cancellationConsequence ?? 'none'];
    // docs/product/attendance.md, "No-show": who recorded it; it counts three times.
    case 'no_show':
      return application.cancelledBy === 'system'
        ? 'No check-in or arrival was recorded, so this counts as a no-show (three times against your reliability).'
        : 'The business marked you as a no-show. It counts three times against your reliability.';
    default:
      return null;
  }
}

/** The reason a business gave for cancelling the shift, as the ended card quotes it. */
export const cancellationReasonWords = (note: string) => `Their reason: "${note}"`;

/**
 * The pay a business's late cancellation owes, on the worker's History card (docs/product/payments.md, "Late
 * cancellation compensation"): owed until the payout is sent, then paid on its day.
 */
export function lateCancellationPayWords(
  pay: { amountCents: number; paidAt: string | null },
  formatDay: (iso: string) => string,
): string {
  return pay.paidAt
    ? `You were paid ${dollars(pay.amountCents)} for the late cancellation on ${formatDay(pay.paidAt)}.`
    : `Because it was less than 24 hours before the start, you will be paid ${dollars(pay.amountCents)} for the late cancellation, once the business is charged.`;
}

/** The late cancellation's pay in one sentence, for the notice and the cancelled e-mail ('' when nothing is owed). */
export const latePaySentence = (owedCents: number) =>
  owedCents > 0
    ? `Because it was less than 24 hours before the start, you will be paid ${dollars(owedCents)} for the late cancellation.`
    : '';

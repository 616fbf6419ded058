// The words of reliability (docs/product/trust.md, "Reliability"): 'My reliability', the marks'
// reasons, and the appeal of a late cancellation mark.
import type { ReliabilityMarkDto } from '../schemas/responses/reliability';

export const RELIABILITY_MESSAGES = {
  pageTitle: 'My reliability',
  new: 'New',
  newExplanation: 'Shown as New until 3 bookings have been counted.',
  workerFormula:
    'Reliability = completed ÷ (completed + late cancellations + 2 × very late cancellations + 3 × no-shows), over your last 20 bookings within 180 days.',
  businessFormula:
    'Reliability = the share of your last 20 bookings within 180 days that your business did not cancel late (under 24 h before the start), with the median time from a timesheet being submitted to its approval.',
  noMarks: 'No marks in the last 180 days.',
  loadError: 'Your reliability could not be loaded.',
  cancellationNotFound: 'No such cancellation was found on your bookings.',
  appeal: 'Appeal',
  appealNoteLabel: 'Why is this mark wrong?',
  sendAppeal: 'Send appeal',
  appealSent: 'Appeal sent — the operations team will decide.',
  notCounted: 'Not counted (older than your last 20 bookings)',
} as const;

/** Why a mark was given, as the 'My reliability' page says it. */
export const MARK_REASONS: Record<ReliabilityMarkDto['kind'], string> = {
  late: 'Late cancellation (24 to 72 h before the start): counts once',
  very_late: 'Very late cancellation (under 24 h before the start): counts twice',
  no_show: 'No-show: counts three times',
  business_late: 'Late cancellation by the business (under 24 h before the start)',
  excused: 'Cancelled with the emergency excuse: not counted',
};

export const APPEAL_STATUS_LABELS = {
  open: 'Appeal open — the operations team will decide',
  upheld: 'Appeal upheld: not counted',
  dismissed: 'Appeal dismissed',
} as const;

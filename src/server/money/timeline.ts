// The money timeline of a completed booking (docs/product/payments.md, "Money timeline"): 'Approved', 'Business
// charged', 'Sent to you' (the manager's 'Sent to worker') and 'Arrived', each with its time or what went wrong.

import type { MoneyStep } from '../../shared/domain/money';
import { formatShiftDate } from '../../shared/domain/shift-time';
import { dollars } from '../../shared/marketplace/cancellation-messages';
import type { MoneyMovement } from './movements';

export type Side = 'worker' | 'manager';

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** What went wrong with the business's charge, and what happens next, as each side is told it. */
function chargeProblem(charge: MoneyMovement | undefined, side: Side): string | null {
  if (!charge?.failure || charge.status === 'succeeded') return null;
  if (side === 'worker') return 'The business has not been charged yet. Your pay does not wait for it.';
  return charge.status === 'failed'
    ? `Your card was refused: ${charge.failure} Update your payment method in Billing.`
    : `Your card was refused: ${charge.failure} We will try again; update your payment method in Billing.`;
}

function payoutProblem(payout: MoneyMovement | undefined, side: Side): string | null {
  if (!payout) return null;
  if (payout.status === 'waiting')
    return side === 'worker'
      ? `Set up payouts ('Get paid') to receive ${dollars(payout.amountCents)}.`
      : 'Waiting for the worker to set up payouts.';
  if (payout.status === 'failed')
    return side === 'worker'
      ? `The payout failed: ${payout.failure ?? ''} Our support team will contact you to send it.`
      : 'The payout failed; our support team is sending it again.';
  return null;
}

function arrivalProblem(payout: MoneyMovement | undefined): string | null {
  if (!payout?.doneAt || payout.arrivedAt || payout.speed !== 'standard' || !payout.arrivesAt) return null;
  return `Standard payout: expected on ${formatShiftDate(payout.arrivesAt.toISOString().slice(0, 10))}.`;
}

/** The four steps; null where the booking's money does not move through TalentBridge (not approved, or settled outside). */
export function moneyTimeline(
  approvedAt: Date | null,
  movements: { charge?: MoneyMovement; payout?: MoneyMovement } | undefined,
  side: Side,
): MoneyStep[] | null {
  if (!approvedAt || !movements?.charge) return null;
  const { charge, payout } = movements;
  return [
    { label: 'Approved', at: iso(approvedAt), problem: null },
    {
      label: 'Business charged',
      at: charge.status === 'succeeded' ? iso(charge.doneAt) : null,
      problem: chargeProblem(charge, side),
    },
    {
      label: side === 'worker' ? 'Sent to you' : 'Sent to worker',
      at: iso(payout?.doneAt),
      problem: payoutProblem(payout, side),
    },
    { label: 'Arrived', at: iso(payout?.arrivedAt), problem: arrivalProblem(payout) },
  ];
}

// The arithmetic and the words of money moving (docs/product/payments.md, "Charges and payouts"; product-next §1, §5).
// Pure and shared: the server charges and pays with these figures, and both sides' screens show the same timeline.

/** The platform's fee in basis points of the pay: 'Pay as you go' 30 %, 'Pro' 20 %. Workers pay no fee. */
export const FEE_BPS = { payAsYouGo: 3000, pro: 2000 } as const;

/** fee = round half up (pay × fee bps / 10,000), in integer cents (no floats). */
export function feeCents(payCents: number, feeBps: number): number {
  if (!Number.isSafeInteger(payCents) || payCents < 0) throw new Error(`pay is whole cents, not ${payCents}`);
  if (!Number.isSafeInteger(feeBps) || feeBps < 0)
    throw new Error(`a fee is whole basis points, not ${feeBps}`);
  return Math.floor((payCents * feeBps + 5000) / 10_000);
}

/** What the business is charged for approved pay: the pay and the fee, to the cent. */
export function chargeFor(payCents: number, feeBps: number) {
  const fee = feeCents(payCents, feeBps);
  return { payCents, feeCents: fee, totalCents: payCents + fee };
}

/** A declined charge is tried again after 1 hour, then after 24 hours; the third decline is final. */
export const CHARGE_RETRY_DELAYS_MS = [60 * 60_000, 24 * 60 * 60_000] as const;

export type MoneyMovementKind = 'charge' | 'payout';

/**
 * What a movement is for: an approved timesheet's pay, or a business's late cancellation compensation, charged and
 * paid out the same way but with no fee (docs/product/payments.md, "Late cancellation compensation").
 */
export type MoneyPurpose = 'work' | 'compensation';

/** How the business's charges and the worker's payouts name a compensation, beside its shift. */
export const COMPENSATION_LABEL = 'Late cancellation compensation';
/**
 * A charge: pending → succeeded, or failed after its last try. A payout: waiting (the worker has not set up payouts)
 * → pending → sent (arrived_at once it lands), or failed.
 */
export type MoneyMovementStatus = 'waiting' | 'pending' | 'succeeded' | 'sent' | 'failed';

/** The steps of an approved booking's money, as both sides see them ('Sent to you' is the manager's 'Sent to worker'). */
export type MoneyStep = {
  label: 'Approved' | 'Business charged' | 'Sent to you' | 'Sent to worker' | 'Arrived';
  /** When the step happened; null while it has not. */
  at: string | null;
  /** What went wrong at this step and what happens next; null when nothing did. */
  problem: string | null;
};

/**
 * Why a booking ('Select and Contact Worker', the automatic backfill) is refused (docs/product/payments.md, "Booking
 * needs a payment method"): the server's 409 message, which the applicants page compares to open 'Add payment method'.
 */
export const PAYMENT_METHOD_REQUIRED = 'Add a payment method before you book a worker.';
export const PAYMENT_METHOD_FAILING =
  'Your card was refused twice. Update your payment method before you book a worker.';

/**
 * A hold on the business's card for an accepted booking (docs/product/payments.md, "Holds"): placed at acceptance or
 * 24 h before the start, whichever is later, for the estimate + 15 %; a card network keeps a merchant-initiated hold
 * 4 days 18 h, so one still needed is placed again 6 h before it lapses.
 */
export const HOLD = {
  marginBps: 1500,
  leadMs: 24 * 60 * 60_000,
  lifetimeMs: (4 * 24 + 18) * 60 * 60_000,
  renewBeforeMs: 6 * 60 * 60_000,
} as const;

/** waiting → held → captured (by the charge) or releasing → released; failed after a refusal (tried again). */
export type PaymentHoldStatus = 'waiting' | 'held' | 'failed' | 'releasing' | 'released' | 'captured';

/** The hold for a booking's estimated pay: pay + fee, plus 15 % of that rounded half up, in integer cents. */
export function holdFor(estimatedPayCents: number, feeBps: number): number {
  const { totalCents } = chargeFor(estimatedPayCents, feeBps);
  return totalCents + feeCents(totalCents, HOLD.marginBps);
}

/** When a booking's hold is placed: at acceptance, or 24 h before the start if that is later. */
export function holdPlaceAt(acceptedAt: Date, startsAt: Date): Date {
  return new Date(Math.max(acceptedAt.getTime(), startsAt.getTime() - HOLD.leadMs));
}

export const HOLD_FAILED_TITLE = 'Payment issue';

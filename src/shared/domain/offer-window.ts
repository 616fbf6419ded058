// ADR 014: how long a worker has to answer an offer (docs/product/applications.md, "Offer window").
import { OFFER_WINDOW } from '../constants';

/**
 * When an offer made at `selectedAt` expires: the earlier of 12 h after selection and 1 h before the start, but never
 * less than 15 min after selection. Selected less than 15 min before the start, the offer nominally outlives the
 * start; accepting is refused from the start on anyway (`applicationTransition`), so the start ends it first.
 */
export function offerExpiresAt(selectedAt: Date | string, shiftStartsAt: Date | string): Date {
  const selected = new Date(selectedAt).getTime();
  const latest = Math.min(
    selected + OFFER_WINDOW.maxAfterSelectionMs,
    new Date(shiftStartsAt).getTime() - OFFER_WINDOW.endsBeforeStartMs,
  );
  return new Date(Math.max(latest, selected + OFFER_WINDOW.minAfterSelectionMs));
}

/** Whether an offer with this expiry can still be answered at `now` (expiry is exclusive: at the instant, it has lapsed). */
export function isOfferOpen(expiresAt: Date | string | null | undefined, now: Date): boolean {
  return expiresAt == null || now.getTime() < new Date(expiresAt).getTime();
}

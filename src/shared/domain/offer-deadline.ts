// How an offer's expiry reads in the offer text, the notices and the cards
// (docs/product/applications.md, "Offer window"): the shift's wall clock, since the worker goes to that place.

import { formatMonthDayTime } from '../time-format';

/** "Nov 23, 6:00 PM" in `timeZone` (the shift's zone); the date too, as a 12 h window can cross midnight. */
export function formatOfferDeadline(expiresAt: Date | string, timeZone: string): string {
  return formatMonthDayTime(expiresAt, timeZone);
}

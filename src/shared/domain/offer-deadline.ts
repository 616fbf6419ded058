// How an offer's expiry reads in the offer text, the notices and the cards
// (docs/product/applications.md, "Offer window"): the shift's wall clock, since the worker goes to that place.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Nov 23, 6:00 PM" in `timeZone` (the shift's zone); the date too, as a 12 h window can cross midnight. */
export function formatOfferDeadline(expiresAt: Date | string, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  // Some ICU versions put a narrow no-break space before AM/PM; a text message and a test want a plain one.
  return format.format(new Date(expiresAt)).replace(/\u202f/g, ' ');
}

import { randomInt } from 'node:crypto';

// Replies to an offer text (docs/product/sms.md, "Reply by text"). Each offer text carries a
// 4-character reply code, so a worker with several pending offers can say which one YES is for.

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: nothing a phone keyboard or a tired eye confuses. */
export const REPLY_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const REPLY_CODE_LENGTH = 4;

/** A random code not in `taken` (the worker's pending offers' codes). */
export function newReplyCode(taken: ReadonlySet<string>): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < REPLY_CODE_LENGTH; i++)
      code += REPLY_CODE_ALPHABET[randomInt(REPLY_CODE_ALPHABET.length)];
    if (!taken.has(code)) return code;
  }
}

const ACCEPT = new Set(['YES', 'Y', 'ACCEPT']);
const DECLINE = new Set(['NO', 'N', 'DECLINE']);

export type OfferReply = { decision: 'accepted' | 'declined'; code: string | null };

/**
 * YES / Y / ACCEPT or NO / N / DECLINE, any case, surrounding spaces and a final '.' or '!' ignored, optionally
 * followed by a code ('YES K7PM', 'yes, k7pm', 'Y #K7PM'); null for any other text. The code is returned as typed
 * (upper-cased): whether it is one of the worker's is for the caller to say.
 */
export function parseOfferReply(body: string): OfferReply | null {
  const text = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  const match = /^([A-Z]+)(?:[\s,:#-]+#?([A-Z0-9]{1,12}))?$/.exec(text);
  if (!match) return null;
  const word = match[1]!;
  const decision = ACCEPT.has(word) ? 'accepted' : DECLINE.has(word) ? 'declined' : null;
  if (!decision) return null;
  return { decision, code: match[2] ?? null };
}

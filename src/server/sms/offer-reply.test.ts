import { describe, expect, it } from 'vitest';
import { newReplyCode, parseOfferReply, REPLY_CODE_ALPHABET } from './offer-reply';

describe('parseOfferReply', () => {
  it('reads yes and no words in any case, with or without a code', () => {
    expect(parseOfferReply('YES')).toEqual({ decision: 'accepted', code: null });
    expect(parseOfferReply('  y ')).toEqual({ decision: 'accepted', code: null });
    expect(parseOfferReply('Accept!')).toEqual({ decision: 'accepted', code: null });
    expect(parseOfferReply('yes k7pm')).toEqual({ decision: 'accepted', code: 'K7PM' });
    expect(parseOfferReply('YES, #K7PM.')).toEqual({ decision: 'accepted', code: 'K7PM' });
    expect(parseOfferReply('no')).toEqual({ decision: 'declined', code: null });
    expect(parseOfferReply('N K7PM')).toEqual({ decision: 'declined', code: 'K7PM' });
    expect(parseOfferReply('decline')).toEqual({ decision: 'declined', code: null });
  });

  it('is null for any other text', () => {
    for (const body of ['', 'yes please come', 'maybe', 'YESS', 'STOP', 'no way jose', 'ok'])
      expect(parseOfferReply(body)).toBeNull();
  });
});

describe('newReplyCode', () => {
  it('draws 4 characters from the unambiguous alphabet, avoiding codes taken', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const code = newReplyCode(taken);
      expect(code).toMatch(new RegExp(`^[${REPLY_CODE_ALPHABET}]{4}$`));
      expect(taken.has(code)).toBe(false);
      taken.add(code);
    }
    expect(REPLY_CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });
});

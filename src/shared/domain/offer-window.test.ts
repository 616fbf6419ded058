import { describe, expect, it } from 'vitest';
import { isOfferOpen, offerExpiresAt } from './offer-window';

// docs/product/applications.md, "Offer window": min(12 h after selection, 1 h before the start), at least 15 min.
const START = new Date('2026-12-06T14:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const selectedBefore = (ms: number) => new Date(START.getTime() - ms);

describe('offerExpiresAt', () => {
  it('selected 30 h before the start: 12 h after selection', () => {
    const selected = selectedBefore(30 * HOUR);
    expect(offerExpiresAt(selected, START)).toEqual(new Date(selected.getTime() + 12 * HOUR));
  });

  it('selected 13 h before the start: both limits meet, 1 h before the start', () => {
    expect(offerExpiresAt(selectedBefore(13 * HOUR), START)).toEqual(selectedBefore(HOUR));
  });

  it('selected 2 h before the start: 1 h before the start', () => {
    expect(offerExpiresAt(selectedBefore(2 * HOUR), START)).toEqual(selectedBefore(HOUR));
  });

  it('selected 75 min before the start: 1 h before the start is exactly the 15-minute minimum', () => {
    expect(offerExpiresAt(selectedBefore(75 * MINUTE), START)).toEqual(selectedBefore(HOUR));
  });

  it('selected 20 min before the start: the 15-minute minimum, 5 min before the start', () => {
    expect(offerExpiresAt(selectedBefore(20 * MINUTE), START)).toEqual(selectedBefore(5 * MINUTE));
  });

  it('selected 10 min before the start: still 15 min, so 5 min after the start (the start ends it first)', () => {
    expect(offerExpiresAt(selectedBefore(10 * MINUTE), START)).toEqual(
      new Date(START.getTime() + 5 * MINUTE),
    );
  });

  it('reads ISO strings as the same instants', () => {
    expect(offerExpiresAt('2026-12-05T02:00:00.000Z', '2026-12-06T14:00:00.000Z')).toEqual(
      new Date('2026-12-05T14:00:00.000Z'),
    );
  });
});

describe('isOfferOpen', () => {
  it('is open until the expiry, not at it; an offer without an expiry stays open', () => {
    const expiry = new Date('2026-12-06T13:00:00Z');
    expect(isOfferOpen(expiry, new Date(expiry.getTime() - 1))).toBe(true);
    expect(isOfferOpen(expiry, expiry)).toBe(false);
    expect(isOfferOpen(expiry.toISOString(), expiry)).toBe(false);
    expect(isOfferOpen(null, expiry)).toBe(true);
    expect(isOfferOpen(undefined, expiry)).toBe(true);
  });
});

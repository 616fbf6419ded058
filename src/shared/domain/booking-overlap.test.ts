import { describe, expect, it } from 'vitest';
import { OVERLAP_MESSAGES, spansOverlap, TRAVEL_MARGIN_MINUTES } from './booking-overlap';

const at = (hhmm: string) => new Date(`2026-12-04T${hhmm}:00Z`);
const span = (start: string, end: string) => ({ startsAt: at(start), endsAt: at(end) });

describe('spansOverlap', () => {
  it('counts shifts that share time, or are closer than the travel margin, as overlapping', () => {
    expect(TRAVEL_MARGIN_MINUTES).toBe(30);
    expect(spansOverlap(span('10:00', '14:00'), span('13:00', '17:00'))).toBe(true);
    expect(spansOverlap(span('10:00', '14:00'), span('11:00', '12:00'))).toBe(true);
    expect(spansOverlap(span('10:00', '14:00'), span('14:29', '18:00'))).toBe(true);
    expect(spansOverlap(span('14:29', '18:00'), span('10:00', '14:00'))).toBe(true);
  });

  it('lets shifts the travel margin apart, or further, both be booked', () => {
    expect(spansOverlap(span('10:00', '14:00'), span('14:30', '18:00'))).toBe(false);
    expect(spansOverlap(span('14:30', '18:00'), span('10:00', '14:00'))).toBe(false);
    expect(spansOverlap(span('06:00', '08:00'), span('20:00', '23:00'))).toBe(false);
  });

  it('names the other shift and the margin when refusing an accept, in plain characters for one SMS', () => {
    const text = OVERLAP_MESSAGES.accept('Barista at Harbor Cafe on Fri, Dec 4, 10:00 AM - 2:00 PM');
    expect(text).toContain('Barista at Harbor Cafe');
    expect(text).toContain('30 minutes');
    expect(text).toMatch(/^[\x20-\x7e]+$/);
  });
});

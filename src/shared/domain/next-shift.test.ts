import { describe, expect, it } from 'vitest';
import { nextBooking, soonestFirst } from './next-shift';

const NOW = new Date('2026-12-04T12:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();
const booking = (id: string, status: string, startIn: number, checkedOutAt: string | null = null) => ({
  id,
  status,
  checkedOutAt,
  shift: { startsAt: at(startIn), endsAt: at(startIn + 6) },
});

describe('nextBooking', () => {
  it('the soonest booking that has not ended, a shift under way included', () => {
    const later = booking('later', 'accepted', 30);
    const soon = booking('soon', 'accepted', 0.5);
    expect(nextBooking([later, soon, booking('offer', 'selected', 0.1)], NOW)?.id).toBe('soon');
    // Checked in two hours ago and still there: that is the next shift.
    expect(nextBooking([later, booking('now', 'checked_in', -2)], NOW)?.id).toBe('now');
  });

  it('none: ended, checked out, or not booked', () => {
    const ended = booking('ended', 'accepted', -7);
    const out = booking('out', 'checked_in', -7, at(-1));
    expect(nextBooking([ended, out, booking('applied', 'interested', 5)], NOW)).toBeNull();
  });
});

describe('soonestFirst', () => {
  it('orders by the shift start', () => {
    const list = [booking('b', 'accepted', 5), booking('a', 'accepted', 1), booking('c', 'accepted', 9)];
    expect(list.sort(soonestFirst).map((b) => b.id)).toEqual(['a', 'b', 'c']);
  });
});

import { describe, expect, it } from 'vitest';
import { badgeCount, timeLabel } from './time-label';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;

describe('timeLabel', () => {
  it.each([
    [0, 'Just now'],
    [HOUR - 1, 'Just now'],
    [HOUR, '1h ago'],
    [5.5 * HOUR, '5h ago'],
    [24 * HOUR - 1, '23h ago'],
    [24 * HOUR, 'Yesterday'],
    [48 * HOUR - 1, 'Yesterday'],
    [-5 * 60_000, 'Just now'],
  ])('%i ms ago → %s', (ms, label) => {
    expect(timeLabel(ago(ms), now)).toBe(label);
  });

  it('shows the date from 48 hours on, in the zone asked for', () => {
    expect(timeLabel(new Date('2026-11-03T15:00:00Z'), now, 'America/New_York')).toBe('Nov 3, 2026');
    expect(timeLabel(new Date('2026-11-04T02:00:00Z'), now, 'America/New_York')).toBe('Nov 3, 2026');
    expect(timeLabel(ago(48 * HOUR), now, 'UTC')).toBe('Nov 20, 2026');
  });

  it('accepts ISO strings and gives nothing for invalid dates', () => {
    expect(timeLabel('2026-11-22T09:00:00Z', now)).toBe('3h ago');
    expect(timeLabel('garbage', now)).toBe('');
  });
});

describe('badgeCount', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('%i → %j', (n, text) => {
    expect(badgeCount(n)).toBe(text);
  });
});

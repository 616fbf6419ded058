import { describe, expect, it } from 'vitest';
import { movedLabel } from './moved-label';

describe('movedLabel', () => {
  it('names days, hours and minutes, leaving out the empty ones', () => {
    expect(movedLabel(0)).toBe('0 min');
    expect(movedLabel(45)).toBe('45 min');
    expect(movedLabel(60)).toBe('1 h');
    expect(movedLabel(1440)).toBe('1 day');
    expect(movedLabel(2 * 1440 + 3 * 60 + 15)).toBe('2 days 3 h 15 min');
  });
});

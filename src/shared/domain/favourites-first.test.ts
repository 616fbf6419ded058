import { describe, expect, it } from 'vitest';
import { FAVOURITES_FIRST_HOURS, favouritesFirstRunning, favouritesFirstUntil } from './favourites-first';

describe("'Favourites first' window", () => {
  const posted = new Date('2026-03-01T10:00:00.000Z');

  it('is none for 0 hours, else the posting time plus the hours', () => {
    expect(favouritesFirstUntil(posted, 0)).toBeNull();
    expect(favouritesFirstUntil(posted, 2)?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(favouritesFirstUntil(posted, 24)?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(FAVOURITES_FIRST_HOURS).toEqual([0, 2, 12, 24]);
  });

  it('runs until its end instant, not at it', () => {
    const until = favouritesFirstUntil(posted, 12)!;
    expect(favouritesFirstRunning(until, new Date(until.getTime() - 1))).toBe(true);
    expect(favouritesFirstRunning(until, until)).toBe(false);
    expect(favouritesFirstRunning(null, posted)).toBe(false);
  });
});

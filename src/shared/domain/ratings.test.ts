import { describe, expect, it } from 'vitest';
import {
  invalidTags,
  isLiveRating,
  isRatingWindowOpen,
  ratingCounts,
  ratingLabel,
  ratingReminderTimes,
  ratingWindowEnd,
  shouldPublish,
} from './ratings';

const DAY = 24 * 60 * 60 * 1000;
const done = new Date('2026-06-01T15:00:00.000Z');
const plus = (ms: number) => new Date(done.getTime() + ms);

describe('the rating window', () => {
  it('is open for 7 days after completion, closed at its end and before any completion', () => {
    expect(ratingWindowEnd(done)).toEqual(plus(7 * DAY));
    expect(isRatingWindowOpen(done, done)).toBe(true);
    expect(isRatingWindowOpen(done, plus(7 * DAY - 1))).toBe(true);
    expect(isRatingWindowOpen(done, plus(7 * DAY))).toBe(false);
    expect(isRatingWindowOpen(null, done)).toBe(false);
  });

  it('reminds on days 1 and 5', () => {
    expect(ratingReminderTimes(done)).toEqual([plus(DAY), plus(5 * DAY)]);
  });
});

describe('visibility', () => {
  it('publishes when both rated, or the lone one at the window end; nothing without a rating', () => {
    expect(shouldPublish(['talent'], done, plus(DAY))).toBe(false);
    expect(shouldPublish(['manager'], done, plus(DAY))).toBe(false);
    expect(shouldPublish(['talent', 'manager'], done, plus(DAY))).toBe(true);
    expect(shouldPublish(['manager'], done, plus(7 * DAY))).toBe(true);
    expect(shouldPublish([], done, plus(8 * DAY))).toBe(false);
  });

  it('a rating is live once published and until staff remove it; between linked accounts it counts for nothing', () => {
    expect(isLiveRating({ publishedAt: null, hiddenAt: null })).toBe(false);
    expect(isLiveRating({ publishedAt: done, hiddenAt: null })).toBe(true);
    expect(isLiveRating({ publishedAt: done, hiddenAt: plus(DAY) })).toBe(false);
    expect(ratingCounts({ publishedAt: done, hiddenAt: null }, false)).toBe(true);
    expect(ratingCounts({ publishedAt: done, hiddenAt: null }, true)).toBe(false);
  });

  it('tags come from the rater’s own list', () => {
    expect(invalidTags('talent', ['Respectful', 'Paid on time'])).toEqual([]);
    expect(invalidTags('talent', ['Punctual'])).toEqual(['Punctual']);
    expect(invalidTags('manager', ['Would book again', 'Good breaks'])).toEqual(['Good breaks']);
  });

  it("labels the summary, or 'Ready to earn first rating!'", () => {
    expect(ratingLabel({ average: 4.8, count: 12 })).toBe('4.8 (12)');
    expect(ratingLabel({ average: 5, count: 1 })).toBe('5.0 (1)');
    expect(ratingLabel({ average: null, count: 0 })).toBe('Ready to earn first rating!');
  });
});

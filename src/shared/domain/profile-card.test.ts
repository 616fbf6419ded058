import { describe, expect, it } from 'vitest';
import {
  CARD_LIMITS,
  CERTIFICATIONS,
  cardHighlights,
  cardSkills,
  cardStamps,
  generateCardNumber,
  positionTitle,
  ratingLabel,
  ratingOutOfScale,
  truncate,
} from './profile-card';

describe('truncate', () => {
  it('cuts at n characters and adds an ellipsis only when cut', () => {
    expect(truncate('a'.repeat(120), CARD_LIMITS.bioChars)).toBe('a'.repeat(120));
    expect(truncate('a'.repeat(121), CARD_LIMITS.bioChars)).toBe(`${'a'.repeat(120)}…`);
    expect(truncate('Hello world', 6)).toBe('Hello…');
    expect(truncate(null, 80)).toBe('');
  });

  it('never splits an emoji', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('cardSkills', () => {
  it('shows four and counts the rest', () => {
    expect(cardSkills(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(cardSkills(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('cardStamps', () => {
  it('keeps the six newest, newest first, without touching the input', () => {
    const stamps = Array.from({ length: 8 }, (_, i) => ({ id: i, startDate: `2026-0${i + 1}-01` }));
    const input = [...stamps].reverse().concat({ id: 99, startDate: 'unknown' });
    const shown = cardStamps(input);
    expect(shown.map((s) => s.id)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(input[0]?.id).toBe(7);
    expect(
      cardStamps([{ startDate: 'unknown' }, { startDate: new Date('2020-01-01') }])[0]?.startDate,
    ).toBeInstanceOf(Date);
  });
});

describe('cardHighlights', () => {
  it('keeps three', () => {
    expect(cardHighlights(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(cardHighlights(null)).toEqual([]);
  });
});

describe('ratingLabel', () => {
  it('shows one decimal, or the first-rating text without ratings', () => {
    expect(ratingLabel(4.5)).toBe('4.5');
    expect(ratingLabel(4)).toBe('4.0');
    expect(ratingLabel(4.26)).toBe('4.3');
    expect(ratingLabel(null)).toBe('Ready to earn first rating!');
    expect(ratingLabel(0)).toBe('Ready to earn first rating!');
  });

  it('says out of what, on screen and to a screen reader', () => {
    expect(ratingOutOfScale(4.26)).toEqual({ shown: '4.3 / 5', spoken: 'Rated 4.3 out of 5' });
    expect(ratingOutOfScale(7)).toEqual({ shown: '5.0 / 5', spoken: 'Rated 5.0 out of 5' });
    expect(ratingOutOfScale(null)).toBeNull();
    expect(ratingOutOfScale(0)).toBeNull();
  });
});

describe('positionTitle', () => {
  it('uppercases or defaults to ASSOCIATE', () => {
    expect(positionTitle('Shift lead')).toBe('SHIFT LEAD');
    expect(positionTitle('  ')).toBe('ASSOCIATE');
    expect(positionTitle(null)).toBe('ASSOCIATE');
  });
});

describe('generateCardNumber', () => {
  it('pads to three digits', () => {
    expect(generateCardNumber(7)).toBe('TB-007');
    expect(generateCardNumber(999)).toBe('TB-999');
    expect(generateCardNumber((max) => max - 1)).toBe('TB-999');
  });

  it('refuses numbers outside 0-999', () => {
    expect(() => generateCardNumber(1000)).toThrow(RangeError);
    expect(() => generateCardNumber(-1)).toThrow(RangeError);
    expect(() => generateCardNumber(1.5)).toThrow(RangeError);
  });
});

describe('CERTIFICATIONS', () => {
  it('lists four', () => {
    expect(CERTIFICATIONS).toHaveLength(4);
  });
});

import { describe, expect, it } from 'vitest';
import { meetsGenericPasswordRule, passwordScore, passwordStrength } from './password';

describe('passwordScore', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcD', 2],
    ['abcD1', 3],
    ['abcD1!', 4],
    ['abcD1!abcdef', 5],
    ['aaaaaaaaaaaa', 2],
    ['correct horse', 2],
    ['ÉCOLE', 1],
  ])('%j scores %i', (pw, score) => {
    expect(passwordScore(pw)).toBe(score);
  });
});

describe('passwordStrength', () => {
  it('is Weak at 2 or less, Good at 3, Strong above', () => {
    expect(passwordStrength('abcD')).toEqual({ score: 2, label: 'Weak' });
    expect(passwordStrength('abcD1')).toEqual({ score: 3, label: 'Good' });
    expect(passwordStrength('abcD1!')).toEqual({ score: 4, label: 'Strong' });
  });
});

describe('meetsGenericPasswordRule', () => {
  it('needs 8 characters and 3 of 5 criteria', () => {
    expect(meetsGenericPasswordRule('abcD1')).toBe(false);
    expect(meetsGenericPasswordRule('abcdefgh')).toBe(false);
    expect(meetsGenericPasswordRule('abcdefG1')).toBe(true);
    expect(meetsGenericPasswordRule('abcdefghijk1')).toBe(true);
  });
});

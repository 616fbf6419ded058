import { describe, expect, it } from 'vitest';
import { smsSafeText } from './safe-text';

describe('smsSafeText', () => {
  it.each([
    'https://evil.example/claim',
    'HTTP://EVIL.EXAMPLE',
    'www.bad.example',
    'Visit x.com now',
    'bit.ly/abc',
    'evil . example',
    'pay at 10.0.0.1',
    'mail me: boss@evil.example',
    'hxxp://evil.example',
  ])('%j carries no link', (input) => {
    const out = smsSafeText(input, 80);
    expect(out).not.toMatch(/:\/\/|www\.|\w\.\w|\w\s*\.\s*(com|example|ly)\b|@|\//i);
  });

  it.each(['call +1 (800) 555-0199 now', 'call 800.555.0199', 'text 8005550199', '555-0199 4 help'])(
    '%j carries no number to call',
    (input) => {
      expect(smsSafeText(input, 80)).not.toMatch(/\d{3}\D{0,3}\d{4}/);
    },
  );

  it('keeps ordinary names, titles and addresses as written', () => {
    expect(smsSafeText('Harbor Street Bistro', 40)).toBe('Harbor Street Bistro');
    expect(smsSafeText("Joe's Diner & Grill", 40)).toBe("Joe's Diner & Grill");
    expect(smsSafeText('12 Harbor Street, Baltimore, MD 21202', 60)).toBe(
      '12 Harbor Street, Baltimore, MD 21202',
    );
    // A dot followed by a word could be a host name ("St. Baltimore" ~ "st.baltimore"): it goes, the words stay.
    expect(smsSafeText('12 Harbor St. Baltimore', 60)).toBe('12 Harbor St Baltimore');
    expect(smsSafeText('Line Cook', 40)).toBe('Line Cook');
  });

  it('removes bidi overrides, zero-width and control characters, and shortens', () => {
    expect(smsSafeText('Bis\u202Etro\u200B\u0000 Cafe', 40)).toBe('Bistro Cafe');
    expect(smsSafeText('A very long business name that keeps going', 20)).toBe('A very long busin...');
    expect(smsSafeText('A very long business name', 20).length).toBeLessThanOrEqual(20);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  displayPhone,
  formatPhoneAsYouType,
  nationalPhone,
  PHONE_DIGITS_MESSAGE,
  PREMIUM_NUMBER_MESSAGE,
  toE164,
  toNationalDigits,
  US_MOBILE_MESSAGE,
  US_ONLY_MESSAGE,
  usPhoneProblem,
} from './phone';

const tenDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 });

describe('formatting', () => {
  it('formats ten digits in both spec styles', () => {
    expect(displayPhone('5551234567', 'compact')).toBe('(555)123-4567');
    expect(displayPhone('5551234567', 'spaced')).toBe('(555) 123-4567');
    expect(displayPhone('(555) 123-4567', 'compact')).toBe('(555)123-4567');
  });

  it('returns anything but a US number unchanged', () => {
    expect(displayPhone('555123456', 'compact')).toBe('555123456');
    expect(displayPhone('55512345678', 'spaced')).toBe('55512345678');
    expect(displayPhone(null, 'spaced')).toBe('');
  });

  it('gives the API its 10 digits for a stored phone (one idiom for E.164 → national)', () => {
    expect(nationalPhone('+15551234567')).toBe('5551234567');
    expect(nationalPhone('5551234567')).toBe('5551234567');
    expect(nationalPhone(null)).toBe('');
    expect(nationalPhone('')).toBe('');
    expect(nationalPhone('+447700900123')).toBe('+447700900123');
  });

  it('formats progressively while typing', () => {
    const typed = '5551234567'
      .split('')
      .map((_, i) => formatPhoneAsYouType('5551234567'.slice(0, i + 1), 'spaced'));
    expect(typed).toEqual([
      '5',
      '55',
      '555',
      '(555) 1',
      '(555) 12',
      '(555) 123',
      '(555) 123-4',
      '(555) 123-45',
      '(555) 123-456',
      '(555) 123-4567',
    ]);
    expect(formatPhoneAsYouType('5551234', 'compact')).toBe('(555)123-4');
  });

  it('stops at ten digits and drops a pasted +1', () => {
    expect(formatPhoneAsYouType('(555) 123-45678', 'spaced')).toBe('(555) 123-4567');
    expect(formatPhoneAsYouType('+1 555 123 4567', 'compact')).toBe('(555)123-4567');
    expect(formatPhoneAsYouType('abc', 'compact')).toBe('');
  });

  it('round-trips any ten digits through every format', () => {
    fc.assert(
      fc.property(tenDigits, (d) => {
        expect(digitsOnly(displayPhone(d, 'compact'))).toBe(d);
        expect(toNationalDigits(displayPhone(d, 'spaced'))).toBe(d);
        expect(toE164(displayPhone(d, 'compact'))).toBe(`+1${d}`);
        expect(displayPhone(`+1${d}`, 'compact')).toBe(displayPhone(d, 'compact'));
        expect(nationalPhone(`+1${d}`)).toBe(d);
        expect(formatPhoneAsYouType(d, 'spaced')).toBe(displayPhone(d, 'spaced'));
      }),
    );
  });

  it('is idempotent while typing and never keeps more than ten digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('compact' as const, 'spaced' as const), (input, style) => {
        const once = formatPhoneAsYouType(input, style);
        expect(formatPhoneAsYouType(once, style)).toBe(once);
        expect(digitsOnly(once).length).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe('toE164', () => {
  it.each([
    ['5551234567', '+15551234567'],
    ['(555)123-4567', '+15551234567'],
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['  555 123 4567 ', '+15551234567'],
    ['15551234567', '+15551234567'],
    ['+1 (555) 123-4567', '+15551234567'],
  ])('accepts %j', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each([
    ['555123456', '9 digits'],
    ['25551234567', '11 digits not starting with 1'],
    ['155512345678', '12 digits'],
    ['555-CALL-NOW', 'letters'],
    ['5551234567x', 'a trailing letter'],
    ['555123456７', 'a full-width digit'],
    ['+5551234567', 'a plus without country code 1'],
    ['1+5551234567', 'a plus in the middle'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('displayPhone', () => {
  it('shows E.164 and bare digits in the asked style', () => {
    expect(displayPhone('+15551234567', 'spaced')).toBe('(555) 123-4567');
    expect(displayPhone('5551234567', 'compact')).toBe('(555)123-4567');
  });

  it('shows unrecognised values as stored and missing ones as empty', () => {
    expect(displayPhone('+442071234567', 'spaced')).toBe('+442071234567');
    expect(displayPhone(null, 'spaced')).toBe('');
    expect(displayPhone(undefined, 'compact')).toBe('');
  });
});

describe('usPhoneProblem (US numbers only, properly)', () => {
  it.each(['(301) 555-0142', '+1 240 555 0199', '2025550100', '(415) 867-5310', '(555) 234-5678'])(
    '%s may be texted',
    (phone) => expect(usPhoneProblem(phone)).toBeNull(),
  );
  it.each([
    '(000) 555-0142',
    '(123) 456-7890',
    '(301) 055-0142',
    '(301) 155-0142',
    '(911) 555-0142',
    '(301) 411-0142',
  ])('%s is not a valid NANP number', (phone) => expect(usPhoneProblem(phone)).toBe(US_MOBILE_MESSAGE));
  it.each([
    '(876) 555-0142',
    '(809) 555-0142',
    '(829) 555-0142',
    '(849) 555-0142',
    '(416) 555-0142',
    '(242) 555-0142',
  ])('%s is outside the United States', (phone) => expect(usPhoneProblem(phone)).toBe(US_ONLY_MESSAGE));
  it.each(['(900) 555-0142', '(301) 976-0142', '(800) 555-1212', '(888) 555-0142'])(
    '%s is a premium, toll-free or service number',
    (phone) => expect(usPhoneProblem(phone)).toBe(PREMIUM_NUMBER_MESSAGE),
  );
  it.each(['555-0142', '+44 20 7946 0958', 'call me'])('%s is not ten digits', (phone) =>
    expect(usPhoneProblem(phone)).toBe(PHONE_DIGITS_MESSAGE),
  );
});

// Phones are stored as E.164 and shown in the spec's two styles (ARCHITECTURE §1 "Phones", spec §9).

export type PhoneStyle = 'compact' | 'spaced';

export const PHONE_DIGITS_MESSAGE = 'Phone number must be 10 digits';

const PHONE_CHARACTERS = /^[\d\s().+-]*$/;

export function digitsOnly(s: string): string {
  return s.replace(/\D/g, '');
}

function format(digits: string, style: PhoneStyle): string {
  const gap = style === 'spaced' ? ' ' : '';
  return `(${digits.slice(0, 3)})${gap}${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

/** "(XXX)XXX-XXXX", used on profiles. Returns the input unchanged unless it holds exactly 10 digits. */
export function formatPhoneCompact(digits10: string): string {
  const digits = digitsOnly(digits10);
  return digits.length === 10 ? format(digits, 'compact') : digits10;
}

/** "(XXX) XXX-XXXX", used in the shift form and for the manager's mobile. */
export function formatPhoneSpaced(digits10: string): string {
  const digits = digitsOnly(digits10);
  return digits.length === 10 ? format(digits, 'spaced') : digits10;
}

/**
 * Formats while the user types. Fewer than four digits stay bare so that backspacing over
 * a ")" never gets stuck; a pasted "+1 …" loses its country code.
 */
export function formatPhoneAsYouType(input: string, style: PhoneStyle): string {
  let digits = digitsOnly(input);
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length < 4) return digits;
  const gap = style === 'spaced' ? ' ' : '';
  if (digits.length < 7) return `(${digits.slice(0, 3)})${gap}${digits.slice(3)}`;
  return format(digits, style);
}

/** US numbers only: 10 digits, or 11 starting with 1. Letters or other symbols give null. */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const plusCount = (trimmed.match(/\+/g) ?? []).length;
  if (plusCount > 1 || (plusCount === 1 && !trimmed.startsWith('+'))) return null;
  const digits = digitsOnly(trimmed);
  if (digits.length === 10 && plusCount === 0) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** The 10-digit national number of a valid US phone, or null. */
export function toNationalDigits(input: string): string | null {
  return toE164(input)?.slice(2) ?? null;
}

/** Shows a stored phone (E.164 or bare digits); anything unrecognised is returned as stored. */
export function displayPhone(e164OrDigits: string | null | undefined, style: PhoneStyle): string {
  if (!e164OrDigits) return '';
  const national = toNationalDigits(e164OrDigits);
  return national ? format(national, style) : e164OrDigits;
}

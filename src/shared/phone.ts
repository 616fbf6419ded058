// Phones are stored as E.164 and shown in two styles (docs/product/profiles.md, "Phone numbers").

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

/**
 * The 10 digits the API sends for a stored phone (E.164 in the database, docs/product/profiles.md); no phone gives
 * '', and anything unrecognised is returned as stored rather than lost.
 */
export function nationalPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return toNationalDigits(stored) ?? stored;
}

/**
 * Shows a phone (E.164, bare digits or already formatted) in one of the spec's styles: 'compact' "(XXX)XXX-XXXX" on
 * profiles, 'spaced' "(XXX) XXX-XXXX" in the shift form and for the manager's mobile. Anything unrecognised is
 * returned as given.
 */
export function displayPhone(e164OrDigits: string | null | undefined, style: PhoneStyle): string {
  if (!e164OrDigits) return '';
  const national = toNationalDigits(e164OrDigits);
  return national ? format(national, style) : e164OrDigits;
}

export const US_MOBILE_MESSAGE = "Enter a US mobile number (area code and exchange can't start with 0 or 1)";
export const US_ONLY_MESSAGE =
  'Enter a US mobile number: numbers outside the United States are not supported';
export const PREMIUM_NUMBER_MESSAGE =
  'Enter a US mobile number: premium, toll-free and service numbers are not supported';

// Every +1 number used to count as "US", so texts went to Jamaica, the Dominican Republic and
// +1 900. The North American Numbering Plan also covers Canada and 20-odd Caribbean and Atlantic countries;
// their area codes are refused here. A denylist rather than a list of US codes, because new US overlay codes
// appear every year and an allowlist would refuse real customers; an unassigned code cannot be reached, so it
// costs nothing (docs/decisions/012-sms-safety.md).
// biome-ignore format: a table of codes reads better packed.
const NON_US_AREA_CODES = new Set([
  // Canada
  '204', '226', '236', '249', '250', '257', '263', '273', '289', '306', '343', '354', '365', '367', '368',
  '382', '387', '403', '416', '418', '428', '431', '437', '438', '450', '460', '468', '474', '506', '514',
  '519', '537', '548', '568', '579', '581', '584', '587', '600', '604', '613', '622', '633', '639', '644',
  '647', '655', '672', '677', '683', '688', '705', '709', '742', '753', '778', '780', '782', '807', '819',
  '825', '867', '873', '879', '902', '905', '942',
  // Caribbean and Atlantic countries and territories
  '242', '246', '264', '268', '284', '340', '345', '441', '473', '649', '658', '664', '721', '758', '767',
  '784', '787', '809', '829', '849', '868', '869', '876', '939',
  // Pacific territories
  '670', '671', '684',
]);

// Not a person's phone: premium (900), toll-free (8YY), personal/non-geographic (5XX ERCs, 700), government (710).
// biome-ignore format: a table of codes reads better packed.
const SERVICE_AREA_CODES = new Set([
  '500', '521', '522', '523', '524', '525', '526', '527', '528', '529', '530', '531', '532', '533', '544',
  '566', '577', '588', '700', '710', '800', '833', '844', '855', '866', '877', '888', '900',
]);

/**
 * Why a phone cannot be texted, or null when it is a US number we may text: ten digits (or
 * +1 and ten), area code and exchange starting 2-9 and not N11 (211…911), not a premium 976 exchange, and an
 * area code of the United States. The one rule behind the form fields and the SMS service.
 */
export function usPhoneProblem(input: string): string | null {
  const national = toNationalDigits(input);
  if (!national) return PHONE_DIGITS_MESSAGE;
  const area = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  const n11 = (code: string) => code[1] === '1' && code[2] === '1';
  if (/^[01]/.test(area) || /^[01]/.test(exchange) || n11(area) || n11(exchange)) return US_MOBILE_MESSAGE;
  if (NON_US_AREA_CODES.has(area)) return US_ONLY_MESSAGE;
  if (SERVICE_AREA_CODES.has(area) || exchange === '976') return PREMIUM_NUMBER_MESSAGE;
  return null;
}

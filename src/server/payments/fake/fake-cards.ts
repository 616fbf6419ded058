/**
 * The provider's test cards (docs: "Test card numbers"), the same in the fake and in the provider's test mode, so a
 * test written against one holds against the other (product-next.md §1).
 */
export type CardOutcome =
  | { saved: false; message: string; code: string; declineCode?: string }
  | { saved: true; brand: string; last4: string; failsAtCharge?: 'insufficient_funds' };

const DECLINED_AT_SETUP = new Set(['4000000000000002']);
const FAILS_AT_CHARGE = new Set(['4000000000009995']);

export function cardOutcome(input: string): CardOutcome {
  const number = input.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number))
    return { saved: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  if (DECLINED_AT_SETUP.has(number))
    return {
      saved: false,
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    };
  return {
    saved: true,
    brand: brandOf(number),
    last4: number.slice(-4),
    ...(FAILS_AT_CHARGE.has(number) ? { failsAtCharge: 'insufficient_funds' as const } : {}),
  };
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

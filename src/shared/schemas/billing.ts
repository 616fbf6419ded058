// The business's payment method (docs/product/payments.md, "Billing"): the card on file, shown by brand and last four.
import { z } from 'zod';

export const SESSION_ID_REQUIRED = 'The setup session is missing. Start again with Add payment method.';
export const SESSION_ID_INVALID = 'That is not a setup session id. Start again with Add payment method.';

export const confirmPaymentMethodSchema = z.object({
  sessionId: z
    .string({ error: SESSION_ID_REQUIRED })
    .trim()
    .min(1, SESSION_ID_REQUIRED)
    .max(200, SESSION_ID_INVALID)
    // The provider's ids are letters, digits and underscores; anything else (a NUL byte, a path) names no session.
    .regex(/^[A-Za-z0-9_]*$/, SESSION_ID_INVALID),
});
export type ConfirmPaymentMethodInput = z.infer<typeof confirmPaymentMethodSchema>;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'Visa •••• 4242': the provider's brand code in its own spelling, and the last four digits. */
export function paymentMethodLabel(method: { brand: string; last4: string }): string {
  const brand = BRAND_NAMES[method.brand] ?? method.brand.charAt(0).toUpperCase() + method.brand.slice(1);
  return `${brand} •••• ${method.last4}`;
}

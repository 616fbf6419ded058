import { AppError } from '../../lib/app-error';
import type { PaymentFailure } from '../../payments/payments-port';

export const PAYMENTS_DISABLED_MESSAGE =
  'Payments are settled outside TalentBridge on this server, so there is no payment method to add here.';
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payments provider could not be reached. Please try again in a minute.';

/** A provider's refusal as the answer the manager reads (docs/product/payments.md, "Billing"). */
export function billingError(failure: PaymentFailure): AppError {
  if (failure.reason === 'disabled') return new AppError('CONFLICT', PAYMENTS_DISABLED_MESSAGE);
  if (failure.reason === 'unavailable') return new AppError('BAD_GATEWAY', PROVIDER_UNAVAILABLE_MESSAGE);
  return new AppError('BAD_REQUEST', failure.message);
}

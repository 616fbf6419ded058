import { AppError } from '../../lib/app-error';
import type { PaymentFailure } from '../../payments/payments-port';

export const PAYOUTS_DISABLED_MESSAGE =
  'Pay is settled outside TalentBridge on this server, so there are no payouts to set up here.';
export const PAYOUTS_UNAVAILABLE_MESSAGE =
  'The payments provider could not be reached. Please try again in a minute.';

/** A provider's refusal as the answer the worker reads (docs/product/payments.md, "Get paid"). */
export function payoutError(failure: Pick<PaymentFailure, 'reason'> & { message?: string }): AppError {
  if (failure.reason === 'disabled') return new AppError('CONFLICT', PAYOUTS_DISABLED_MESSAGE);
  if (failure.reason === 'unavailable') return new AppError('BAD_GATEWAY', PAYOUTS_UNAVAILABLE_MESSAGE);
  return new AppError('BAD_REQUEST', failure.message ?? PAYOUTS_UNAVAILABLE_MESSAGE);
}

import { and, eq } from 'drizzle-orm';
import type { ConfirmPaymentMethodInput } from '../../../shared/schemas/billing';
import type { BillingStateDto } from '../../../shared/schemas/responses/billing';
import type { AppContext } from '../../context';
import { billingCustomers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { keepSavedCard } from './keep-saved-card';
import { billingError } from './payment-failure';

export const UNKNOWN_SETUP_MESSAGE =
  'No card setup of yours has that id. Start again with Add payment method.';
export const NOT_SAVED_MESSAGE =
  'The card was not saved yet. Enter it on the payment page and choose Save card.';

/**
 * The return from the hosted page (docs/product/payments.md, "Billing"): reads the card the provider saved for the
 * manager's own last session and keeps its brand and last four. Asking again for the same session answers the same
 * state, so a reload of /billing?setup=… is harmless. A declined card never gets here: the hosted page refuses it.
 */
export async function confirmPaymentMethod(
  ctx: AppContext,
  managerId: string,
  input: ConfirmPaymentMethodInput,
): Promise<BillingStateDto> {
  const [own] = await ctx.db
    .select({ managerUserId: billingCustomers.managerUserId })
    .from(billingCustomers)
    .where(
      and(
        eq(billingCustomers.managerUserId, managerId),
        eq(billingCustomers.pendingSetupSessionId, input.sessionId),
      ),
    )
    .limit(1);
  if (!own) throw new AppError('NOT_FOUND', UNKNOWN_SETUP_MESSAGE);
  const saved = await keepSavedCard(ctx, managerId, input.sessionId);
  if (!saved.ok) throw billingError(saved);
  if (!saved.method) throw new AppError('CONFLICT', NOT_SAVED_MESSAGE);
  return { paymentMethod: { brand: saved.method.brand, last4: saved.method.last4 }, settledOutside: false };
}

import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { billingCustomers } from '../../db/schema';
import { retryRefusedCharges } from '../../money/charge';
import { retryRefusedHolds } from '../../money/hold';
import type { PaymentResult, SavedPaymentMethod } from '../../payments/payments-port';

/**
 * Reads the card a setup session saved and keeps its brand, last four and the provider's payment method id on the
 * manager's billing row. One way for both arrivals of the same fact: the manager's return from the hosted page
 * (POST /api/billing/payment-method/confirm) and the provider's `payment_method_saved` event (the webhook), whichever
 * comes first; the other writes the same values again. `method` is null while the session has no card yet.
 */
export async function keepSavedCard(
  ctx: AppContext,
  managerId: string,
  setupSessionId: string,
): Promise<PaymentResult<{ method: SavedPaymentMethod | null }>> {
  const saved = await ctx.services.payments.readSavedPaymentMethod({ setupSessionId });
  if (!saved.ok || !saved.method) return saved;
  const { paymentMethodId, brand, last4 } = saved.method;
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(billingCustomers)
      .set({ paymentMethodId, brand, last4 })
      .where(
        and(
          eq(billingCustomers.managerUserId, managerId),
          sql`${billingCustomers.paymentMethodId} IS DISTINCT FROM ${paymentMethodId}`,
        ),
      )
      .returning({ managerUserId: billingCustomers.managerUserId });
    // A new card: what the old one refused is charged to it at once (docs/product/payments.md, "Charges and payouts").
    if (changed) {
      await retryRefusedCharges(tx, ctx, managerId);
      await retryRefusedHolds(tx, ctx, managerId);
    }
  });
  return saved;
}

// The demo business's card (docs/product/payments.md, "Demo money"): the demo's seed only, never production.
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { billingCustomers } from '../../db/schema';
import type { PaymentFailure } from '../../payments/payments-port';
import { customerIdOf } from './start-payment-method-setup';

/** The call's idempotency key: one test card per business, whatever the number of tries. */
export const demoCardKey = (managerId: string) => `billing-test-card:${managerId}`;

/**
 * Saves the provider's test Visa 4242 as the manager's card, through the payments port (`saveTestCard`, refused on a
 * live key), with the customer made as 'Add payment method' makes it. A business with a card already keeps it; a
 * repeat after a crash is the same call. Answers the provider's refusal, or null when the card is on file.
 */
export async function saveDemoCard(
  ctx: AppContext,
  manager: Pick<SessionUser, 'id' | 'email' | 'name' | 'companyName'>,
): Promise<PaymentFailure | null> {
  if (ctx.config.isProduction) throw new Error('The demo card is never saved in production.');
  const [row] = await ctx.db
    .select({ paymentMethodId: billingCustomers.paymentMethodId })
    .from(billingCustomers)
    .where(eq(billingCustomers.managerUserId, manager.id));
  if (row?.paymentMethodId) return null;
  const customerId = await customerIdOf(ctx, manager);
  const saved = await ctx.services.payments.saveTestCard({
    customerId,
    idempotencyKey: demoCardKey(manager.id),
  });
  if (!saved.ok) return saved;
  // A new business has no refused charge or hold for a new card to retry (keep-saved-card.ts does that on /billing).
  const { paymentMethodId, brand, last4 } = saved.method;
  await ctx.db
    .update(billingCustomers)
    .set({ paymentMethodId, brand, last4 })
    .where(and(eq(billingCustomers.managerUserId, manager.id), isNull(billingCustomers.paymentMethodId)));
  return null;
}

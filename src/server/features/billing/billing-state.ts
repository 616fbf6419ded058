import { eq } from 'drizzle-orm';
import type { BillingStateDto } from '../../../shared/schemas/responses/billing';
import type { AppContext } from '../../context';
import { billingCustomers } from '../../db/schema';

/** The manager's card on file, or null, and whether this server settles payments outside (docs/product/payments.md, "Billing"). */
export async function billingState(ctx: AppContext, managerId: string): Promise<BillingStateDto> {
  const [row] = await ctx.db
    .select({ brand: billingCustomers.brand, last4: billingCustomers.last4 })
    .from(billingCustomers)
    .where(eq(billingCustomers.managerUserId, managerId))
    .limit(1);
  return {
    paymentMethod: row?.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null,
    settledOutside: ctx.services.payments.name === 'disabled',
  };
}

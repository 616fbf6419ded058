// Answers of the Billing routes (docs/product/payments.md, "Billing"): the card on file, shown by brand and last four,
// and the provider's hosted page to add one.
import { z } from 'zod';

export const billingStateSchema = z.object({
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** This server moves no money (PAYMENTS_PROVIDER=disabled): the ledger still records what is owed. */
  settledOutside: z.boolean(),
});
export type BillingStateDto = z.infer<typeof billingStateSchema>;

export const paymentMethodSetupSchema = z.object({ url: z.string().url() });

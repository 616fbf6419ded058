// Answers of the worker's payout routes (docs/product/payments.md, "Get paid").
import { z } from 'zod';

export const PAYOUT_STATUSES = ['not_started', 'incomplete', 'ready', 'disabled'] as const;

export const payoutStateSchema = z.object({
  /**
   * not_started: no payout account yet; incomplete: onboarding begun and not finished (or the provider wants more);
   * ready: payouts on; disabled: this server settles pay outside TalentBridge.
   */
  status: z.enum(PAYOUT_STATUSES),
  /** Approved pay the platform holds for the worker and has not sent yet, in cents. */
  waitingCents: z.number().int().nonnegative(),
});
export type PayoutStateDto = z.infer<typeof payoutStateSchema>;

export const payoutSetupSchema = z.object({ url: z.string().url() });

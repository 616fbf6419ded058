// Answers of the receipts and statements routes (docs/product/payments.md, "Receipts and statements"). Money is
// integer cents; instants are ISO strings.
import { z } from 'zod';

const instant = z.string();
const cents = z.number().int().nonnegative();

/** The shift a movement paid for, as both sides' lists name it. */
const shiftOf = z.object({
  id: z.string(),
  title: z.string(),
  businessName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

/**
 * What a charge or payout is for: an approved timesheet's pay, or a business's late cancellation compensation (no
 * hours, no fee; docs/product/payments.md, "Late cancellation compensation").
 */
const purpose = z.enum(['work', 'compensation']);

/** One row of the business's 'Charges': pay + fee for one approved timesheet, or one late cancellation's compensation. */
export const chargeRowSchema = z.object({
  id: z.string(),
  purpose,
  /** When the charge was recorded (the approval); `chargedAt` once the card was charged. */
  createdAt: instant,
  chargedAt: instant.nullable(),
  shift: shiftOf,
  workerName: z.string(),
  /** The approved timesheet's worked minutes; null for a compensation, which pays for no hours. */
  workedMinutes: z.number().int().nonnegative().nullable(),
  payCents: cents,
  feeCents: cents,
  feeBps: z.number().int().nonnegative(),
  totalCents: cents,
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** What the last refusal said, while the charge is not paid. */
  failure: z.string().nullable(),
});
export type ChargeRowDto = z.infer<typeof chargeRowSchema>;

export const chargesPageSchema = z.object({
  charges: z.array(chargeRowSchema),
  nextCursor: z.string().nullable(),
});
export type ChargesPageDto = z.infer<typeof chargesPageSchema>;

/** The printable receipt of one charge. */
export const receiptSchema = chargeRowSchema.extend({
  business: z.object({ name: z.string(), contactName: z.string(), email: z.string() }),
  /** The provider's payment id, once charged. */
  providerReference: z.string().nullable(),
  /** The approved timesheet charged; null for a compensation. */
  timesheetId: z.string().nullable(),
  /**
   * What an operations decision changed after the charge (docs/product/payments.md, "Corrections"): a refund of
   * lowered pay or an extra charge of raised pay, each with its pay and fee parts, oldest first.
   */
  corrections: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['refund', 'extra_charge']),
      payCents: cents,
      feeCents: cents,
      amountCents: cents,
      status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
      createdAt: instant,
      doneAt: instant.nullable(),
    }),
  ),
});
export type ReceiptDto = z.infer<typeof receiptSchema>;

/** One of the worker's 'Payouts'. */
export const payoutRowSchema = z.object({
  id: z.string(),
  /** 'correction': the extra payout of a raised pay (docs/product/payments.md, "Corrections"). */
  purpose: z.enum(['work', 'compensation', 'correction']),
  createdAt: instant,
  sentAt: instant.nullable(),
  amountCents: cents,
  speed: z.enum(['instant', 'standard']).nullable(),
  status: z.enum(['waiting', 'pending', 'sent', 'failed']),
  arrivesAt: instant.nullable(),
  arrivedAt: instant.nullable(),
  shift: shiftOf,
});
export type PayoutRowDto = z.infer<typeof payoutRowSchema>;

export const payoutsPageSchema = z.object({
  payouts: z.array(payoutRowSchema),
  nextCursor: z.string().nullable(),
});
export type PayoutsPageDto = z.infer<typeof payoutsPageSchema>;

/** The worker's 'Paid out', 'Pending' and 'Tax summary <year>'. */
export const earningsStatementSchema = z.object({
  /** This server settles pay outside TalentBridge: no payouts, nothing to show. */
  settledOutside: z.boolean(),
  paidOutCents: cents,
  pendingCents: cents,
  taxYear: z.object({
    year: z.number().int(),
    paidCents: cents,
    payoutCount: z.number().int().nonnegative(),
    thresholdCents: cents,
    /** The year's payments reached the 1099-NEC threshold. */
    reached: z.boolean(),
    sentence: z.string(),
  }),
});
export type EarningsStatementDto = z.infer<typeof earningsStatementSchema>;

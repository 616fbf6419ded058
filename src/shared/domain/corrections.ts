// Card disputes and corrections of approved pay (docs/product/payments.md, "Card disputes" and "Corrections";
// product-next §1 "Corrections"). Pure and shared: the server's statuses and the words both sides and staff read.

/** open → evidence_sent ('Evidence sent') or lost ('Accept the loss'), decided by staff in the 'Card disputes' queue. */
export type CardDisputeStatus = 'open' | 'evidence_sent' | 'lost';

/** Which way an operations decision moved approved pay: a refund to the business, or an extra charge. */
export type CorrectionDirection = 'lower' | 'higher';

/**
 * What the correction does on the worker's side: the payout not sent yet is reduced or raised to the new pay; a
 * payout already on its way stays as it was, the platform absorbing a lower pay or an extra payout sending the
 * difference of a higher one. Never clawed back (product-next §0).
 */
export type CorrectionWorkerSide = 'payout_reduced' | 'payout_raised' | 'absorbed' | 'extra_payout';

/**
 * The business's side, in the correction's job: pending → succeeded (refunded or charged), failed (the provider
 * refused; support takes over), or cancelled (a refund of a charge that never went through: nothing to give back).
 */
export type CorrectionStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

/** An extra payout of a raised pay: pending → sent, or failed. */
export type CorrectionPayoutStatus = 'pending' | 'sent' | 'failed';

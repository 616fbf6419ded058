// A card dispute (chargeback) reported by the provider (docs/product/payments.md, "Card disputes"; product-next §1
// "Corrections"): one row per provider dispute id however often and in whatever order it is delivered, the withdrawn
// amount in the ledger, the business told, and a 'Card disputes' item in the console. The worker's pay is not touched.
import { and, eq } from 'drizzle-orm';
import { dollars } from '../../shared/marketplace/cancellation-messages';
import { shiftLine } from '../booking/cancellation-notices';
import type { AppContext } from '../context';
import { cardDisputes, moneyMovements } from '../db/schema';
import { createNotification } from '../notifications/create-notification';
import { postDisputeOpened } from './correction-ledger';
import { shiftOfMovement } from './movements';

export type DisputeOpened = {
  disputeId: string;
  paymentId: string;
  amountCents: number;
  reason: string;
  occurredAt: Date;
};

/** The reason as the provider names it ('product_not_received'), in words ('product not received'). */
export const disputeReasonLabel = (reason: string) => reason.replaceAll('_', ' ') || 'no reason given';

export async function recordCardDispute(ctx: AppContext, event: DisputeOpened): Promise<void> {
  if (event.amountCents <= 0) return;
  await ctx.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(moneyMovements)
      .where(and(eq(moneyMovements.providerObjectId, event.paymentId), eq(moneyMovements.kind, 'charge')))
      .limit(1);
    const [dispute] = await tx
      .insert(cardDisputes)
      .values({
        providerDisputeId: event.disputeId,
        providerPaymentId: event.paymentId,
        chargeMovementId: charge?.id ?? null,
        amountCents: event.amountCents,
        reason: event.reason,
        openedAt: event.occurredAt,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!dispute) return;
    const money = charge
      ? { shiftId: charge.shiftId, applicationId: charge.applicationId, timesheetId: charge.timesheetId }
      : null;
    await postDisputeOpened(
      tx,
      dispute,
      money,
      `Card dispute ${event.disputeId} opened (${event.reason}) on payment ${event.paymentId}`,
      ctx.now(),
    );
    if (!charge) return;
    const line = shiftLine(await shiftOfMovement(tx, charge));
    await createNotification(tx, {
      recipientId: charge.managerId,
      type: 'card_dispute_opened',
      title: 'Card dispute opened',
      message: `Your bank disputed ${dollars(event.amountCents)} charged for ${line} (${disputeReasonLabel(event.reason)}). Our operations team reviews it with the timesheet, the approval and the notes, and writes to you with the outcome. The worker's pay is not affected.`,
      data: { shiftId: charge.shiftId, timesheetId: charge.timesheetId },
    });
  });
}

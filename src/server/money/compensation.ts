// A business's late cancellation compensation, charged and paid out as approved pay is (docs/product/payments.md,
// "Late cancellation compensation"; product-next §1, "Charge at approval": "A business's late cancellation
// compensation is charged the same way when it is recorded").
import type { AppContext } from '../context';
import { moneyMovements } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { CHARGE_KIND } from './charge';
import { releaseHolds } from './hold';

export type CompensationOwed = {
  shiftId: string;
  managerId: string;
  applicationId: string;
  workerId: string;
  amountCents: number;
  at: Date;
};

/**
 * In the transaction that records the compensation as owed (booking-change.ts, recordLateCancellation): the charge
 * of the compensation, with no fee (the worker is owed it; the platform does not profit from a cancellation), and
 * the 'money-charge' job due at once. From there it is the approval's charge: captured from the booking's hold when
 * one holds (the cancellation left it in place for this), else the saved card; a refusal tried again after 1 h and
 * 24 h with the platform advancing the worker's money; then the worker's payout. Once per booking; nothing on a
 * server that settles payments outside TalentBridge, and nothing but the hold's release when nothing is owed.
 */
export async function startCompensationCharge(
  tx: Tx,
  ctx: AppContext,
  owed: CompensationOwed,
): Promise<void> {
  if (ctx.services.payments.name === 'disabled') return;
  if (owed.amountCents <= 0) return releaseHolds(tx, ctx, owed.applicationId, owed.at);
  const [m] = await tx
    .insert(moneyMovements)
    .values({
      kind: 'charge',
      purpose: 'compensation',
      timesheetId: null,
      applicationId: owed.applicationId,
      shiftId: owed.shiftId,
      managerId: owed.managerId,
      workerId: owed.workerId,
      payCents: owed.amountCents,
      feeCents: 0,
      feeBps: 0,
      amountCents: owed.amountCents,
      status: 'pending',
      createdAt: owed.at,
    })
    .onConflictDoNothing()
    .returning({ id: moneyMovements.id });
  if (m) await ctx.services.scheduler.schedule(tx, { kind: CHARGE_KIND, subjectId: m.id, runAt: owed.at });
}

// Corrections after an operations decision (docs/product/payments.md, "Corrections"; product-next §1 "Corrections",
// §0): when a decision changes approved pay after the charge was recorded, the money follows. Lower: the business is
// refunded the difference with the fee on it (same rate and rounding as the charge); a payout not sent yet is reduced,
// one already sent stays with the worker and the platform absorbs the difference. Higher: the business is charged the
// difference with its fee, and the worker gets the difference (a payout not sent yet is raised, else an extra
// payout). Recorded in the decision's transaction; the provider is called by the 'money-correction' job.
import { and, eq } from 'drizzle-orm';
import type { CorrectionDirection, CorrectionWorkerSide } from '../../shared/domain/corrections';
import { chargeFor } from '../../shared/domain/money';
import { dollars } from '../../shared/marketplace/cancellation-messages';
import { type NoticeShift, shiftLine } from '../booking/cancellation-notices';
import type { AppContext } from '../context';
import { moneyCorrections, moneyMovements } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import { type MoneyCorrection, postPayCorrection } from './correction-ledger';

/** The scheduler's kind that refunds or charges a correction and sends its extra payout (src/server/features/jobs.ts). */
export const CORRECTION_KIND = 'money-correction';

export type PayDifference = {
  timesheetId: string;
  shift: NoticeShift & { id: string; managerId: string };
  /** The pay the timesheet has now, after the decision. */
  payAfterCents: number;
  reason: string;
  at: Date;
};

/**
 * The money of a changed approved pay, in the decision's transaction. False when no charge was recorded for the
 * timesheet (a server that settles outside, or pay of 0): the caller records only what is owed, as before money
 * moved. A second call for the same timesheet records nothing new.
 */
export async function correctApprovedPay(tx: Tx, ctx: AppContext, input: PayDifference): Promise<boolean> {
  const [charge] = await tx
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.timesheetId, input.timesheetId), eq(moneyMovements.kind, 'charge')))
    .limit(1);
  if (!charge) return false;
  const difference = input.payAfterCents - charge.payCents;
  if (difference === 0) return true;
  // The payout row is locked, so a release of waiting payouts (payouts just set up) reads the corrected amount.
  const [payout] = await tx
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.timesheetId, input.timesheetId), eq(moneyMovements.kind, 'payout')))
    .for('update');
  const direction: CorrectionDirection = difference < 0 ? 'lower' : 'higher';
  const waiting = payout?.status === 'waiting' && input.payAfterCents > 0;
  const workerSide: CorrectionWorkerSide =
    direction === 'lower'
      ? waiting
        ? 'payout_reduced'
        : 'absorbed'
      : waiting
        ? 'payout_raised'
        : 'extra_payout';
  const { payCents, feeCents, totalCents } = chargeFor(Math.abs(difference), charge.feeBps);
  const [c] = await tx
    .insert(moneyCorrections)
    .values({
      source: 'timesheet_dispute',
      timesheetId: input.timesheetId,
      applicationId: charge.applicationId,
      shiftId: charge.shiftId,
      managerId: charge.managerId,
      workerId: charge.workerId,
      chargeMovementId: charge.id,
      direction,
      payBeforeCents: charge.payCents,
      payAfterCents: input.payAfterCents,
      payCents,
      feeCents,
      feeBps: charge.feeBps,
      amountCents: totalCents,
      workerSide,
      payoutStatus: workerSide === 'extra_payout' ? 'pending' : null,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoNothing()
    .returning();
  if (!c) return true;
  if (waiting)
    await tx
      .update(moneyMovements)
      .set({ payCents: input.payAfterCents, amountCents: input.payAfterCents, updatedAt: input.at })
      .where(and(eq(moneyMovements.id, payout!.id), eq(moneyMovements.status, 'waiting')));
  await postPayCorrection(tx, c, `Timesheet ${c.timesheetId} corrected: ${input.reason}`, input.at);
  await ctx.services.scheduler.schedule(tx, { kind: CORRECTION_KIND, subjectId: c.id, runAt: input.at });
  await tellBothSides(tx, c, input.shift, payout?.amountCents ?? charge.payCents);
  return true;
}

/** Each side told what changed, why, and what happens next (product-next §0: nothing silent). */
async function tellBothSides(tx: Tx, c: MoneyCorrection, shift: NoticeShift, sentCents: number) {
  const line = shiftLine(shift);
  const after = dollars(c.payAfterCents);
  const parts = `pay ${dollars(c.payCents)} + fee ${dollars(c.feeCents)}`;
  const lowered = c.direction === 'lower';
  const data = { shiftId: c.shiftId, timesheetId: c.timesheetId };
  await createNotification(tx, {
    recipientId: c.managerId,
    type: 'pay_corrected',
    title: 'Pay corrected',
    message: lowered
      ? `The operations team lowered the approved pay for ${line} to ${after}. We refund ${dollars(c.amountCents)} to your card (${parts}); a charge not taken yet is refunded once it is.`
      : `The operations team raised the approved pay for ${line} to ${after}. Your card will be charged ${dollars(c.amountCents)} (${parts}).`,
    data,
  });
  const worker: Record<CorrectionWorkerSide, string> = {
    payout_reduced: `Your payout will be ${after}.`,
    absorbed: `You keep the ${dollars(sentCents)} you were paid: nothing is taken back.`,
    payout_raised: `Your payout will be ${after}.`,
    extra_payout: `We are sending you the extra ${dollars(c.payCents)}.`,
  };
  await createNotification(tx, {
    recipientId: c.workerId,
    type: 'pay_corrected',
    title: 'Pay corrected',
    message: `The operations team ${lowered ? 'lowered' : 'raised'} your pay for ${line} to ${after}. ${worker[c.workerSide]}`,
    data,
  });
}

// The business charged for approved work, and for a late cancellation's compensation (docs/product/payments.md, "Charges
// and payouts", "Late cancellation compensation"; product-next §1).
import { and, eq, gt, inArray } from 'drizzle-orm';
import { CHARGE_RETRY_DELAYS_MS, chargeFor, FEE_BPS } from '../../shared/domain/money';
import { dollars } from '../../shared/marketplace/cancellation-messages';
import { shiftLine } from '../booking/cancellation-notices';
import type { AppContext } from '../context';
import { moneyMovements, type shifts, type timesheets } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import type { PaymentResult } from '../payments/payments-port';
import type { ScheduledJob } from '../scheduler/scheduler';
import { holdInForce, markCaptured, type PaymentHold, releaseHolds } from './hold';
import { postCharged, postFeeOwed } from './ledger-lines';
import { chargeDescription, isCompensation, movementSubject, noticeData } from './movement-words';
import { type MoneyMovement, pendingMovement, publishMoneyChanged, shiftOfMovement } from './movements';
import { cardOnFile } from './payment-method';
import { startPayout } from './payout';

/** The scheduler's kind that charges the business's card (registered in src/server/features/jobs.ts). */
export const CHARGE_KIND = 'money-charge';

export const NO_CARD_MESSAGE = 'No payment method is on file.';

/**
 * In the approval's transaction (complete-application.ts): the charge of pay + fee is recorded, with the fee owed in
 * the ledger, and its job is due at once, so the card is charged within the 5 minutes the rule allows even when the
 * provider is slow (the scheduler retries). Once per timesheet; nothing on a server that settles payments outside
 * TalentBridge, and nothing for pay of zero.
 */
export async function startCharge(
  tx: Tx,
  ctx: AppContext,
  input: { timesheet: typeof timesheets.$inferSelect; shift: typeof shifts.$inferSelect; at: Date },
): Promise<void> {
  const { timesheet, shift, at } = input;
  if (ctx.services.payments.name === 'disabled') return;
  if (timesheet.payCents <= 0) return releaseHolds(tx, ctx, timesheet.applicationId, at);
  const feeBps = FEE_BPS.payAsYouGo;
  const { payCents, feeCents, totalCents } = chargeFor(timesheet.payCents, feeBps);
  const [m] = await tx
    .insert(moneyMovements)
    .values({
      kind: 'charge',
      timesheetId: timesheet.id,
      applicationId: timesheet.applicationId,
      shiftId: shift.id,
      managerId: shift.managerId,
      workerId: timesheet.workerId,
      payCents,
      feeCents,
      feeBps,
      amountCents: totalCents,
      status: 'pending',
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!m) return;
  await postFeeOwed(tx, m, `Fee ${feeBps / 100} % on approved timesheet ${timesheet.id}`, at);
  await ctx.services.scheduler.schedule(tx, { kind: CHARGE_KIND, subjectId: m.id, runAt: at });
}

/**
 * The charge job (subject: the movement id). The call's idempotency key is the movement and its try, written before
 * the call, so a rerun after a crash or a lost answer is the same call and the provider charges once. A provider
 * that cannot be reached throws, and the scheduler retries with the same key; a refused card is a result: tried again
 * after 1 h and 24 h, and the worker is paid at once all the same.
 */
export async function runCharge(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  const m = await pendingMovement(ctx.db, job.subjectId, 'charge');
  if (!m) return;
  const hold = await holdInForce(ctx.db, m.applicationId);
  const result = await takePayment(ctx, m, hold);
  if (!result.ok && result.retryable) throw new Error(`Charge ${m.id} not made: ${result.message}`);
  const shift = await shiftOfMovement(ctx.db, m);
  await ctx.db.transaction(async (tx) => {
    if (!result.ok) return refused(tx, ctx, m, shift, result.message);
    if (result.fromHold) await markCaptured(tx, result.fromHold, ctx.now());
    await releaseHolds(tx, ctx, m.applicationId, ctx.now());
    await charged(tx, ctx, m, shift, result.paymentId);
  });
}

/**
 * The money taken: captured from the booking's hold when it covers the amount (the rest of the hold is released by
 * the provider), otherwise charged to the card off-session, the hold then released. A capture the provider refuses
 * (the hold lapsed, say) falls back to the charge.
 */
async function takePayment(
  ctx: AppContext,
  m: MoneyMovement,
  hold: PaymentHold | null,
): Promise<PaymentResult<{ paymentId: string; fromHold: string | null }>> {
  if (hold?.providerHoldId && m.amountCents <= hold.amountCents) {
    const captured = await ctx.services.payments.captureHold({
      idempotencyKey: `capture:${m.id}:${m.tries}`,
      holdId: hold.providerHoldId,
      amountCents: m.amountCents,
    });
    if (captured.ok) return { ok: true, paymentId: captured.paymentId, fromHold: hold.id };
    if (captured.retryable) return captured;
  }
  const card = await cardOnFile(ctx.db, m.managerId);
  if (!card) return { ok: false, reason: 'refused', message: NO_CARD_MESSAGE, retryable: false };
  const result = await ctx.services.payments.charge({
    idempotencyKey: `charge:${m.id}:${m.tries}`,
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountCents: m.amountCents,
    description: chargeDescription(m),
  });
  return result.ok ? { ...result, fromHold: null } : result;
}

type Shift = Awaited<ReturnType<typeof shiftOfMovement>>;

async function charged(tx: Tx, ctx: AppContext, m: MoneyMovement, shift: Shift, paymentId: string) {
  const now = ctx.now();
  const [done] = await tx
    .update(moneyMovements)
    .set({ status: 'succeeded', providerObjectId: paymentId, doneAt: now, failure: null, nextTryAt: null })
    .where(and(eq(moneyMovements.id, m.id), eq(moneyMovements.status, 'pending')))
    .returning();
  if (!done) return;
  const line = shiftLine(shift);
  await postCharged(tx, done, paymentId, `Card charged for ${movementSubject(m)}`, now);
  await publishMoneyChanged(tx, done);
  const what = isCompensation(m)
    ? 'the late cancellation compensation owed to the booked worker (no fee)'
    : `pay ${dollars(m.payCents)} + fee ${dollars(m.feeCents)}`;
  await createNotification(tx, {
    recipientId: m.managerId,
    type: 'payment_charged',
    title: 'Card charged',
    message: `Your card was charged ${dollars(m.amountCents)} for ${line}: ${what}.`,
    data: noticeData(m),
  });
  await startPayout(tx, ctx, done, shift, { advanced: false });
}

/** What the manager is told after a refused try, and when the next one runs. */
function refusalNotice(m: MoneyMovement, line: string, reason: string, nextTryInMs: number | undefined) {
  const compensation = isCompensation(m);
  const forWhat = compensation ? `, the late cancellation compensation for ${line}` : ` for ${line}`;
  const what = `We could not charge your card ${dollars(m.amountCents)}${forWhat}: ${reason}`;
  const next =
    nextTryInMs === undefined
      ? 'That was the last try: update your payment method in Billing, and we will charge it then. Until then you cannot book new workers.'
      : `We will try again in ${nextTryInMs >= 24 * 60 * 60_000 ? '24 hours' : '1 hour'}; update your payment method in Billing before then.`;
  const paid = compensation ? 'The worker is paid the compensation' : 'The worker is paid for the work';
  return `${what} ${next} ${paid} all the same.`;
}

async function refused(tx: Tx, ctx: AppContext, m: MoneyMovement, shift: Shift, reason: string) {
  const now = ctx.now();
  const tries = m.tries + 1;
  const delay = CHARGE_RETRY_DELAYS_MS[tries - 1];
  const nextTryAt = delay === undefined ? null : new Date(now.getTime() + delay);
  const [failed] = await tx
    .update(moneyMovements)
    .set({ tries, failure: reason, nextTryAt, status: nextTryAt ? 'pending' : 'failed' })
    .where(
      and(
        eq(moneyMovements.id, m.id),
        eq(moneyMovements.status, 'pending'),
        eq(moneyMovements.tries, m.tries),
      ),
    )
    .returning();
  if (!failed) return;
  // Workers are paid for work done (product-next §0): the first refusal does not hold up their pay. Recorded before
  // the events below: the ledger's balance rows are locked before the event-order lock, never after (ADR 006).
  if (tries === 1) await startPayout(tx, ctx, failed, shift, { advanced: true });
  await publishMoneyChanged(tx, failed);
  if (nextTryAt)
    await ctx.services.scheduler.schedule(tx, { kind: CHARGE_KIND, subjectId: m.id, runAt: nextTryAt });
  // The last try: the booking's hold would only renew for nothing.
  else await releaseHolds(tx, ctx, m.applicationId, now);
  await createNotification(tx, {
    recipientId: m.managerId,
    type: 'payment_failed',
    title: 'Payment issue',
    message: refusalNotice(m, shiftLine(shift), reason, delay),
    data: noticeData(m),
  });
}

/**
 * A new card saved (keep-saved-card.ts): the charges its old card refused are tried again at once, under a new
 * try's key, instead of waiting for the next planned try.
 */
export async function retryRefusedCharges(tx: Tx, ctx: AppContext, managerId: string): Promise<void> {
  const now = ctx.now();
  const waiting = await tx
    .update(moneyMovements)
    .set({ status: 'pending', nextTryAt: now })
    .where(
      and(
        eq(moneyMovements.managerId, managerId),
        eq(moneyMovements.kind, 'charge'),
        inArray(moneyMovements.status, ['pending', 'failed']),
        gt(moneyMovements.tries, 0),
      ),
    )
    .returning({ id: moneyMovements.id });
  for (const { id } of waiting)
    await ctx.services.scheduler.schedule(tx, { kind: CHARGE_KIND, subjectId: id, runAt: now });
}

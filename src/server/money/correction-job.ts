// The 'money-correction' job (docs/product/payments.md, "Corrections"): the refund of a lowered pay, or the extra
// charge of a raised one and its extra payout, each under the idempotency key its row names (`correction:<id>:…`),
// written in the decision's transaction before this call. A provider that cannot be reached throws, and the
// scheduler retries with the same keys.
import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationType } from '../../shared/domain/notification-type';
import { dollars } from '../../shared/marketplace/cancellation-messages';
import { shiftLine } from '../booking/cancellation-notices';
import type { AppContext } from '../context';
import { moneyCorrections, moneyMovements } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import type { PaymentFailure } from '../payments/payments-port';
import { payoutAccountOf } from '../payouts/payout-account';
import type { ScheduledJob } from '../scheduler/scheduler';
import { CORRECTION_KIND } from './correction';
import {
  type MoneyCorrection,
  postCorrectionAdvanced,
  postCorrectionCharged,
  postCorrectionPaidOut,
  postRefunded,
} from './correction-ledger';
import { shiftOfMovement } from './movements';
import { cardOnFile } from './payment-method';
import { transferAndPayOut } from './send-pay';

/** A refund waits for a charge still being tried: it is looked at again this long after the charge's next try. */
const AFTER_CHARGE_TRY_MS = 60_000;

const byId = (id: string) => eq(moneyCorrections.id, id);
const stillPending = (id: string) => and(byId(id), eq(moneyCorrections.status, 'pending'));

async function correction(ctx: AppContext, id: string): Promise<MoneyCorrection | null> {
  const [row] = await ctx.db.select().from(moneyCorrections).where(byId(id)).limit(1);
  return row ?? null;
}

export async function runCorrection(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  let c = await correction(ctx, job.subjectId);
  if (c?.status === 'pending') {
    if (c.direction === 'lower') return refund(ctx, c);
    await extraCharge(ctx, c);
    c = await correction(ctx, job.subjectId);
  }
  if (c?.payoutStatus === 'pending') await extraPayout(ctx, c);
}

const notice = (
  tx: Tx,
  c: MoneyCorrection,
  who: 'managerId' | 'workerId',
  n: { type: NotificationType; title: string; message: string },
) =>
  createNotification(tx, {
    recipientId: c[who],
    type: n.type,
    title: n.title,
    message: n.message,
    data: { shiftId: c.shiftId, timesheetId: c.timesheetId },
  });

/** Lower pay: the charge's payment refunded in part; nothing to refund when the charge never went through. */
async function refund(ctx: AppContext, c: MoneyCorrection) {
  const [charge] = await ctx.db
    .select()
    .from(moneyMovements)
    .where(eq(moneyMovements.id, c.chargeMovementId));
  if (charge!.status === 'pending') {
    const after = Math.max(ctx.now().getTime(), charge!.nextTryAt?.getTime() ?? 0) + AFTER_CHARGE_TRY_MS;
    await ctx.db.transaction((tx) =>
      ctx.services.scheduler.schedule(tx, { kind: CORRECTION_KIND, subjectId: c.id, runAt: new Date(after) }),
    );
    return;
  }
  if (charge!.status !== 'succeeded' || !charge!.providerObjectId) {
    // The card was refused for good: the business paid nothing, and owes the corrected amount (the decision's ledger).
    await ctx.db
      .update(moneyCorrections)
      .set({ status: 'cancelled', updatedAt: ctx.now() })
      .where(stillPending(c.id));
    return;
  }
  const result = await ctx.services.payments.refund({
    idempotencyKey: `correction:${c.id}:refund`,
    paymentId: charge!.providerObjectId,
    amountCents: c.amountCents,
  });
  if (!result.ok) return businessFailed(ctx, c, result, 'refund');
  const line = shiftLine(await shiftOfMovement(ctx.db, c));
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [done] = await tx
      .update(moneyCorrections)
      .set({ status: 'succeeded', providerObjectId: result.refundId, doneAt: now, updatedAt: now })
      .where(stillPending(c.id))
      .returning();
    if (!done) return;
    await postRefunded(tx, done, result.refundId, `Refund for corrected timesheet ${c.timesheetId}`, now);
    await notice(tx, c, 'managerId', {
      type: 'pay_corrected',
      title: 'Refund sent',
      message: `${dollars(c.amountCents)} was refunded to your card for ${line}. It reaches your account within 5 to 10 business days.`,
    });
  });
}

/** Higher pay: the difference and its fee charged to the card; refused, the platform puts the difference in itself. */
async function extraCharge(ctx: AppContext, c: MoneyCorrection) {
  const card = await cardOnFile(ctx.db, c.managerId);
  const result = card
    ? await ctx.services.payments.charge({
        idempotencyKey: `correction:${c.id}:charge`,
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        amountCents: c.amountCents,
        description: `TalentBridge: corrected pay, timesheet ${c.timesheetId}`,
      })
    : ({ ok: false, reason: 'refused', message: 'No card is saved.', retryable: false } as const);
  if (!result.ok) return businessFailed(ctx, c, result, 'charge');
  const line = shiftLine(await shiftOfMovement(ctx.db, c));
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [done] = await tx
      .update(moneyCorrections)
      .set({ status: 'succeeded', providerObjectId: result.paymentId, doneAt: now, updatedAt: now })
      .where(stillPending(c.id))
      .returning();
    if (!done) return;
    await postCorrectionCharged(
      tx,
      done,
      result.paymentId,
      `Extra charge for corrected timesheet ${c.timesheetId}`,
      now,
    );
    await notice(tx, c, 'managerId', {
      type: 'payment_charged',
      title: 'Card charged',
      message: `Your card was charged ${dollars(c.amountCents)} for ${line}: the corrected pay's difference ${dollars(c.payCents)} + fee ${dollars(c.feeCents)}.`,
    });
  });
}

/** The provider refused the refund or the extra charge: recorded, the business told; a refused charge is advanced. */
async function businessFailed(
  ctx: AppContext,
  c: MoneyCorrection,
  failure: PaymentFailure,
  step: 'refund' | 'charge',
) {
  if (failure.retryable) throw new Error(`Correction ${c.id} ${step} not made: ${failure.message}`);
  const line = shiftLine(await shiftOfMovement(ctx.db, c));
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .update(moneyCorrections)
      .set({ status: 'failed', failure: failure.message, updatedAt: now })
      .where(stillPending(c.id))
      .returning({ id: moneyCorrections.id });
    if (!row) return;
    if (step === 'charge')
      await postCorrectionAdvanced(
        tx,
        c,
        `Corrected pay advanced for timesheet ${c.timesheetId}: the card was refused`,
        now,
      );
    await notice(tx, c, 'managerId', {
      type: 'payment_failed',
      title: 'Payment issue',
      message:
        step === 'refund'
          ? `We could not refund ${dollars(c.amountCents)} to your card for ${line}: ${failure.message} Our support team will contact you to refund it.`
          : `Your card was refused for the extra ${dollars(c.amountCents)} for ${line}: ${failure.message} Our support team will contact you about it. The worker is paid the difference all the same.`,
    });
  });
}

/** Higher pay after the payout: the difference sent to the worker, free of charge. */
async function extraPayout(ctx: AppContext, c: MoneyCorrection) {
  const account = await payoutAccountOf(ctx.db, c.workerId);
  const line = shiftLine(await shiftOfMovement(ctx.db, c));
  const result =
    account?.payoutsEnabled && account.providerAccountId
      ? await transferAndPayOut(ctx.services.payments, {
          key: `correction:${c.id}`,
          accountId: account.providerAccountId,
          amountCents: c.payCents,
          description: `TalentBridge: corrected pay for timesheet ${c.timesheetId}`,
          transferId: c.transferId,
          keepTransfer: async (transferId) => {
            await ctx.db
              .update(moneyCorrections)
              .set({ transferId })
              .where(and(byId(c.id), isNull(moneyCorrections.transferId)));
          },
        })
      : ({ ok: false, reason: 'refused', message: 'Payouts are not set up.', retryable: false } as const);
  if (!result.ok && result.retryable)
    throw new Error(`Correction ${c.id} payout not sent: ${result.message}`);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .update(moneyCorrections)
      .set(
        result.ok
          ? {
              payoutStatus: 'sent',
              payoutId: result.payoutId,
              payoutSpeed: result.speed,
              paidOutAt: now,
              updatedAt: now,
            }
          : { payoutStatus: 'failed', failure: result.message, updatedAt: now },
      )
      .where(and(byId(c.id), eq(moneyCorrections.payoutStatus, 'pending')))
      .returning();
    if (!row) return;
    if (!result.ok)
      return notice(tx, c, 'workerId', {
        type: 'payout_failed',
        title: 'Payout failed',
        message: `We could not send the extra ${dollars(c.payCents)} for ${line}: ${result.message} Your pay is safe with us; our support team will contact you to send it.`,
      });
    await postCorrectionPaidOut(
      tx,
      row,
      result.payoutId,
      `Corrected pay sent for timesheet ${c.timesheetId}`,
      now,
    );
    await notice(tx, c, 'workerId', {
      type: 'payout_sent',
      title: 'Pay sent',
      message: `The extra ${dollars(c.payCents)} for ${line} was sent to you by ${result.speed} payout, free of charge.`,
    });
  });
}

// The worker's pay sent (docs/product/payments.md, "Charges and payouts"; product-next §1, "Fast and free").
import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatShiftDate } from '../../shared/domain/shift-time';
import { dollars } from '../../shared/marketplace/cancellation-messages';
import { type NoticeShift, shiftLine } from '../booking/cancellation-notices';
import type { AppContext } from '../context';
import { moneyMovements, payoutAccounts } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import type { PaymentFailure } from '../payments/payments-port';
import { payoutAccountOf } from '../payouts/payout-account';
import type { ScheduledJob } from '../scheduler/scheduler';
import { postAdvanced, postPaidOut } from './ledger-lines';
import {
  isCompensation,
  movementSubject,
  noticeData,
  payoutDescription,
  workerMoney,
} from './movement-words';
import { type MoneyMovement, pendingMovement, publishMoneyChanged, shiftOfMovement } from './movements';
import { transferAndPayOut } from './send-pay';

/** The scheduler's kind that sends a worker's pay (registered in src/server/features/jobs.ts). */
export const PAYOUT_KIND = 'money-payout';

/**
 * Once the business's card was charged, or refused for the first time (the platform then pays from its own money):
 * the worker's payout is recorded, due at once when their payouts are ready, else waiting for them with a notice.
 * Once per timesheet.
 */
export async function startPayout(
  tx: Tx,
  ctx: AppContext,
  charge: MoneyMovement,
  shift: NoticeShift,
  { advanced }: { advanced: boolean },
): Promise<void> {
  const now = ctx.now();
  const account = await payoutAccountOf(tx, charge.workerId);
  const ready = account?.payoutsEnabled === true;
  const [m] = await tx
    .insert(moneyMovements)
    .values({
      kind: 'payout',
      purpose: charge.purpose,
      timesheetId: charge.timesheetId,
      applicationId: charge.applicationId,
      shiftId: charge.shiftId,
      managerId: charge.managerId,
      workerId: charge.workerId,
      payCents: charge.payCents,
      feeCents: 0,
      feeBps: 0,
      amountCents: charge.payCents,
      status: ready ? 'pending' : 'waiting',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!m) return;
  if (advanced)
    await postAdvanced(tx, m, `Pay advanced for ${movementSubject(m)}: the card was refused`, now);
  if (ready) {
    await ctx.services.scheduler.schedule(tx, { kind: PAYOUT_KIND, subjectId: m.id, runAt: now });
    return;
  }
  await createNotification(tx, {
    recipientId: m.workerId,
    type: 'payout_waiting',
    title: isCompensation(m) ? 'Compensation waiting' : 'Pay waiting',
    message: `Your ${workerMoney(m)} of ${dollars(m.amountCents)} for ${shiftLine(shift)} is ready to send. Set up payouts on your dashboard ('Get paid') to receive it.`,
    data: noticeData(m),
  });
}

/**
 * Payouts turned on for a worker (back from onboarding, or the provider's `account.updated`): their waiting pay is
 * sent at once.
 */
export async function releaseWaitingPayouts(ctx: AppContext, providerAccountId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ workerId: payoutAccounts.workerUserId, enabled: payoutAccounts.payoutsEnabled })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.providerAccountId, providerAccountId))
      .limit(1);
    if (!account?.enabled) return;
    const released = await tx
      .update(moneyMovements)
      .set({ status: 'pending' })
      .where(
        and(
          eq(moneyMovements.workerId, account.workerId),
          eq(moneyMovements.kind, 'payout'),
          eq(moneyMovements.status, 'waiting'),
        ),
      )
      .returning({ id: moneyMovements.id });
    for (const { id } of released)
      await ctx.services.scheduler.schedule(tx, { kind: PAYOUT_KIND, subjectId: id, runAt: ctx.now() });
  });
}

/**
 * The payout job (subject: the movement id): the pay is transferred to the worker's account, then paid out to their
 * bank or card, instant and free to the worker. Each call's idempotency key is the movement and its step, so a rerun
 * after a crash or a lost answer is the same call. An account the provider will not pay instantly gets a standard
 * payout (next business day), and the worker is told why. A provider that cannot be reached throws, and the
 * scheduler retries.
 */
export async function runPayout(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  const m = await pendingMovement(ctx.db, job.subjectId, 'payout');
  if (!m) return;
  const account = await payoutAccountOf(ctx.db, m.workerId);
  if (!account?.payoutsEnabled || !account.providerAccountId) {
    await ctx.db
      .update(moneyMovements)
      .set({ status: 'waiting' })
      .where(and(eq(moneyMovements.id, m.id), eq(moneyMovements.status, 'pending')));
    return;
  }
  const shift = await shiftOfMovement(ctx.db, m);
  const payout = await transferAndPayOut(ctx.services.payments, {
    key: `payout:${m.id}`,
    accountId: account.providerAccountId,
    amountCents: m.amountCents,
    description: payoutDescription(m),
    transferId: m.transferId,
    keepTransfer: async (transferId) => {
      await ctx.db
        .update(moneyMovements)
        .set({ transferId })
        .where(and(eq(moneyMovements.id, m.id), isNull(moneyMovements.transferId)));
    },
  });
  if (!payout.ok) return failed(ctx, m, shift, payout);
  const { payoutId, arrivesAt, arrived, speed, standardBecause } = payout;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [sent] = await tx
      .update(moneyMovements)
      .set({
        status: 'sent',
        providerObjectId: payoutId,
        speed,
        doneAt: now,
        arrivesAt,
        arrivedAt: arrived
          ? sql`coalesce(${moneyMovements.arrivedAt}, ${now.toISOString()}::timestamptz)`
          : undefined,
        failure: null,
      })
      .where(and(eq(moneyMovements.id, m.id), eq(moneyMovements.status, 'pending')))
      .returning();
    if (!sent) return;
    // The ledger first: its balance rows are locked before the event-order lock, never after (ADR 006).
    await postPaidOut(tx, sent, payoutId, `Sent for ${movementSubject(m)} (${speed} payout)`, now);
    await publishMoneyChanged(tx, sent);
    const what = `Your ${workerMoney(m)} of ${dollars(m.amountCents)} for ${shiftLine(shift)}`;
    await createNotification(tx, {
      recipientId: m.workerId,
      type: 'payout_sent',
      title: isCompensation(m) ? 'Compensation sent' : 'Pay sent',
      message:
        speed === 'instant'
          ? `${what} was sent to you by instant payout, free of charge: it arrives within minutes.`
          : `${what} was sent to you by standard payout, free of charge: it arrives on ${formatShiftDate(arrivesAt.toISOString().slice(0, 10))}. It could not go instantly: ${standardBecause}`,
      data: noticeData(m),
    });
  });
}

/** A payout the provider refused: recorded failed, and the worker told that a person will sort it out. */
async function failed(ctx: AppContext, m: MoneyMovement, shift: NoticeShift, failure: PaymentFailure) {
  if (failure.retryable) throw new Error(`Payout ${m.id} not sent: ${failure.message}`);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(moneyMovements)
      .set({ status: 'failed', failure: failure.message })
      .where(and(eq(moneyMovements.id, m.id), eq(moneyMovements.status, 'pending')))
      .returning({ id: moneyMovements.id });
    if (!row) return;
    await publishMoneyChanged(tx, m);
    await payoutFailedNotice(tx, m, shift, failure.message);
  });
}

async function payoutFailedNotice(tx: Tx, m: MoneyMovement, shift: NoticeShift, reason: string) {
  await createNotification(tx, {
    recipientId: m.workerId,
    type: 'payout_failed',
    title: 'Payout failed',
    message: `We could not send your ${workerMoney(m)} of ${dollars(m.amountCents)} for ${shiftLine(shift)}: ${reason} Your ${workerMoney(m)} is safe with us; our support team will contact you to send it.`,
    data: noticeData(m),
  });
}

/**
 * The provider's word on a payout (`payout_paid`, `payout_failed`): 'Arrived', or failed with a notice. Found by the
 * provider's payout id; false when no payout has that id yet (the event came before the payout was recorded), so the
 * webhook answers for a redelivery.
 */
export async function payoutSettled(
  ctx: AppContext,
  event: { payoutId: string; paid: boolean; at: Date },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(moneyMovements)
      .where(and(eq(moneyMovements.providerObjectId, event.payoutId), eq(moneyMovements.kind, 'payout')))
      .for('update');
    if (!m) return false;
    if (event.paid) {
      if (!m.arrivedAt) {
        await tx.update(moneyMovements).set({ arrivedAt: event.at }).where(eq(moneyMovements.id, m.id));
        await publishMoneyChanged(tx, m);
      }
      return true;
    }
    if (m.status === 'failed' || m.arrivedAt) return true;
    const reason = 'Your bank returned the payout.';
    await tx
      .update(moneyMovements)
      .set({ status: 'failed', failure: reason })
      .where(eq(moneyMovements.id, m.id));
    await publishMoneyChanged(tx, m);
    await payoutFailedNotice(tx, m, await shiftOfMovement(tx, m), reason);
    return true;
  });
}

// Holds on the business's card for accepted bookings (docs/product/payments.md, "Holds"; product-next §1).
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CHARGE_RETRY_DELAYS_MS,
  FEE_BPS,
  HOLD,
  HOLD_FAILED_TITLE,
  holdFor,
  holdPlaceAt,
} from '../../shared/domain/money';
import { payCents, workedMinutes } from '../../shared/domain/pay';
import { dollars } from '../../shared/marketplace/cancellation-messages';
import { shiftLine } from '../booking/cancellation-notices';
import type { AppContext } from '../context';
import { paymentHolds, shiftApplications, shifts } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import type { ScheduledJob } from '../scheduler/scheduler';
import { shiftOfMovement } from './movements';
import { cardOnFile } from './payment-method';

/** The scheduler's kinds (registered in src/server/features/jobs.ts): place a hold, place it again, release it. */
export const HOLD_KINDS = {
  place: 'money-hold',
  renew: 'money-hold-renew',
  release: 'money-hold-release',
} as const;

export type PaymentHold = typeof paymentHolds.$inferSelect;

/** A booking still worth holding money for: booked, or worked and waiting for its approval's charge. */
const HOLDING_STATUSES = ['accepted', 'checked_in', 'completed'] as const;

/**
 * In the acceptance's transaction (the booking core's effects): the hold is recorded for the booking's estimate
 * (scheduled paid hours × rate + fee) + 15 %, due at acceptance or 24 h before the start, whichever is later. Nothing
 * on a server that settles payments outside TalentBridge, nor for a shift that pays nothing.
 */
export async function scheduleHold(tx: Tx, ctx: AppContext, applicationId: string, now: Date): Promise<void> {
  if (ctx.services.payments.name === 'disabled') return;
  const [booking] = await tx
    .select({
      shiftId: shifts.id,
      managerId: shifts.managerId,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      breakMinutes: shifts.breakMinutes,
      hourlyRateCents: shifts.hourlyRateCents,
    })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(eq(shiftApplications.id, applicationId));
  if (!booking) return;
  const estimate = payCents(
    workedMinutes(booking.startsAt, booking.endsAt, booking.breakMinutes),
    booking.hourlyRateCents,
  );
  if (estimate <= 0) return;
  const placeAt = holdPlaceAt(now, booking.startsAt);
  const [hold] = await tx
    .insert(paymentHolds)
    .values({
      applicationId,
      shiftId: booking.shiftId,
      managerId: booking.managerId,
      amountCents: holdFor(estimate, FEE_BPS.payAsYouGo),
      status: 'waiting',
      placeAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentHolds.id });
  if (hold)
    await ctx.services.scheduler.schedule(tx, { kind: HOLD_KINDS.place, subjectId: hold.id, runAt: placeAt });
}

async function holdById(db: Pick<Tx, 'select'>, id: string): Promise<PaymentHold | null> {
  const [row] = await db.select().from(paymentHolds).where(eq(paymentHolds.id, id)).limit(1);
  return row ?? null;
}

async function bookingHolds(db: Pick<Tx, 'select'>, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shiftApplications.id })
    .from(shiftApplications)
    .where(and(eq(shiftApplications.id, applicationId), inArray(shiftApplications.status, HOLDING_STATUSES)));
  return row !== undefined;
}

/**
 * The place job (subject: the hold). The call's idempotency key is the hold and its try, written before the call, so a
 * rerun after a crash or a lost answer places one hold. A provider that cannot be reached throws (the scheduler
 * retries with the same key); a refused card is a result: the manager is told, and it is tried again after 1 h and
 * 24 h. The booked worker keeps the booking and is paid regardless.
 */
export async function runHold(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  const hold = await holdById(ctx.db, job.subjectId);
  if (!hold || (hold.status !== 'waiting' && hold.status !== 'failed')) return;
  if (!(await bookingHolds(ctx.db, hold.applicationId))) {
    await ctx.db.transaction((tx) => endHold(tx, ctx, hold, ctx.now()));
    return;
  }
  const card = await cardOnFile(ctx.db, hold.managerId);
  const result = card
    ? await ctx.services.payments.placeHold({
        idempotencyKey: `hold:${hold.id}:${hold.tries}`,
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        amountCents: hold.amountCents,
        description: `TalentBridge: hold for booking ${hold.applicationId}`,
      })
    : ({ ok: false, retryable: false, message: 'No payment method is on file.' } as const);
  if (!result.ok && result.retryable) throw new Error(`Hold ${hold.id} not placed: ${result.message}`);
  const shift = await shiftOfMovement(ctx.db, hold);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!result.ok) return holdRefused(tx, ctx, hold, shiftLine(shift), result.message, now);
    const lapsesAt = new Date(now.getTime() + HOLD.lifetimeMs);
    const [held] = await tx
      .update(paymentHolds)
      .set({ status: 'held', providerHoldId: result.holdId, heldAt: now, lapsesAt, failure: null })
      .where(and(eq(paymentHolds.id, hold.id), eq(paymentHolds.tries, hold.tries)))
      .returning();
    if (!held) return;
    await ctx.services.scheduler.schedule(tx, {
      kind: HOLD_KINDS.renew,
      subjectId: held.id,
      runAt: new Date(lapsesAt.getTime() - HOLD.renewBeforeMs),
    });
    await releaseEarlierGenerations(tx, ctx, held, now);
    await createNotification(tx, {
      recipientId: held.managerId,
      type: 'payment_hold_placed',
      title: 'Hold placed',
      message:
        `We placed a hold of ${dollars(held.amountCents)} on your card for ${shiftLine(shift)}: the estimated pay and ` +
        'fee plus 15 %. You are charged only for approved work, and the rest of the hold is released.',
      data: { shiftId: held.shiftId },
    });
  });
}

async function holdRefused(
  tx: Tx,
  ctx: AppContext,
  hold: PaymentHold,
  line: string,
  reason: string,
  now: Date,
) {
  const tries = hold.tries + 1;
  const delay = CHARGE_RETRY_DELAYS_MS[tries - 1];
  const [failed] = await tx
    .update(paymentHolds)
    .set({ status: 'failed', tries, failure: reason })
    .where(and(eq(paymentHolds.id, hold.id), eq(paymentHolds.tries, hold.tries)))
    .returning();
  if (!failed) return;
  if (delay !== undefined)
    await ctx.services.scheduler.schedule(tx, {
      kind: HOLD_KINDS.place,
      subjectId: hold.id,
      runAt: new Date(now.getTime() + delay),
    });
  const next =
    tries >= 2
      ? 'Until you do, you cannot book new workers.'
      : 'We will try again in 1 hour; update your payment method in Billing before then.';
  await createNotification(tx, {
    recipientId: hold.managerId,
    type: 'payment_hold_failed',
    title: HOLD_FAILED_TITLE,
    message:
      `We could not place a hold on your card for ${line}. Update your payment method. (${reason}) ${next} ` +
      'The booked worker keeps the booking and is paid for the work regardless.',
    data: { shiftId: hold.shiftId },
  });
}

/** A new hold holds: the generation it replaces is released. */
async function releaseEarlierGenerations(tx: Tx, ctx: AppContext, held: PaymentHold, now: Date) {
  const earlier = await tx
    .select()
    .from(paymentHolds)
    .where(and(eq(paymentHolds.applicationId, held.applicationId), eq(paymentHolds.status, 'held')));
  for (const row of earlier) if (row.generation < held.generation) await endHold(tx, ctx, row, now);
}

/**
 * Ends a hold that is no longer needed: one never placed is released at once; one held at the provider is released
 * there by its job. Idempotent.
 */
async function endHold(tx: Tx, ctx: AppContext, hold: PaymentHold, now: Date): Promise<void> {
  if (hold.status === 'held') {
    const [releasing] = await tx
      .update(paymentHolds)
      .set({ status: 'releasing' })
      .where(and(eq(paymentHolds.id, hold.id), eq(paymentHolds.status, 'held')))
      .returning({ id: paymentHolds.id });
    if (releasing)
      await ctx.services.scheduler.schedule(tx, { kind: HOLD_KINDS.release, subjectId: hold.id, runAt: now });
    return;
  }
  if (hold.status === 'waiting' || hold.status === 'failed')
    await tx
      .update(paymentHolds)
      .set({ status: 'released', endedAt: now })
      .where(and(eq(paymentHolds.id, hold.id), eq(paymentHolds.status, hold.status)));
}

/** A booking ended without a charge (cancelled, a no-show, nothing to pay): its holds are released. */
export async function releaseHolds(tx: Tx, ctx: AppContext, applicationId: string, now: Date): Promise<void> {
  const rows = await tx.select().from(paymentHolds).where(eq(paymentHolds.applicationId, applicationId));
  for (const row of rows) await endHold(tx, ctx, row, now);
}

/** The release job: the provider lets the hold go (a hold already gone there is released all the same). */
export async function runHoldRelease(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  const hold = await holdById(ctx.db, job.subjectId);
  if (hold?.status !== 'releasing' || !hold.providerHoldId) return;
  const result = await ctx.services.payments.cancelHold({
    idempotencyKey: `hold-release:${hold.id}`,
    holdId: hold.providerHoldId,
  });
  if (!result.ok && result.retryable) throw new Error(`Hold ${hold.id} not released: ${result.message}`);
  await ctx.db
    .update(paymentHolds)
    .set({ status: 'released', endedAt: ctx.now() })
    .where(and(eq(paymentHolds.id, hold.id), eq(paymentHolds.status, 'releasing')));
}

/**
 * The renew job, 6 h before a hold lapses: a booking not yet charged gets the next generation, placed at once; the
 * old one is released when the new one holds.
 */
export async function runHoldRenewal(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  const hold = await holdById(ctx.db, job.subjectId);
  if (hold?.status !== 'held' || !(await bookingHolds(ctx.db, hold.applicationId))) return;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [next] = await tx
      .insert(paymentHolds)
      .values({
        applicationId: hold.applicationId,
        shiftId: hold.shiftId,
        managerId: hold.managerId,
        generation: hold.generation + 1,
        amountCents: hold.amountCents,
        status: 'waiting',
        placeAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentHolds.id });
    if (next)
      await ctx.services.scheduler.schedule(tx, { kind: HOLD_KINDS.place, subjectId: next.id, runAt: now });
  });
}

/** The booking's hold in force, for the charge at approval to capture from (null when none holds). */
export async function holdInForce(
  db: Pick<Tx, 'select'>,
  applicationId: string,
): Promise<PaymentHold | null> {
  const [row] = await db
    .select()
    .from(paymentHolds)
    .where(and(eq(paymentHolds.applicationId, applicationId), eq(paymentHolds.status, 'held')))
    .orderBy(desc(paymentHolds.generation))
    .limit(1);
  return row ?? null;
}

/** The charge took its money from this hold: it is spent (the provider released the rest at capture). */
export async function markCaptured(tx: Tx, holdId: string, now: Date): Promise<void> {
  await tx
    .update(paymentHolds)
    .set({ status: 'captured', endedAt: now })
    .where(and(eq(paymentHolds.id, holdId), eq(paymentHolds.status, 'held')));
}

/** A new card saved (keep-saved-card.ts): holds its old card refused are placed again at once, under a new try. */
export async function retryRefusedHolds(tx: Tx, ctx: AppContext, managerId: string): Promise<void> {
  const now = ctx.now();
  const refused = await tx
    .select({ id: paymentHolds.id })
    .from(paymentHolds)
    .where(and(eq(paymentHolds.managerId, managerId), eq(paymentHolds.status, 'failed')));
  for (const { id } of refused) {
    // The planned retry gives way to this one, so a refused card is not tried more often than the rule says.
    await ctx.services.scheduler.cancel(tx, HOLD_KINDS.place, id);
    await ctx.services.scheduler.schedule(tx, { kind: HOLD_KINDS.place, subjectId: id, runAt: now });
  }
}

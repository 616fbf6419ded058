// Holds on the business's card (docs/product/payments.md, "Holds"): placed 24 h before the start (or at acceptance if
// later) for the estimate + 15 %, captured by the approval's charge, released when not needed, refused with a notice
// and the 'Payment issue' badge, and a second refusal stops new bookings until a new card is saved. Through the app's
// own payments service: the real adapter over HTTP to the project's fake.
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTimesheet } from '../../src/server/booking/create-timesheet';
import { selectApplicant } from '../../src/server/booking/select-applicant';
import { moneyMovements, notifications, paymentHolds, shiftApplications } from '../../src/server/db/schema';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { cancelBooking } from '../../src/server/features/applications/cancel-booking';
import { listManagerShifts } from '../../src/server/features/shifts/list-manager-shifts';
import { approveTimesheet } from '../../src/server/features/timesheets/approve-timesheet';
import { PAYMENT_METHOD_FAILING } from '../../src/server/money/payment-method';
import { createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { HOLD } from '../../src/shared/domain/money';
import { testAppForFile } from '../support/http';
import { cardThroughApp } from '../support/payments';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';
import { acceptedBooking } from './money-fixtures';

const t = testAppForFile({ ...PAYMENTS_WITH_FAKE });
const HOUR = 3_600_000;

afterEach(() => {
  t.ctx.clock.now = null;
});

/** Runs the due jobs until none is left. */
async function settle() {
  while ((await t.ctx.services.scheduler.runDue()) > 0);
}

/**
 * A business with the card given and a worker (payouts set up) booked on its shift three days ahead: 09:00-15:00 with
 * a 30-minute break at $18.50, so 5 h 30 min of paid time, $101.75 of pay, $30.53 of fee (30 %, half up), $132.28,
 * and a hold of $132.28 + $19.84 (15 %, half up) = $152.12.
 */
const booking = (card = '4242424242424242') => acceptedBooking(t, { card });

const holdsOf = (applicationId: string) =>
  t.ctx.db
    .select()
    .from(paymentHolds)
    .where(eq(paymentHolds.applicationId, applicationId))
    .orderBy(asc(paymentHolds.generation));

const noticesOf = (userId: string, type: 'payment_hold_placed' | 'payment_hold_failed') =>
  t.ctx.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, type)));

/** The worker worked from the start to `checkOutAt`; the manager approves the timesheet. */
async function workedAndApproved(b: Awaited<ReturnType<typeof booking>>, checkOutAt: Date) {
  t.ctx.clock.now = new Date(checkOutAt.getTime() + HOUR);
  const timesheet = await t.ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .update(shiftApplications)
      .set({ status: 'checked_in', checkedInAt: b.shift.startsAt })
      .where(eq(shiftApplications.id, b.applicationId))
      .returning();
    return createTimesheet(tx, t.ctx, {
      application: application!,
      shift: b.shift,
      checkInAt: b.shift.startsAt,
      checkOutAt,
      source: 'worker',
    });
  });
  // The use-case, not the route: three days on, the manager's session from the test's start has lapsed.
  await approveTimesheet(t.ctx, b.manager.userId, timesheet.id);
  await settle();
  const rows = await t.ctx.db
    .select()
    .from(moneyMovements)
    .where(eq(moneyMovements.timesheetId, timesheet.id));
  return { charge: rows.find((m) => m.kind === 'charge')!, payout: rows.find((m) => m.kind === 'payout')! };
}

describe('a booking accepted three days ahead', () => {
  it('is held 24 h before the start for the estimate + 15 %, and the approval captures the pay + fee from the hold', async () => {
    const b = await booking();
    const [waiting] = await holdsOf(b.applicationId);
    const placeAt = new Date(b.shift.startsAt.getTime() - HOLD.leadMs);
    expect(waiting).toMatchObject({ status: 'waiting', amountCents: 15_212, placeAt });

    // Not before its time.
    await settle();
    expect((await holdsOf(b.applicationId))[0]!.status).toBe('waiting');

    t.ctx.clock.now = new Date(placeAt.getTime() + 60_000);
    await settle();
    const [held] = await holdsOf(b.applicationId);
    expect(held).toMatchObject({ status: 'held', providerHoldId: expect.stringMatching(/^pi_/) });
    expect(held!.lapsesAt!.getTime() - held!.heldAt!.getTime()).toBe(HOLD.lifetimeMs);
    const [placed] = await noticesOf(b.manager.userId, 'payment_hold_placed');
    expect(placed?.message).toContain('We placed a hold of $152.12 on your card for Brunch Server at');

    const { charge, payout } = await workedAndApproved(b, b.shift.endsAt);
    expect(charge).toMatchObject({
      status: 'succeeded',
      amountCents: 13_228,
      providerObjectId: held!.providerHoldId,
    });
    expect(payout).toMatchObject({ status: 'sent', amountCents: 10_175 });
    expect((await holdsOf(b.applicationId))[0]!.status).toBe('captured');
  });

  it('charges the card apart from the hold when the approved work costs more than the hold, and releases the hold', async () => {
    const b = await booking();
    t.ctx.clock.now = new Date(b.shift.startsAt.getTime() - HOLD.leadMs + 60_000);
    await settle();
    const [held] = await holdsOf(b.applicationId);
    expect(held!.status).toBe('held');

    // Three hours past the scheduled end: 8 h 30 min paid, $157.25 + $47.18 = $204.43, above the $152.12 hold.
    const { charge } = await workedAndApproved(b, new Date(b.shift.endsAt.getTime() + 3 * HOUR));
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 20_443 });
    expect(charge.providerObjectId).not.toBe(held!.providerHoldId);
    expect((await holdsOf(b.applicationId))[0]).toMatchObject({
      status: 'released',
      endedAt: expect.any(Date),
    });
  });

  it('is placed again 6 h before it would lapse, and the old hold released once the new one holds', async () => {
    const b = await booking();
    t.ctx.clock.now = new Date(b.shift.startsAt.getTime() - HOLD.leadMs + 60_000);
    await settle();
    const [first] = await holdsOf(b.applicationId);
    // The booking is worked but not yet approved when the renewal comes due.
    await t.ctx.db
      .update(shiftApplications)
      .set({ status: 'completed' })
      .where(eq(shiftApplications.id, b.applicationId));
    t.ctx.clock.now = new Date(first!.lapsesAt!.getTime() - HOLD.renewBeforeMs + 60_000);
    await settle();
    const [old, renewed] = await holdsOf(b.applicationId);
    expect(renewed).toMatchObject({ generation: 2, status: 'held', amountCents: first!.amountCents });
    expect(renewed!.providerHoldId).not.toBe(first!.providerHoldId);
    expect(old).toMatchObject({ generation: 1, status: 'released' });
  });

  it('releases a hold never placed when the worker cancels, and places nothing', async () => {
    const b = await booking();
    await cancelBooking(t.ctx, b.worker.userId, b.applicationId, { emergency: false });
    expect((await holdsOf(b.applicationId)).map((h) => h.status)).toEqual(['released']);
    t.ctx.clock.now = new Date(b.shift.startsAt.getTime() - HOLD.leadMs + 60_000);
    await settle();
    expect((await holdsOf(b.applicationId))[0]).toMatchObject({ status: 'released', providerHoldId: null });
  });
});

describe('a card that cannot be held', () => {
  it("tells the manager, shows 'Payment issue' on the shift, stops new bookings after the second refusal, and a new card lifts it", async () => {
    const b = await booking('4000000000009995');
    const placeAt = b.shift.startsAt.getTime() - HOLD.leadMs;
    t.ctx.clock.now = new Date(placeAt + 60_000);
    await settle();
    expect((await holdsOf(b.applicationId))[0]).toMatchObject({ status: 'failed', tries: 1 });
    const [notice] = await noticesOf(b.manager.userId, 'payment_hold_failed');
    expect(notice?.title).toBe('Payment issue');
    expect(notice?.message).toContain('We could not place a hold on your card for Brunch Server at');
    expect(notice?.message).toContain('Update your payment method.');
    expect(notice?.message).toContain('We will try again in 1 hour');
    const mine = await listManagerShifts(t.ctx, b.manager.userId);
    expect(mine.shifts.find((s) => s.id === b.shift.id)?.paymentIssue).toBe(true);

    // The second refusal, an hour later: no new booking until the card is fixed; the booked worker keeps theirs.
    t.ctx.clock.now = new Date(placeAt + HOUR + 120_000);
    await settle();
    expect((await holdsOf(b.applicationId))[0]).toMatchObject({ status: 'failed', tries: 2 });
    const other = await createShift(t.ctx, b.manager.userId, { positionTitle: 'Host' });
    const applicant = await createTalent(t.ctx);
    await markPhoneVerified(t.ctx, applicant.userId);
    const applied = await applyToShift(t.ctx, applicant.userId, other.id);
    await expect(selectApplicant(t.ctx, b.manager.userId, applied.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PAYMENT_METHOD_FAILING,
    });
    const [kept] = await t.ctx.db
      .select({ status: shiftApplications.status })
      .from(shiftApplications)
      .where(eq(shiftApplications.id, b.applicationId));
    expect(kept?.status).toBe('accepted');

    // A working card (saved with the clock back at the test's start, where the session is good): the hold is placed
    // at once and booking is open again.
    t.ctx.clock.now = null;
    await cardThroughApp(t, b.manager.token);
    t.ctx.clock.now = new Date(placeAt + HOUR + 180_000);
    await settle();
    expect((await holdsOf(b.applicationId))[0]).toMatchObject({ status: 'held', tries: 2 });
    await expect(selectApplicant(t.ctx, b.manager.userId, applied.id)).resolves.toBeDefined();
  });
});

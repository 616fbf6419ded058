// A business's late cancellation compensation moves like approved pay (docs/product/payments.md, "Late cancellation
// compensation"; product-next §1): recorded with the cancellation, charged once (from the booking's hold when one
// holds, with no fee), paid out to the worker, a refused card tried again while the worker is paid all the same, and
// shown as compensation on both sides' statements. Through the real API and the app's own payments fake.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerTransactions, moneyMovements, notifications, paymentHolds } from '../../src/server/db/schema';
import { businessReceivable, workerPayable } from '../../src/server/ledger/booking-owed';
import { balanceOf } from '../../src/server/ledger/read-ledger';
import { runCharge } from '../../src/server/money/charge';
import { cardOnFile } from '../../src/server/money/payment-method';
import { HOLD } from '../../src/shared/domain/money';
import type { ChargeRowDto, PayoutRowDto, ReceiptDto } from '../../src/shared/schemas/responses/statements';
import { testAppForFile } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { cardThroughApp, payoutsThroughApp } from '../support/payments';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';
import { acceptedBooking, fakeOrigin, moneyFixtures } from './money-fixtures';

const t = testAppForFile({ ...PAYMENTS_WITH_FAKE });
const { as, settle, ledgerSides } = moneyFixtures(t);
const HOUR = 3_600_000;
/** 09:00-15:00 with a 30-minute break at $18.50: min(4 h, 5 h 30 min) owed = $74.00; the hold is $152.12. */
const OWED = 7_400;

afterEach(() => {
  t.ctx.clock.now = null;
});

const booking = (options: { card?: string; payouts?: boolean } = {}) => acceptedBooking(t, options);
type Booking = Awaited<ReturnType<typeof booking>>;

/** The hold placed at its time (24 h before the start). */
async function held(b: Booking) {
  t.ctx.clock.now = new Date(b.shift.startsAt.getTime() - HOLD.leadMs + 60_000);
  await settle();
  const [hold] = await holdsOf(b.applicationId);
  expect(hold).toMatchObject({ status: 'held' });
  return hold!;
}

/** 12 h before the start, the manager cancels the shift ('Cancel shift') or removes the worker: a late cancellation. */
async function cancelledLate(b: Booking, how: 'cancel' | 'remove' = 'cancel') {
  t.ctx.clock.now = new Date(b.shift.startsAt.getTime() - 12 * HOUR);
  const url =
    how === 'cancel' ? `/api/shifts/${b.shift.id}/cancel` : `/api/applications/${b.applicationId}/remove`;
  expectStatus(await as(b.manager, 'POST', url, how === 'cancel' ? { reason: 'Kitchen closed.' } : {}), 200);
}

const holdsOf = (applicationId: string) =>
  t.ctx.db.select().from(paymentHolds).where(eq(paymentHolds.applicationId, applicationId));
const movementOf = async (applicationId: string, kind: 'charge' | 'payout') =>
  (
    await t.ctx.db
      .select()
      .from(moneyMovements)
      .where(and(eq(moneyMovements.applicationId, applicationId), eq(moneyMovements.kind, kind)))
  ).find((m) => m.purpose === 'compensation');
const ledgerOf = (applicationId: string, kind: 'business_charge' | 'worker_payout' | 'platform_fee') =>
  t.ctx.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.applicationId, applicationId), eq(ledgerTransactions.kind, kind)));
const noticesOf = (userId: string, type: string) =>
  t.ctx.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, type as never)));
/** The cancelled booking as the worker's dashboard lists it. */
const myBooking = async (b: Booking) => {
  const { applications } = expectStatus(await as(b.worker, 'GET', '/api/applications/mine'), 200) as {
    applications: {
      id: string;
      lateCancellationPay: { amountCents: number; paidAt: string | null } | null;
    }[];
  };
  return applications.find((a) => a.id === b.applicationId)!;
};
const statementOf = async (b: Booking) =>
  expectStatus(await as(b.worker, 'GET', '/api/earnings/statement'), 200) as {
    paidOutCents: number;
    pendingCents: number;
  };

describe("a business's late cancellation", () => {
  it('charges the compensation from the hold with no fee, in the cancellation, and pays the worker at once', async () => {
    const b = await booking();
    const hold = await held(b);
    await cancelledLate(b);

    // Recorded with the cancellation, before any call: owed in the ledger, the charge row and its job; the hold
    // stays for the charge to capture from.
    expect(await movementOf(b.applicationId, 'charge')).toMatchObject({
      status: 'pending',
      timesheetId: null,
      payCents: OWED,
      feeCents: 0,
      feeBps: 0,
      amountCents: OWED,
      tries: 0,
    });
    expect(await balanceOf(t.ctx.db, businessReceivable(b.manager.userId))).toBe(OWED);
    expect((await statementOf(b)).pendingCents).toBe(OWED);
    expect((await holdsOf(b.applicationId))[0]!.status).toBe('held');
    // The worker's History card: owed, not yet paid.
    expect((await myBooking(b)).lateCancellationPay).toEqual({ amountCents: OWED, paidAt: null });

    await settle();
    expect(await movementOf(b.applicationId, 'charge')).toMatchObject({
      status: 'succeeded',
      providerObjectId: hold.providerHoldId,
    });
    expect((await holdsOf(b.applicationId))[0]!.status).toBe('captured');
    expect(await movementOf(b.applicationId, 'payout')).toMatchObject({
      status: 'sent',
      amountCents: OWED,
      speed: 'instant',
    });

    // The ledger: one charge and one payout, no fee, everyone square, and every line balanced.
    expect(await ledgerOf(b.applicationId, 'business_charge')).toHaveLength(1);
    expect(await ledgerOf(b.applicationId, 'worker_payout')).toHaveLength(1);
    expect(await ledgerOf(b.applicationId, 'platform_fee')).toHaveLength(0);
    expect(await balanceOf(t.ctx.db, businessReceivable(b.manager.userId))).toBe(0);
    expect(await balanceOf(t.ctx.db, workerPayable(b.worker.userId))).toBe(0);
    const sides = await ledgerSides();
    expect(sides.debit).toBe(sides.credit);
    expect(await statementOf(b)).toMatchObject({ pendingCents: 0, paidOutCents: OWED });
    const paid = (await myBooking(b)).lateCancellationPay;
    expect(paid?.amountCents).toBe(OWED);
    expect(paid?.paidAt).toBe((await movementOf(b.applicationId, 'payout'))!.doneAt!.toISOString());

    // Told as compensation, not as pay for hours.
    const [charged] = await noticesOf(b.manager.userId, 'payment_charged');
    expect(charged?.message).toMatch(
      /^Your card was charged \$74\.00 for Brunch Server at .*: the late cancellation compensation owed to the booked worker \(no fee\)\.$/,
    );
    const [sent] = await noticesOf(b.worker.userId, 'payout_sent');
    expect(sent?.title).toBe('Compensation sent');
    expect(sent?.message).toMatch(/^Your cancellation compensation of \$74\.00 for Brunch Server at /);
    expect(sent?.message).toContain('instant payout, free of charge');
  });

  it('is charged once when the job runs again after the provider took the charge but the answer was lost', async () => {
    // Cancelled before the hold's time: no hold, so the saved card is charged.
    const b = await booking();
    await cancelledLate(b);
    const charge = (await movementOf(b.applicationId, 'charge'))!;
    const card = (await cardOnFile(t.ctx.db, b.manager.userId))!;
    const key = `charge:${charge.id}:0`;
    const lost = await t.ctx.services.payments.charge({
      idempotencyKey: key,
      customerId: card.customerId,
      paymentMethodId: card.paymentMethodId,
      amountCents: OWED,
      description: `TalentBridge: late cancellation compensation, booking ${b.applicationId}`,
    });
    expect(lost.ok).toBe(true);

    await runCharge(t.ctx, { subjectId: charge.id });
    await runCharge(t.ctx, { subjectId: charge.id });
    await settle();
    const recorded = (await movementOf(b.applicationId, 'charge'))!;
    expect(recorded).toMatchObject({
      status: 'succeeded',
      providerObjectId: lost.ok ? lost.paymentId : null,
    });
    const effects = (await (await fetch(`${await fakeOrigin(t)}/_fake/effects`)).json()) as Record<
      string,
      number
    >;
    expect(effects[key]).toBe(1);
    expect(await ledgerOf(b.applicationId, 'business_charge')).toHaveLength(1);
    expect(await ledgerOf(b.applicationId, 'worker_payout')).toHaveLength(1);
    expect(await balanceOf(t.ctx.db, businessReceivable(b.manager.userId))).toBe(0);
    // The hold never placed is released without a call.
    expect((await holdsOf(b.applicationId))[0]).toMatchObject({ status: 'released', providerHoldId: null });
  });

  it('tries a refused card again after 1 h and pays the worker at once all the same; a new card pays it', async () => {
    const b = await booking({ card: '4000000000009995' });
    await cancelledLate(b);
    const start = t.ctx.now().getTime();
    await settle();

    expect(await movementOf(b.applicationId, 'charge')).toMatchObject({
      status: 'pending',
      tries: 1,
      nextTryAt: new Date(start + HOUR),
    });
    const [issue] = await noticesOf(b.manager.userId, 'payment_failed');
    expect(issue?.title).toBe('Payment issue');
    expect(issue?.message).toMatch(
      /^We could not charge your card \$74\.00, the late cancellation compensation for Brunch Server at /,
    );
    expect(issue?.message).toContain('We will try again in 1 hour');
    expect(issue?.message).toContain('The worker is paid the compensation all the same.');
    // The platform advances the worker's money.
    expect(await movementOf(b.applicationId, 'payout')).toMatchObject({ status: 'sent', amountCents: OWED });
    expect(await balanceOf(t.ctx.db, workerPayable(b.worker.userId))).toBe(0);
    expect(await statementOf(b)).toMatchObject({ pendingCents: 0, paidOutCents: OWED });

    t.ctx.clock.now = new Date(start + HOUR);
    await settle();
    expect(await movementOf(b.applicationId, 'charge')).toMatchObject({ status: 'pending', tries: 2 });
    expect(await balanceOf(t.ctx.db, businessReceivable(b.manager.userId))).toBe(OWED);

    t.ctx.clock.now = null;
    await cardThroughApp(t, b.manager.token);
    await settle();
    expect(await movementOf(b.applicationId, 'charge')).toMatchObject({ status: 'succeeded', tries: 2 });
    expect(await balanceOf(t.ctx.db, businessReceivable(b.manager.userId))).toBe(0);
    expect(await ledgerOf(b.applicationId, 'worker_payout')).toHaveLength(1);
    const sides = await ledgerSides();
    expect(sides.debit).toBe(sides.credit);
  });

  it("waits for the worker's payouts, says it is compensation, and 'Pending' goes to zero once it is sent", async () => {
    const b = await booking({ payouts: false });
    await cancelledLate(b, 'remove');
    await settle();
    expect(await movementOf(b.applicationId, 'payout')).toMatchObject({
      status: 'waiting',
      amountCents: OWED,
    });
    const [waiting] = await noticesOf(b.worker.userId, 'payout_waiting');
    expect(waiting?.title).toBe('Compensation waiting');
    expect(waiting?.message).toMatch(/^Your cancellation compensation of \$74\.00 for Brunch Server at /);
    expect((await statementOf(b)).pendingCents).toBe(OWED);

    t.ctx.clock.now = null;
    await payoutsThroughApp(t, b.worker.token);
    await settle();
    expect(await movementOf(b.applicationId, 'payout')).toMatchObject({ status: 'sent' });
    expect(await statementOf(b)).toMatchObject({ pendingCents: 0, paidOutCents: OWED });
  });

  it("shows on the business's charges, receipt and CSV and the worker's payouts as compensation, with no hours", async () => {
    const b = await booking();
    await cancelledLate(b, 'remove');
    await settle();

    const { charges } = expectStatus(await as(b.manager, 'GET', '/api/billing/charges'), 200) as {
      charges: ChargeRowDto[];
    };
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      purpose: 'compensation',
      workedMinutes: null,
      payCents: OWED,
      feeCents: 0,
      totalCents: OWED,
      status: 'succeeded',
      shift: { title: 'Brunch Server' },
    });
    const receipt = expectStatus(
      await as(b.manager, 'GET', `/api/billing/charges/${charges[0]!.id}/receipt`),
      200,
    ) as ReceiptDto;
    expect(receipt).toMatchObject({ purpose: 'compensation', timesheetId: null, workedMinutes: null });
    expect(receipt.providerReference).toMatch(/^pi_/);

    const csv = (await as(b.manager, 'GET', '/api/billing/charges.csv')).body.split('\r\n');
    expect(csv[1]).toContain('"Brunch Server: Late cancellation compensation"');
    // Shift date, worker, then the Hours cell: empty.
    expect(csv[1]).toMatch(
      /"Brunch Server: Late cancellation compensation","[\d-]+","[^"]*","","74\.00","0\.00"/,
    );

    const { payouts } = expectStatus(await as(b.worker, 'GET', '/api/earnings/payouts'), 200) as {
      payouts: PayoutRowDto[];
    };
    expect(payouts).toEqual([
      expect.objectContaining({ purpose: 'compensation', amountCents: OWED, status: 'sent' }),
    ]);
  });

  it('moves no money when the business cancels 24 hours or more before the start, and releases the hold', async () => {
    // Three days ahead: free, and the hold (due 24 h before the start) is never placed.
    const b = await booking();
    expectStatus(await as(b.manager, 'POST', `/api/shifts/${b.shift.id}/cancel`, {}), 200);
    await settle();
    expect(await movementOf(b.applicationId, 'charge')).toBeUndefined();
    expect((await holdsOf(b.applicationId))[0]).toMatchObject({ status: 'released', providerHoldId: null });
  });
});

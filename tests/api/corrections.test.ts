// Corrections after an operations decision (docs/product/payments.md, "Corrections"): a disputed timesheet decided
// with other times changes approved pay after the charge, and the money follows through the app's payments fake
// (the real adapter over HTTP): a lower pay refunds the business the difference + the fee on it, reducing a payout
// not sent yet or, once paid, absorbed by the platform; a higher pay charges the difference + fee and pays it out.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, moneyCorrections, notifications } from '../../src/server/db/schema';
import { businessReceivable, workerPayable } from '../../src/server/ledger/booking-owed';
import { balanceOf } from '../../src/server/ledger/read-ledger';
import { createStaff } from '../../src/server/seed/factories/staff';
import { chargeFor, FEE_BPS } from '../../src/shared/domain/money';
import { testAppForFile } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { payoutsThroughApp } from '../support/payments';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';
import { type Account, moneyFixtures } from './money-fixtures';

const t = testAppForFile({ ...PAYMENTS_WITH_FAKE, STRIPE_WEBHOOK_SECRET: 'whsec_corrections_test_secret' });
const { as, parties, adjustedTimesheet, movement, settle, ledgerSides } = moneyFixtures(t);
const platform = { kind: 'platform_compensation', ownerId: null } as const;

/** The worker disputes the adjustment; staff decide it with the worker's times, or with times they enter. */
async function decided(
  worker: Account,
  timesheetId: string,
  entered?: { checkInAt: string; checkOutAt: string },
) {
  expectStatus(
    await as(worker, 'POST', `/api/timesheets/${timesheetId}/dispute`, { note: 'I was there at 9.' }),
    200,
  );
  const staff = await createStaff(t.ctx);
  expectStatus(
    await as(staff, 'POST', `/api/ops/queues/timesheet-disputes/${timesheetId}/decision`, {
      decision: 'worker_times',
      reason: 'Door log.',
      ...entered,
    }),
    200,
  );
  const [c] = await t.ctx.db
    .select()
    .from(moneyCorrections)
    .where(eq(moneyCorrections.timesheetId, timesheetId));
  return c!;
}

const txOf = (
  timesheetId: string,
  kind: 'business_refund' | 'pay_correction' | 'correction_charge' | 'correction_payout',
) =>
  t.ctx.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.timesheetId, timesheetId), eq(ledgerTransactions.kind, kind)));
const noticeOf = async (userId: string, title: string) =>
  (
    await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), eq(notifications.title, title)))
  )[0];

// Adjusted 10:00-15:00 = 270 min = $83.25; entered 10:00-14:00 = 210 min = $64.75: $18.50 less.
const LOWER = (day: string) => ({ checkInAt: `${day}T10:00`, checkOutAt: `${day}T14:00` });

describe('an operations decision that lowers approved pay', () => {
  it('before the payout: refunds the difference + fee to the cent and reduces the payout', async () => {
    const { manager, worker } = await parties({ payouts: false });
    const { timesheet, day } = await adjustedTimesheet(manager, worker);
    await settle();
    expect(await movement(timesheet.id, 'charge')).toMatchObject({ status: 'succeeded', payCents: 8325 });
    expect(await movement(timesheet.id, 'payout')).toMatchObject({ status: 'waiting', amountCents: 8325 });

    const c = await decided(worker, timesheet.id, LOWER(day));
    const { feeCents, totalCents } = chargeFor(1850, FEE_BPS.payAsYouGo);
    expect(feeCents).toBe(555);
    expect(c).toMatchObject({
      direction: 'lower',
      payBeforeCents: 8325,
      payAfterCents: 6475,
      payCents: 1850,
      feeCents,
      amountCents: totalCents,
      workerSide: 'payout_reduced',
      status: 'pending',
    });
    expect(await movement(timesheet.id, 'payout')).toMatchObject({ status: 'waiting', amountCents: 6475 });
    expect((await noticeOf(worker.userId, 'Pay corrected'))?.message).toContain(
      'Your payout will be $64.75.',
    );

    await settle();
    const refunded = (
      await t.ctx.db.select().from(moneyCorrections).where(eq(moneyCorrections.id, c.id))
    )[0]!;
    expect(refunded).toMatchObject({ status: 'succeeded', providerObjectId: expect.stringMatching(/^re_/) });
    const [refundTx] = await txOf(timesheet.id, 'business_refund');
    expect(refundTx?.providerObjectId).toBe(refunded.providerObjectId);
    expect((await noticeOf(manager.userId, 'Refund sent'))?.message).toContain('$24.05 was refunded');
    // The receipt lists the refund with its parts under the charge.
    const charge = (await movement(timesheet.id, 'charge'))!;
    const receipt = expectStatus(await as(manager, 'GET', `/api/billing/charges/${charge.id}/receipt`), 200);
    expect(receipt.totalCents).toBe(charge.amountCents);
    expect(receipt.corrections).toEqual([
      {
        id: c.id,
        kind: 'refund',
        payCents: 1850,
        feeCents,
        amountCents: totalCents,
        status: 'succeeded',
        createdAt: expect.any(String),
        doneAt: refunded.doneAt!.toISOString(),
      },
    ]);
    // And the CSV puts it on its own row under the charge, negative, so the totals add up to what was paid.
    const csv = (await as(manager, 'GET', '/api/billing/charges.csv')).body.trim().split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv[2]).toMatch(
      /: Refund of lowered pay","[^"]+","[^"]+","","-18\.50","-5\.55","30","-24\.05","Paid","","re_/,
    );

    // The worker sets up payouts and is paid the corrected pay; nobody owes anybody anything.
    await payoutsThroughApp(t, worker.token);
    await settle();
    expect(await movement(timesheet.id, 'payout')).toMatchObject({ status: 'sent', amountCents: 6475 });
    expect(await balanceOf(t.ctx.db, workerPayable(worker.userId))).toBe(0);
    expect(await balanceOf(t.ctx.db, businessReceivable(manager.userId))).toBe(0);
    const sides = await ledgerSides();
    expect(sides.debit).toBe(sides.credit);
  });

  it('after the payout: refunds the business, the platform absorbs it, the worker keeps what was paid', async () => {
    const { manager, worker } = await parties();
    const { timesheet, day } = await adjustedTimesheet(manager, worker);
    await settle();
    const paid = await movement(timesheet.id, 'payout');
    expect(paid).toMatchObject({ status: 'sent', amountCents: 8325 });
    const absorbedBefore = await balanceOf(t.ctx.db, platform);

    const c = await decided(worker, timesheet.id, LOWER(day));
    expect(c).toMatchObject({ workerSide: 'absorbed', amountCents: 2405 });
    expect((await noticeOf(worker.userId, 'Pay corrected'))?.message).toContain(
      'You keep the $83.25 you were paid: nothing is taken back.',
    );
    await settle();

    expect(
      (await t.ctx.db.select().from(moneyCorrections).where(eq(moneyCorrections.id, c.id)))[0],
    ).toMatchObject({
      status: 'succeeded',
    });
    // The payout is untouched, and the worker's payable never went below zero.
    expect(await movement(timesheet.id, 'payout')).toEqual(paid);
    expect(await balanceOf(t.ctx.db, workerPayable(worker.userId))).toBe(0);
    expect(await balanceOf(t.ctx.db, businessReceivable(manager.userId))).toBe(0);
    expect((await balanceOf(t.ctx.db, platform)) - absorbedBefore).toBe(1850);
    expect(await txOf(timesheet.id, 'business_refund')).toHaveLength(1);
    // The job run again refunds nothing more.
    await t.ctx.services.scheduler.runDue();
    expect(await txOf(timesheet.id, 'business_refund')).toHaveLength(1);
    const sides = await ledgerSides();
    expect(sides.debit).toBe(sides.credit);
  });
});

describe('an operations decision that raises approved pay', () => {
  it('charges the difference + fee and sends the worker the difference as an extra payout', async () => {
    const { manager, worker } = await parties();
    const { timesheet } = await adjustedTimesheet(manager, worker);
    await settle();
    // The worker's times, 09:00-15:00 = 330 min = $101.75: $18.50 more.
    const c = await decided(worker, timesheet.id);
    expect(c).toMatchObject({
      direction: 'higher',
      payCents: 1850,
      amountCents: 2405,
      workerSide: 'extra_payout',
      payoutStatus: 'pending',
    });
    await settle();
    const done = (await t.ctx.db.select().from(moneyCorrections).where(eq(moneyCorrections.id, c.id)))[0]!;
    expect(done).toMatchObject({
      status: 'succeeded',
      providerObjectId: expect.stringMatching(/^pi_/),
      payoutStatus: 'sent',
      payoutId: expect.stringMatching(/^po_/),
      transferId: expect.stringMatching(/^tr_/),
    });
    expect(await txOf(timesheet.id, 'correction_charge')).toHaveLength(1);
    expect(await txOf(timesheet.id, 'correction_payout')).toHaveLength(1);
    expect(await noticeOf(worker.userId, 'Pay sent')).toBeDefined();
    expect(await balanceOf(t.ctx.db, workerPayable(worker.userId))).toBe(0);
    expect(await balanceOf(t.ctx.db, businessReceivable(manager.userId))).toBe(0);
    // The extra payout is a payment to the worker like the first: in 'Paid out' and the year's tax summary.
    const first = (await movement(timesheet.id, 'payout'))!.amountCents;
    const statement = expectStatus(await as(worker, 'GET', '/api/earnings/statement'), 200);
    expect(statement).toMatchObject({
      paidOutCents: first + 1850,
      pendingCents: 0,
      taxYear: { paidCents: first + 1850, payoutCount: 2 },
    });
    // And 'Payouts' lists it beside the first, newest first, so the list adds up to 'Paid out'.
    const listed = expectStatus(await as(worker, 'GET', '/api/earnings/payouts'), 200);
    expect(listed.payouts).toMatchObject([
      {
        purpose: 'correction',
        amountCents: 1850,
        status: 'sent',
        speed: 'instant',
        sentAt: expect.any(String),
      },
      { purpose: 'work', amountCents: first, status: 'sent' },
    ]);
    const sides = await ledgerSides();
    expect(sides.debit).toBe(sides.credit);
  });
});

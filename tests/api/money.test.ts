// Money moving (docs/product/payments.md, "Charges and payouts", "Money timeline", "Booking needs a payment
// method"): an approved timesheet charges the business pay + fee and pays the worker, through the app's own
// payments service (the real adapter over HTTP to the project's fake), with the ledger, the notices and the timeline.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runBackfill } from '../../src/server/booking/backfill';
import {
  events,
  ledgerTransactions,
  moneyMovements,
  notifications,
  shiftApplications,
  shifts,
  timesheets,
} from '../../src/server/db/schema';
import { businessReceivable, workerPayable } from '../../src/server/ledger/booking-owed';
import { balanceOf } from '../../src/server/ledger/read-ledger';
import { CHARGE_KIND, runCharge } from '../../src/server/money/charge';
import {
  cardOnFile,
  PAYMENT_METHOD_FAILING,
  PAYMENT_METHOD_REQUIRED,
} from '../../src/server/money/payment-method';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { chargeFor, FEE_BPS } from '../../src/shared/domain/money';
import type { TimesheetDto } from '../../src/shared/schemas/responses/timesheets';
import { wholeShiftTimesheet } from '../factories/timesheets';
import { testAppForFile } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { cardThroughApp, payoutsThroughApp } from '../support/payments';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';

const t = testAppForFile({ ...PAYMENTS_WITH_FAKE, STRIPE_WEBHOOK_SECRET: 'whsec_money_test_secret' });
const DAY = 86_400_000;
const HOUR = 3_600_000;

type Account = { userId: string; token: string };
const as = (who: Account, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { cookie: `tb_session=${who.token}` } });

/** A business (with the test card given, or none) and a worker (payouts set up or not). */
async function parties(options: { card?: string | null; payouts?: boolean } = {}) {
  const manager = await createManager(t.ctx);
  const worker = await createTalent(t.ctx);
  if (options.card !== null) await cardThroughApp(t, manager.token, options.card);
  if (options.payouts !== false) await payoutsThroughApp(t, worker.token);
  return { manager, worker };
}

/** A past shift of the manager's with the worker's whole-shift timesheet, approved by the manager. */
async function approvedTimesheet(manager: Account, worker: Account) {
  const posted = await createShiftPostedAt(t.ctx, manager.userId, new Date(Date.now() - 5 * DAY));
  const [shift] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
  const draft = await t.ctx.db.transaction((tx) => wholeShiftTimesheet(tx, t.ctx, shift!, worker.userId));
  expectStatus(await as(manager, 'POST', `/api/timesheets/${draft.id}/approve`), 200);
  const [row] = await t.ctx.db.select().from(timesheets).where(eq(timesheets.id, draft.id));
  return row!;
}

/** A new worker's application to a new upcoming shift of the manager's: someone to select. */
async function newApplicant(manager: Account): Promise<string> {
  const shift = await createShiftPostedAt(t.ctx, manager.userId, new Date());
  const applicant = await createTalent(t.ctx);
  const applied = expectStatus(await as(applicant, 'POST', `/api/shifts/${shift.id}/applications`), 201) as {
    application: { id: string };
  };
  return applied.application.id;
}

const movements = (timesheetId: string) =>
  t.ctx.db.select().from(moneyMovements).where(eq(moneyMovements.timesheetId, timesheetId));
const movement = async (timesheetId: string, kind: 'charge' | 'payout') =>
  (await movements(timesheetId)).find((m) => m.kind === kind);

async function timelineOf(who: Account, timesheetId: string) {
  const list = expectStatus(await as(who, 'GET', '/api/timesheets?pageSize=100'), 200) as {
    timesheets: TimesheetDto[];
  };
  return list.timesheets.find((x) => x.id === timesheetId)!.money;
}

const noticesOf = async (userId: string, type: string) =>
  t.ctx.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, type as never)));

/** Runs the due jobs until none is left (a charge makes its payout due at once). */
async function settle() {
  while ((await t.ctx.services.scheduler.runDue()) > 0);
}

describe('an approved timesheet', () => {
  it('charges the business pay + fee, sends the worker the pay, and shows both sides the whole timeline', async () => {
    const { manager, worker } = await parties();
    const timesheet = await approvedTimesheet(manager, worker);
    const { payCents, feeCents, totalCents } = chargeFor(timesheet.payCents, FEE_BPS.payAsYouGo);
    expect(feeCents).toBe(Math.floor((timesheet.payCents * 3000 + 5000) / 10_000));

    // Recorded in the approval's transaction, before any call: the charge, the fee owed, and the job.
    const charge = await movement(timesheet.id, 'charge');
    expect(charge).toMatchObject({
      status: 'pending',
      payCents,
      feeCents,
      amountCents: totalCents,
      tries: 0,
    });
    expect(await balanceOf(t.ctx.db, businessReceivable(manager.userId))).toBe(totalCents);
    expect((await timelineOf(worker, timesheet.id))?.map((s) => [s.label, s.at !== null])).toEqual([
      ['Approved', true],
      ['Business charged', false],
      ['Sent to you', false],
      ['Arrived', false],
    ]);

    await settle();
    const charged = await movement(timesheet.id, 'charge');
    const paid = await movement(timesheet.id, 'payout');
    expect(charged).toMatchObject({ status: 'succeeded', providerObjectId: expect.stringMatching(/^pi_/) });
    expect(paid).toMatchObject({
      status: 'sent',
      amountCents: payCents,
      speed: 'instant',
      providerObjectId: expect.stringMatching(/^po_/),
      transferId: expect.stringMatching(/^tr_/),
    });
    expect(paid!.arrivedAt).not.toBeNull();

    // The ledger: the business owes nothing more, the worker is owed nothing more, the platform kept its fee.
    expect(await balanceOf(t.ctx.db, businessReceivable(manager.userId))).toBe(0);
    expect(await balanceOf(t.ctx.db, workerPayable(worker.userId))).toBe(0);

    for (const [who, sent] of [
      [worker, 'Sent to you'],
      [manager, 'Sent to worker'],
    ] as const) {
      const steps = await timelineOf(who, timesheet.id);
      expect(steps?.map((s) => s.label)).toEqual(['Approved', 'Business charged', sent, 'Arrived']);
      expect(steps?.every((s) => s.at !== null && s.problem === null)).toBe(true);
    }
    const [chargedNotice] = await noticesOf(manager.userId, 'payment_charged');
    expect(chargedNotice?.message).toContain(`Your card was charged $${(totalCents / 100).toFixed(2)} for `);
    expect((await noticesOf(worker.userId, 'payout_sent'))[0]?.message).toContain(
      'instant payout, free of charge',
    );
    // Both sides' screens are told each step live: the charge and the payout.
    for (const who of [manager, worker]) {
      const live = await t.ctx.db
        .select({ payload: events.payload })
        .from(events)
        .where(and(eq(events.userId, who.userId), eq(events.type, 'money_changed')));
      expect(live.map((e) => e.payload)).toEqual([
        { timesheetId: timesheet.id, kind: 'charge' },
        { timesheetId: timesheet.id, kind: 'payout' },
      ]);
    }
  });

  it('charges once when the job runs again after the provider took the charge but the answer was lost', async () => {
    const { manager, worker } = await parties();
    const timesheet = await approvedTimesheet(manager, worker);
    const charge = (await movement(timesheet.id, 'charge'))!;
    // The first run's call reached the provider, and the process died before it recorded the answer: the same call,
    // under the key the row names.
    const card = (await cardOnFile(t.ctx.db, manager.userId))!;
    const lost = await t.ctx.services.payments.charge({
      idempotencyKey: `charge:${charge.id}:0`,
      customerId: card.customerId,
      paymentMethodId: card.paymentMethodId,
      amountCents: charge.amountCents,
      description: `TalentBridge: approved work, timesheet ${timesheet.id}`,
    });
    expect(lost.ok).toBe(true);

    await runCharge(t.ctx, { subjectId: charge.id });
    const recorded = (await movement(timesheet.id, 'charge'))!;
    expect(recorded.status).toBe('succeeded');
    expect(recorded.providerObjectId).toBe(lost.ok ? lost.paymentId : null);
    // A second run finds it charged and calls nothing; the ledger holds one charge.
    await runCharge(t.ctx, { subjectId: charge.id });
    const charges = await t.ctx.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.kind, 'business_charge'), eq(ledgerTransactions.timesheetId, timesheet.id)),
      );
    expect(charges).toHaveLength(1);
    expect(await balanceOf(t.ctx.db, businessReceivable(manager.userId))).toBe(0);
  });

  it("waits for the worker's payouts, says so, and sends the pay once they are set up", async () => {
    const { manager, worker } = await parties({ payouts: false });
    const timesheet = await approvedTimesheet(manager, worker);
    await settle();
    expect(await movement(timesheet.id, 'payout')).toMatchObject({ status: 'waiting' });
    const steps = await timelineOf(worker, timesheet.id);
    expect(steps?.[2]).toEqual({
      label: 'Sent to you',
      at: null,
      problem: `Set up payouts ('Get paid') to receive $${(timesheet.payCents / 100).toFixed(2)}.`,
    });
    expect((await timelineOf(manager, timesheet.id))?.[2]?.problem).toBe(
      'Waiting for the worker to set up payouts.',
    );
    expect((await noticesOf(worker.userId, 'payout_waiting'))[0]?.title).toBe('Pay waiting');
    expect((await as(worker, 'GET', '/api/payouts')).json()).toMatchObject({
      waitingCents: timesheet.payCents,
    });

    await payoutsThroughApp(t, worker.token);
    await settle();
    expect(await movement(timesheet.id, 'payout')).toMatchObject({ status: 'sent' });
    expect((await as(worker, 'GET', '/api/payouts')).json()).toEqual({ status: 'ready', waitingCents: 0 });
  });
});

describe('a card that fails at charge time', () => {
  it('is tried again after 1 h and 24 h, pays the worker at once, and blocks new bookings after the 2nd refusal', async () => {
    const { manager, worker } = await parties({ card: '4000 0000 0000 9995' });
    const timesheet = await approvedTimesheet(manager, worker);
    const start = Date.now();
    t.ctx.clock.now = new Date(start);
    await settle();

    const refused = (await movement(timesheet.id, 'charge'))!;
    expect(refused).toMatchObject({ status: 'pending', tries: 1 });
    expect(refused.nextTryAt?.getTime()).toBe(start + HOUR);
    const [notice] = await noticesOf(manager.userId, 'payment_failed');
    expect(notice?.title).toBe('Payment issue');
    expect(notice?.message).toContain('We will try again in 1 hour');
    expect(notice?.message).toContain('The worker is paid for the work all the same.');
    // Workers are paid for work done: the platform puts the pay in itself.
    expect(await movement(timesheet.id, 'payout')).toMatchObject({ status: 'sent' });
    expect(await balanceOf(t.ctx.db, workerPayable(worker.userId))).toBe(0);
    expect((await timelineOf(manager, timesheet.id))?.[1]?.problem).toContain('Your card was refused');
    expect((await timelineOf(worker, timesheet.id))?.[1]?.problem).toBe(
      'The business has not been charged yet. Your pay does not wait for it.',
    );

    // A booking is still possible after one refusal, not after the second.
    const applicationId = await newApplicant(manager);
    t.ctx.clock.now = new Date(start + HOUR);
    await settle();
    expect(await movement(timesheet.id, 'charge')).toMatchObject({ status: 'pending', tries: 2 });
    const select = await as(manager, 'POST', `/api/applications/${applicationId}/select`);
    expect(select.statusCode).toBe(409);
    expect(select.json().error.message).toBe(PAYMENT_METHOD_FAILING);
    // The automatic backfill of that shift stops there too, and the manager is told why.
    const [applicant] = await t.ctx.db
      .select({ shiftId: shiftApplications.shiftId })
      .from(shiftApplications)
      .where(eq(shiftApplications.id, applicationId));
    await runBackfill(t.ctx, { subjectId: applicant!.shiftId });
    expect(await noticesOf(manager.userId, 'backfill_stopped')).toEqual([
      {
        title: 'Place not offered',
        message: expect.stringContaining(
          `we could not offer it to the next applicant: ${PAYMENT_METHOD_FAILING}`,
        ),
      },
    ]);

    // A new card is charged at once and lifts the block; the 24-hour try then finds nothing to do.
    t.ctx.clock.now = null;
    await cardThroughApp(t, manager.token, '4242 4242 4242 4242');
    await settle();
    expect(await movement(timesheet.id, 'charge')).toMatchObject({ status: 'succeeded', tries: 2 });
    expect(await balanceOf(t.ctx.db, businessReceivable(manager.userId))).toBe(0);
    expectStatus(await as(manager, 'POST', `/api/applications/${applicationId}/select`), 200);
    // The first try, the 1-hour try, the new card's try, and the 24-hour try still planned (it finds nothing to do).
    const jobs = await t.ctx.db.query.scheduledJobs.findMany({
      where: (j, { and: both, eq: is }) => both(is(j.kind, CHARGE_KIND), is(j.subjectId, refused.id)),
    });
    expect(jobs).toHaveLength(4);
  });
});

describe('booking needs a payment method', () => {
  it("refuses 'Select and Contact Worker' for a business without a card, before anyone is contacted", async () => {
    const { manager } = await parties({ card: null, payouts: false });
    const applicationId = await newApplicant(manager);
    const res = await as(manager, 'POST', `/api/applications/${applicationId}/select`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: PAYMENT_METHOD_REQUIRED,
      title: 'Add a payment method',
    });
    const [after] = await t.ctx.db
      .select({ status: shiftApplications.status, contactingUntil: shiftApplications.contactingUntil })
      .from(shiftApplications)
      .where(eq(shiftApplications.id, applicationId));
    expect(after).toEqual({ status: 'interested', contactingUntil: null });
  });
});

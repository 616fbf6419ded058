// The daily reconciliation (docs/product/payments.md, "Reconciliation"): the ledger compared with the provider's
// balance transactions, through the app's own payments service (the real adapter over HTTP to the project's fake,
// whose balance transactions are dated on the app's clock), each problem a 'Ledger mismatch' item staff decide.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  ledgerMismatches,
  ledgerReconciliationRuns,
  moneyMovements,
  scheduledJobs,
  shifts,
  timesheets,
} from '../../src/server/db/schema';
import { businessReceivable } from '../../src/server/ledger/booking-owed';
import { postTransaction } from '../../src/server/ledger/post-transaction';
import { cardOnFile } from '../../src/server/money/payment-method';
import {
  RECONCILIATION_KIND,
  reconcileWindow,
  runReconciliation,
  windowOf,
} from '../../src/server/money/reconcile';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { createStaff } from '../../src/server/seed/factories/staff';
import { owedLines } from '../../src/shared/domain/ledger';
import { wholeShiftTimesheet } from '../factories/timesheets';
import { testAppForFile } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { cardThroughApp, payoutsThroughApp } from '../support/payments';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';
import { disputesForFile, moneyFixtures } from './money-fixtures';

const t = testAppForFile({ ...PAYMENTS_WITH_FAKE, STRIPE_WEBHOOK_SECRET: 'whsec_reconciliation_secret' });
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Today's UTC midnight, the days after it, and a run's time: 02:00 UTC of the day after the one it compares. */
const today = Math.floor(Date.now() / DAY) * DAY;
const runAt = (day: number) => new Date(day + DAY + 2 * HOUR);

type Account = { userId: string; token: string };
const { as: call, settle } = moneyFixtures(t);
const { disputeOf } = disputesForFile(t);

/** The business's bank disputes a payment: the fake's signed event, posted to the app's webhook. */
async function dispute(paymentId: string) {
  const event = await disputeOf(paymentId, 'fraudulent');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature! },
    payload: event.body,
  });
  expectStatus(res, 200);
}

/** A past shift of the manager's with the worker's whole-shift timesheet, still a draft. */
async function draftTimesheet(manager: Account, worker: Account) {
  const posted = await createShiftPostedAt(t.ctx, manager.userId, new Date(today - 5 * DAY));
  const [shift] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
  return t.ctx.db.transaction((tx) => wholeShiftTimesheet(tx, t.ctx, shift!, worker.userId));
}

/** Approved by the manager through the app, then charged and paid out through the fake. */
async function chargedTimesheet(manager: Account, worker: Account) {
  const draft = await draftTimesheet(manager, worker);
  expectStatus(await call(manager, 'POST', `/api/timesheets/${draft.id}/approve`), 200);
  await settle();
  return draft;
}

/** The manager's saved card charged at the provider directly, as nothing in the app would. */
async function paymentOutsideTheApp(name: string, amountCents: number) {
  const card = (await cardOnFile(t.ctx.db, manager.userId))!;
  const paid = await t.ctx.services.payments.charge({
    idempotencyKey: `reconciliation-test:${name}`,
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountCents,
  });
  if (!paid.ok) throw new Error(paid.message);
  return paid;
}

const mismatches = () => t.ctx.db.select().from(ledgerMismatches).orderBy(ledgerMismatches.kind);

let manager: Account;
let worker: Account;

describe('the daily reconciliation', () => {
  it('finds nothing wrong on a day whose charge, payout and card dispute both sides record', async () => {
    t.ctx.clock.now = new Date(today + 12 * HOUR);
    manager = await createManager(t.ctx);
    worker = await createTalent(t.ctx);
    await cardThroughApp(t, manager.token);
    await payoutsThroughApp(t, worker.token);
    const charged = await chargedTimesheet(manager, worker);
    // Its payment disputed: the provider's withdrawal and the ledger's 'card_dispute' name the same dispute.
    const [charge] = await t.ctx.db
      .select()
      .from(moneyMovements)
      .where(and(eq(moneyMovements.timesheetId, charged.id), eq(moneyMovements.kind, 'charge')));
    await dispute(charge!.providerObjectId!);

    t.ctx.clock.now = runAt(today);
    await runReconciliation(t.ctx, { runAt: runAt(today) });
    const [run] = await t.ctx.db
      .select()
      .from(ledgerReconciliationRuns)
      .where(eq(ledgerReconciliationRuns.windowStart, new Date(today)));
    // The payment, the transfer to the worker's account and the dispute's withdrawal; the business's charge, the
    // worker's payout and the dispute.
    expect(run).toMatchObject({
      windowEnd: new Date(today + DAY),
      providerObjects: 3,
      ledgerTransactions: 3,
      approvedTimesheets: 1,
      mismatches: 0,
      finishedAt: runAt(today),
    });
    expect(await mismatches()).toEqual([]);
    // The next day's run is scheduled, once however often the job runs.
    await runReconciliation(t.ctx, { runAt: runAt(today) });
    const jobs = await t.ctx.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, RECONCILIATION_KIND));
    expect(jobs.filter((j) => j.runAt.getTime() === runAt(today + DAY).getTime())).toHaveLength(1);
  });

  it('opens one item for each problem of a day, and none again when the day is run twice', async () => {
    const day = today + DAY;
    t.ctx.clock.now = new Date(day + 12 * HOUR);
    // A payment the ledger never heard of: taken at the provider, outside the app.
    const stray = await paymentOutsideTheApp('stray', 1234);
    // A timesheet approved without its charge being recorded.
    const uncharged = await draftTimesheet(manager, worker);
    await t.ctx.db
      .update(timesheets)
      .set({ status: 'approved', approvedAt: t.ctx.now(), approvedBy: 'manager' })
      .where(eq(timesheets.id, uncharged.id));
    // A charge recorded twice in the ledger (a second transaction under another key).
    const twice = await chargedTimesheet(manager, worker);
    await t.ctx.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'business_charge',
        idempotencyKey: `business_charge:again:${twice.id}`,
        lines: owedLines(
          { kind: 'provider_balance', ownerId: null },
          businessReceivable(manager.userId),
          500,
        ),
        refs: { timesheetId: twice.id },
        reason: 'recorded twice',
        at: t.ctx.now(),
      }),
    );

    // A payment the ledger records with another amount, and a ledger transaction naming a payment never made.
    const misrecorded = await paymentOutsideTheApp('misrecorded', 2000);
    const charged = (providerObjectId: string, cents: number) =>
      t.ctx.db.transaction((tx) =>
        postTransaction(tx, {
          kind: 'business_charge',
          idempotencyKey: `reconciliation-test:${providerObjectId}`,
          providerObjectId,
          lines: owedLines(
            { kind: 'provider_balance', ownerId: null },
            businessReceivable(manager.userId),
            cents,
          ),
          refs: {},
          reason: 'recorded by hand',
          at: t.ctx.now(),
        }),
      );
    await charged(misrecorded.paymentId, 1999);
    const phantom = await charged('pi_never_made', 700);
    // The demo's past never reached the provider: its ids are left out (payments.md, "Demo money").
    await charged('demo_history_py_reconciliation', 300);

    t.ctx.clock.now = runAt(day);
    // Two runners at once (a lease that ran out), then the job again: the day is reconciled once.
    await Promise.all([
      runReconciliation(t.ctx, { runAt: runAt(day) }),
      runReconciliation(t.ctx, { runAt: runAt(day) }),
    ]);
    await runReconciliation(t.ctx, { runAt: runAt(day) });
    expect(await reconcileWindow(t.ctx, windowOf(runAt(day)))).toBeNull();

    const found = await mismatches();
    expect(found.map((m) => [m.kind, m.subject])).toEqual([
      ['amount_differs', misrecorded.paymentId],
      ['approved_without_charge', uncharged.id],
      ['duplicate_charge', twice.id],
      ['ledger_without_provider_object', phantom!.transactionId],
      ['provider_object_without_ledger', stray.paymentId],
    ]);
    expect(found.every((m) => m.status === 'open')).toBe(true);
    const byKind = Object.fromEntries(found.map((m) => [m.kind, m]));
    expect(byKind.provider_object_without_ledger).toMatchObject({ providerCents: 1234, ledgerCents: null });
    expect(byKind.amount_differs).toMatchObject({ providerCents: 2000, ledgerCents: 1999 });
    expect(byKind.amount_differs!.detail).toContain(
      'as $20.00, and the ledger records $19.99 for it: a difference of $0.01.',
    );
    expect(byKind.ledger_without_provider_object!.detail).toContain(
      'The ledger records $7.00 (business charge, ',
    );
    expect(byKind.provider_object_without_ledger!.detail).toBe(
      `The provider shows a payment from a business's card of $12.34 (${stray.paymentId}) made ${new Date(day + 12 * HOUR).toISOString().slice(0, 10)} 12:00 UTC, and the ledger records no transaction for it.`,
    );
    expect(byKind.approved_without_charge!.detail).toContain(
      `with pay of $${(uncharged.payCents / 100).toFixed(2)}`,
    );
    const [run] = await t.ctx.db
      .select()
      .from(ledgerReconciliationRuns)
      .where(eq(ledgerReconciliationRuns.windowStart, new Date(day)));
    expect(run).toMatchObject({ providerObjects: 4, approvedTimesheets: 2, mismatches: 5 });
  });

  it("shows the items to staff, who 'Mark resolved' with a reason; a manager can do neither", async () => {
    const staff = await createStaff(t.ctx, { name: 'Rita Recon' });
    const list = expectStatus(await call(staff, 'GET', '/api/ops/queues/ledger-mismatches'), 200);
    expect(list.label).toBe('Ledger mismatches');
    expect(list.decisions).toEqual([{ value: 'resolved', label: 'Mark resolved' }]);
    expect(list.items.map((i: { title: string }) => i.title)).toEqual(Array(5).fill('Ledger mismatch'));
    const stray = list.items.find((i: { body: string }) => i.body.includes('$12.34'));
    expect(stray.facts).toContainEqual({ label: 'Provider amount', value: '$12.34' });

    expect((await call(manager, 'GET', '/api/ops/queues/ledger-mismatches')).statusCode).toBe(403);
    const decide = (who: Account, reason: string) =>
      call(who, 'POST', `/api/ops/queues/ledger-mismatches/${stray.id}/decision`, {
        decision: 'resolved',
        reason,
      });
    expect((await decide(manager, 'Mine now.')).statusCode).toBe(403);
    expect((await decide(staff, '  ')).statusCode).toBe(400);
    expectStatus(await decide(staff, 'Refunded the stray payment at the provider.'), 200);
    const again = await decide(staff, 'Twice.');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^Already decided by Rita Recon at .*: Mark resolved\.$/);
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, stray.id));
    expect(audit).toMatchObject({
      action: 'staff.ledger_mismatch_resolved',
      reason: 'Refunded the stray payment at the provider.',
    });

    const front = expectStatus(await call(staff, 'GET', '/api/ops/queues'), 200);
    expect(front.queues.find((q: { key: string }) => q.key === 'ledger-mismatches').count).toBe(4);
    const metrics = expectStatus(await call(staff, 'GET', '/api/ops/metrics?weeks=1'), 200);
    expect(metrics.reconciliation).toMatchObject({
      openMismatches: 4,
      lastRun: { windowStart: new Date(today + DAY).toISOString(), mismatches: 5, providerObjects: 4 },
    });
  });
});

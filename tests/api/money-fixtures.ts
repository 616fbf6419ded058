// Shared by the API tests of money after approval (card-disputes.test.ts, corrections.test.ts; docs/product/payments.md,
// "Card disputes" and "Corrections"): a business with a card and a worker, a past shift's timesheet the manager
// adjusted (so the worker may dispute it), the scheduler run dry, the fake's signed events caught, and the ledger read.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { respondToOffer } from '../../src/server/booking/respond-to-offer';
import { selectApplicant } from '../../src/server/booking/select-applicant';
import { ledgerLines, moneyMovements, shifts, timesheets } from '../../src/server/db/schema';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { createShift, createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { wholeShiftTimesheet } from '../factories/timesheets';
import type { TestApp } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { cardThroughApp, payoutsThroughApp, startWebhookReceiver } from '../support/payments';

const DAY = 86_400_000;
export type Account = { userId: string; token: string };

/**
 * A business with the card given (4242 by default) and a worker (payouts set up unless told otherwise) booked on its
 * shift three days ahead: applied, selected and accepted, so the booking's hold is scheduled.
 */
export async function acceptedBooking(t: TestApp, options: { card?: string; payouts?: boolean } = {}) {
  const manager = await createManager(t.ctx);
  const worker = await createTalent(t.ctx);
  await cardThroughApp(t, manager.token, options.card);
  if (options.payouts !== false) await payoutsThroughApp(t, worker.token);
  await markPhoneVerified(t.ctx, worker.userId);
  const posted = await createShift(t.ctx, manager.userId);
  const application = await applyToShift(t.ctx, worker.userId, posted.id);
  await selectApplicant(t.ctx, manager.userId, application.id);
  await respondToOffer(t.ctx, worker.userId, application.id, 'accepted');
  const [shift] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
  return { manager, worker, shift: shift!, applicationId: application.id };
}

export function moneyFixtures(t: TestApp) {
  /** Requests as `who`, signed in at the (moved) clock. */
  const as = async (who: Account, method: 'GET' | 'POST', url: string, payload?: object) => {
    const session = await createSession(t.ctx.db, who.userId, { ip: null, userAgent: null }, t.ctx.now());
    return t.app.inject({
      method,
      url,
      headers: { cookie: `tb_session=${session.token}` },
      ...(payload ? { payload } : {}),
    });
  };

  /** A business with the 4242 card and a worker, payouts set up or not. */
  async function parties(options: { payouts?: boolean } = {}) {
    const manager = await createManager(t.ctx);
    const worker = await createTalent(t.ctx);
    await cardThroughApp(t, manager.token);
    if (options.payouts !== false) await payoutsThroughApp(t, worker.token);
    return { manager, worker };
  }

  /**
   * A past shift (09:00-15:00, 30 min break, $18.50/h) the worker worked whole; the manager adjusted it to 10:00-15:00
   * (270 min, $83.25), which approves it and records the charge. The worker's own times stay 09:00-15:00.
   */
  async function adjustedTimesheet(manager: Account, worker: Account) {
    const posted = await createShiftPostedAt(t.ctx, manager.userId, new Date(Date.now() - 5 * DAY));
    const [shift] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
    const draft = await t.ctx.db.transaction((tx) => wholeShiftTimesheet(tx, t.ctx, shift!, worker.userId));
    const day = shift!.shiftDate;
    expectStatus(
      await as(manager, 'POST', `/api/timesheets/${draft.id}/adjust`, {
        checkInAt: `${day}T10:00`,
        checkOutAt: `${day}T15:00`,
        reason: 'Arrived at ten.',
      }),
      200,
    );
    const [row] = await t.ctx.db.select().from(timesheets).where(eq(timesheets.id, draft.id));
    return { timesheet: row!, day };
  }

  const movement = async (timesheetId: string, kind: 'charge' | 'payout') =>
    (await t.ctx.db.select().from(moneyMovements).where(eq(moneyMovements.timesheetId, timesheetId))).find(
      (m) => m.kind === kind,
    )!;

  /** Runs the due jobs until none is left. */
  async function settle() {
    while ((await t.ctx.services.scheduler.runDue()) > 0);
  }

  /** Every ledger line ever posted, summed by side: a balanced ledger has equal sums. */
  async function ledgerSides() {
    const lines = await t.ctx.db.select().from(ledgerLines);
    const sum = (side: string) =>
      lines.filter((l) => l.side === side).reduce((total, l) => total + l.amountCents, 0);
    return { debit: sum('debit'), credit: sum('credit') };
  }

  return { as, parties, adjustedTimesheet, movement, settle, ledgerSides };
}

/** A receiver for the fake's signed events (the app's fake delivers there once pointed at it). */
export async function catchEvents(t: TestApp) {
  const receiver = await startWebhookReceiver();
  t.ctx.services.payments.deliverEventsTo!(receiver.url);
  /** The next event of this type the fake delivers, after `cause` (earlier events may still be on their way). */
  async function nextEvent(type: string, cause: () => Promise<unknown>) {
    const before = receiver.received.length;
    await cause();
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = receiver.received
        .slice(before)
        .find((e) => (JSON.parse(e.body) as { type: string }).type === type);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`timed out waiting for the fake to deliver ${type}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return { receiver, nextEvent };
}

/** The origin of the app's own payments fake, read from a hosted setup page it makes. */
export async function fakeOrigin(t: TestApp): Promise<string> {
  const manager = await createManager(t.ctx);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/billing/payment-method/setup',
    headers: { cookie: `tb_session=${manager.token}` },
  });
  return new URL((res.json() as { url: string }).url).origin;
}

/**
 * The fake's signed events caught for the whole test file (from before its tests to after them), and a payment
 * disputed by the business's bank: the fake's `charge.dispute.created` for it, caught (card-disputes.test.ts,
 * reconciliation.test.ts).
 */
export function disputesForFile(t: TestApp) {
  let events: Awaited<ReturnType<typeof catchEvents>>;
  let origin: string;
  beforeAll(async () => {
    events = await catchEvents(t);
    origin = await fakeOrigin(t);
  });
  afterAll(async () => {
    await events?.receiver.close();
  });
  const disputeOf = (paymentId: string, reason = 'product_not_received') =>
    events.nextEvent('charge.dispute.created', () =>
      fetch(`${origin}/_fake/disputes`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment_intent: paymentId, reason }),
      }),
    );
  return { disputeOf };
}

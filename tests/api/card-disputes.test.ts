// Card disputes (docs/product/payments.md, "Card disputes"; docs/product/operations.md, "Queues"): the fake's signed
// charge.dispute.created, posted to POST /api/webhooks/stripe, opens one 'Card disputes' item with its evidence pack,
// once per dispute id however often it is delivered; a bad signature stores nothing; staff decide it; the worker's
// payout is untouched.

import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { cardDisputes, ledgerTransactions, notifications } from '../../src/server/db/schema';
import { createStaff } from '../../src/server/seed/factories/staff';
import { testAppForFile } from '../support/http';
import { expectStatus } from '../support/marketplace';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';
import { disputesForFile, moneyFixtures } from './money-fixtures';

const t = testAppForFile({ ...PAYMENTS_WITH_FAKE, STRIPE_WEBHOOK_SECRET: 'whsec_card_disputes_test_secret' });
const { as, parties, adjustedTimesheet, movement, settle, ledgerSides } = moneyFixtures(t);
const { disputeOf } = disputesForFile(t);

const post = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });

const disputesOf = (paymentId: string) =>
  t.ctx.db.select().from(cardDisputes).where(eq(cardDisputes.providerPaymentId, paymentId));
const txByKey = (key: string) =>
  t.ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));

/** A charged and paid timesheet. */
async function chargedWork() {
  const { manager, worker } = await parties();
  const { timesheet } = await adjustedTimesheet(manager, worker);
  await settle();
  const charge = await movement(timesheet.id, 'charge');
  expect(charge.status).toBe('succeeded');
  return { manager, worker, timesheet, charge, payout: await movement(timesheet.id, 'payout') };
}

describe('a card dispute arriving by the webhook', () => {
  it('opens one Card disputes item with its evidence, once however often it is delivered; staff decide it', async () => {
    const { manager, worker, timesheet, charge, payout } = await chargedWork();
    const event = await disputeOf(charge.providerObjectId!);
    expect(expectStatus(await post(event.body, event.signature), 200)).toEqual({ received: true });
    expectStatus(await post(event.body, event.signature), 200);
    const [dispute, ...more] = await disputesOf(charge.providerObjectId!);
    expect(more).toEqual([]);
    expect(dispute).toMatchObject({
      chargeMovementId: charge.id,
      amountCents: charge.amountCents,
      reason: 'product_not_received',
      status: 'open',
    });
    const opened = await txByKey(`card_dispute:${dispute!.providerDisputeId}`);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.providerObjectId).toBe(dispute!.providerDisputeId);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, manager.userId), eq(notifications.type, 'card_dispute_opened')),
      );
    expect(notice?.message).toContain("The worker's pay is not affected.");

    const staff = await createStaff(t.ctx);
    const page = expectStatus(await as(staff, 'GET', '/api/ops/queues/card-disputes'), 200);
    expect(page.label).toBe('Card disputes');
    expect(page.decisions.map((d: { label: string }) => d.label)).toEqual([
      'Evidence sent',
      'Accept the loss',
    ]);
    const item = page.items.find((i: { id: string }) => i.id === dispute!.id);
    const facts = Object.fromEntries(
      item.facts.map((f: { label: string; value: string }) => [f.label, f.value]),
    );
    expect(facts['Check-in and check-out']).toContain(timesheet.checkInAt.toISOString());
    expect(facts['Check-in and check-out']).toContain(timesheet.checkOutAt.toISOString());
    expect(facts.Approval).toContain(`approved ${timesheet.approvedAt!.toISOString()}`);
    expect(facts['Notes and disputes']).toContain("Manager's adjustment: Arrived at ten.");
    expect(facts.Charge).toContain('succeeded');
    expect(facts['Payout (not touched)']).toContain('sent');
    const front = expectStatus(await as(staff, 'GET', '/api/ops/queues'), 200);
    expect(front.queues.find((q: { key: string }) => q.key === 'card-disputes').count).toBeGreaterThanOrEqual(
      1,
    );

    // Neither side of the booking may see or decide it.
    for (const who of [manager, worker]) {
      expect((await as(who, 'GET', '/api/ops/queues/card-disputes')).statusCode).toBe(403);
      const decision = { decision: 'accept', reason: 'Mine.' };
      expect(
        (await as(who, 'POST', `/api/ops/queues/card-disputes/${dispute!.id}/decision`, decision)).statusCode,
      ).toBe(403);
    }

    const url = `/api/ops/queues/card-disputes/${dispute!.id}/decision`;
    expect((await as(staff, 'POST', url, { decision: 'accept', reason: ' ' })).statusCode).toBe(400);
    expectStatus(
      await as(staff, 'POST', url, { decision: 'accept', reason: 'No signature on delivery.' }),
      200,
    );
    expect((await as(staff, 'POST', url, { decision: 'evidence', reason: 'Again.' })).statusCode).toBe(409);
    expect((await disputesOf(charge.providerObjectId!))[0]).toMatchObject({
      status: 'lost',
      decidedBy: staff.userId,
    });
    expect(await txByKey(`card_dispute_lost:${dispute!.providerDisputeId}`)).toHaveLength(1);
    // The worker's pay is untouched, and the ledger stays balanced.
    expect(await movement(timesheet.id, 'payout')).toEqual(payout);
    const sides = await ledgerSides();
    expect(sides.debit).toBe(sides.credit);
    // A late redelivery changes nothing.
    expectStatus(await post(event.body, event.signature), 200);
    expect(await disputesOf(charge.providerObjectId!)).toHaveLength(1);
  });

  it('stores nothing for a dispute event with a wrong signature, and records "Evidence sent"', async () => {
    const { charge } = await chargedWork();
    const event = await disputeOf(charge.providerObjectId!);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: event.body,
      secret: 'whsec_not_ours',
    });
    expect((await post(event.body, forged)).statusCode).toBe(400);
    expect((await post(event.body, undefined)).statusCode).toBe(400);
    expect(await disputesOf(charge.providerObjectId!)).toEqual([]);

    expectStatus(await post(event.body, event.signature), 200);
    const [dispute] = await disputesOf(charge.providerObjectId!);
    const staff = await createStaff(t.ctx);
    expectStatus(
      await as(staff, 'POST', `/api/ops/queues/card-disputes/${dispute!.id}/decision`, {
        decision: 'evidence',
        reason: 'Sent the door log and the approval.',
      }),
      200,
    );
    expect((await disputesOf(charge.providerObjectId!))[0]!.status).toBe('evidence_sent');
    expect(await txByKey(`card_dispute_lost:${dispute!.providerDisputeId}`)).toEqual([]);
  });
});

import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { billingCustomers, paymentWebhookEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordCardDispute } from '../../money/card-dispute';
import { payoutSettled, releaseWaitingPayouts } from '../../money/payout';
import type { PaymentEvent } from '../../payments/payments-port';
import { setPayoutsEnabled } from '../../payouts/payout-account';
import { keepSavedCard } from './keep-saved-card';

const EVENT_ID = /^[A-Za-z0-9_]{1,255}$/;

/** How long an event about a payout the platform has not recorded is answered for redelivery, then ignored. */
const UNKNOWN_PAYOUT_PATIENCE_MS = 60 * 60_000;

export const WEBHOOK_RETRY_MESSAGE =
  'The event could not be handled now; the provider will deliver it again.';

/**
 * POST /api/webhooks/stripe (docs/product/payments.md, "Webhooks"). The caller is the provider's server, proven by
 * the signature over the body exactly as received, not by a session: a missing or wrong signature, or a body changed
 * on the way, is 400 and nothing is stored. The provider delivers each event at least once and in no fixed order,
 * so the event's own id is the key: the first delivery stores and handles it, any later one finds it handled and
 * answers 200 without doing anything again. An event whose handler failed (the provider was unreachable while its
 * card was read) stays unhandled and is answered 502, so the provider's retry handles it then.
 */
export async function receivePaymentWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const verified = ctx.services.payments.verifyWebhook(rawBody, signature);
  if (!verified.ok) throw new AppError('BAD_REQUEST', verified.message);
  const { event } = verified;
  // The provider's ids are short and plain (evt_…); anything else is no event of its, whoever signed it.
  if (typeof event.id !== 'string' || !EVENT_ID.test(event.id))
    throw new AppError('BAD_REQUEST', 'The event has no valid id.');

  // The body was signed, so it is the provider's JSON; it is kept as sent (for 30 days) to explain what was handled.
  const body = JSON.parse(rawBody.toString('utf8')) as { type?: unknown };
  const inserted = await ctx.db
    .insert(paymentWebhookEvents)
    .values({
      providerEventId: event.id,
      type: typeof body.type === 'string' ? body.type : event.kind,
      receivedAt: ctx.now(),
      body,
    })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.providerEventId });
  if (!inserted.length) {
    const [earlier] = await ctx.db
      .select({ processedAt: paymentWebhookEvents.processedAt })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.providerEventId, event.id));
    if (earlier?.processedAt) return { received: true };
  }

  await handle(ctx, event);
  await ctx.db
    .update(paymentWebhookEvents)
    .set({ processedAt: ctx.now() })
    .where(and(eq(paymentWebhookEvents.providerEventId, event.id), isNull(paymentWebhookEvents.processedAt)));
  return { received: true };
}

/** What each kind of event changes. Every handler may run twice for one event (a retry after a failure). */
async function handle(ctx: AppContext, event: PaymentEvent): Promise<void> {
  switch (event.kind) {
    case 'payment_method_saved':
      return keepCardOfSession(ctx, event.setupSessionId, event.customerId);
    case 'account_updated':
      // A worker finished (or the provider reopened) onboarding: 'Get paid' says so at once, and waiting pay goes.
      await setPayoutsEnabled(ctx.db, event.accountId, event.payoutsEnabled);
      if (event.payoutsEnabled) await releaseWaitingPayouts(ctx, event.accountId);
      return;
    case 'payout_paid':
    case 'payout_failed': {
      const known = await payoutSettled(ctx, {
        payoutId: event.payoutId,
        paid: event.kind === 'payout_paid',
        at: event.occurredAt,
      });
      // An event that overtook the payout's own record: left unhandled, so the provider's redelivery finds it.
      if (!known && ctx.now().getTime() - event.occurredAt.getTime() < UNKNOWN_PAYOUT_PATIENCE_MS)
        throw new AppError('BAD_GATEWAY', WEBHOOK_RETRY_MESSAGE);
      return;
    }
    case 'dispute_opened':
      // A card dispute: recorded once per dispute id, with its 'Card disputes' item (docs/product/payments.md).
      return recordCardDispute(ctx, event);
    default:
      // Recorded only: the charge's own answer decides it (charge.ts).
      return;
  }
}

/**
 * The card saved on a hosted page, kept as the manager's return to /billing would keep it: only for the business
 * whose pending setup session it is (a replaced or unknown session changes nothing).
 */
async function keepCardOfSession(ctx: AppContext, setupSessionId: string, customerId: string) {
  const [row] = await ctx.db
    .select({ managerUserId: billingCustomers.managerUserId })
    .from(billingCustomers)
    .where(
      and(
        eq(billingCustomers.pendingSetupSessionId, setupSessionId),
        eq(billingCustomers.providerCustomerId, customerId),
      ),
    )
    .limit(1);
  if (!row) return;
  const saved = await keepSavedCard(ctx, row.managerUserId, setupSessionId);
  if (!saved.ok && saved.retryable) throw new AppError('BAD_GATEWAY', WEBHOOK_RETRY_MESSAGE);
}

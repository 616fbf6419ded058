/**
 * What the rest of the server may ask of the payments provider (docs/decisions/023-payments-port.md). Nothing here
 * names the provider: the adapter behind it is chosen by configuration (`PAYMENTS_PROVIDER`). Money is integer cents
 * in US dollars. Every call that changes something takes an idempotency key, stored by the caller before the call,
 * so a retry after a crash or a lost answer never charges, holds or pays twice.
 */
export type Cents = number;

/** Why a call failed. Expected failures are results, not exceptions (STYLE). */
export type PaymentFailureReason =
  /** the card was refused at setup or at charge time */
  | 'card_declined'
  /** the card was accepted but could not cover the amount */
  | 'insufficient_funds'
  /** the provider refused the request itself (an amount above the hold, a payout above the balance, …) */
  | 'refused'
  /** the idempotency key was used before with different parameters */
  | 'idempotency_conflict'
  /** the provider could not be reached or answered with its own error: worth retrying with the same key */
  | 'unavailable'
  /** this server settles payments outside TalentBridge (`PAYMENTS_PROVIDER=disabled`) */
  | 'disabled';

export type PaymentFailure = {
  ok: false;
  reason: PaymentFailureReason;
  message: string;
  retryable: boolean;
  /** the request may have reached the provider and taken effect: retry only with the same idempotency key */
  uncertain?: boolean;
};

export type PaymentResult<T> = ({ ok: true } & T) | PaymentFailure;

type Mutation = {
  /** The same key means the same call: the provider answers a repeat with the first result. */
  idempotencyKey: string;
};

export type SavedPaymentMethod = { paymentMethodId: string; brand: string; last4: string };

export type PayoutSpeed = 'instant' | 'standard';

/**
 * A movement of the platform's balance with the provider (docs/product/payments.md, "Reconciliation"): a payment
 * taken (a charge or a captured hold), a refund, a transfer to a worker's account, a card dispute's withdrawal, a
 * payout of the platform's own; `other` for what the product does not record (the provider's fees, other
 * adjustments). `objectId` is the id the platform stores for that object (a payment's id, not its charge's; the
 * dispute's id); `amountCents` is its size, always positive.
 */
export type BalanceTransaction = {
  id: string;
  kind: 'payment' | 'refund' | 'transfer' | 'dispute' | 'payout' | 'other';
  objectId: string;
  amountCents: Cents;
  createdAt: Date;
};

/**
 * A provider's notice, verified and reduced to what the product handles. `id` is the provider's event id: handlers
 * store it so each event is handled once, whatever the order or the number of deliveries.
 */
export type PaymentEvent = { id: string; occurredAt: Date } & (
  | { kind: 'payment_method_saved'; setupSessionId: string; customerId: string }
  | { kind: 'payment_succeeded'; paymentId: string; amountCents: Cents }
  | { kind: 'payment_failed'; paymentId: string; message: string }
  | { kind: 'account_updated'; accountId: string; payoutsEnabled: boolean }
  | { kind: 'payout_paid' | 'payout_failed'; accountId: string; payoutId: string; amountCents: Cents }
  | { kind: 'dispute_opened'; disputeId: string; paymentId: string; amountCents: Cents; reason: string }
  /** an event the product does not act on; acknowledged and ignored */
  | { kind: 'other'; providerType: string }
);

export interface PaymentsPort {
  readonly name: string;

  createCustomer(
    input: Mutation & { email: string; name: string },
  ): Promise<PaymentResult<{ customerId: string }>>;
  /** A hosted page where the business enters a card; it returns to `returnUrl` when done. */
  startPaymentMethodSetup(
    input: Mutation & { customerId: string; returnUrl: string; cancelUrl: string },
  ): Promise<PaymentResult<{ setupSessionId: string; url: string }>>;
  /** The card saved by a setup session; `method` is null while the session is not completed. */
  readSavedPaymentMethod(input: {
    setupSessionId: string;
  }): Promise<PaymentResult<{ method: SavedPaymentMethod | null }>>;

  /** Authorises `amountCents` on the saved card without the business present (off-session, manual capture). */
  placeHold(
    input: Mutation & {
      customerId: string;
      paymentMethodId: string;
      amountCents: Cents;
      description?: string;
    },
  ): Promise<PaymentResult<{ holdId: string }>>;
  /** Takes `amountCents` (at most the hold) from a hold; the rest of the hold is released. */
  captureHold(
    input: Mutation & { holdId: string; amountCents: Cents },
  ): Promise<PaymentResult<{ paymentId: string; amountCents: Cents }>>;
  cancelHold(input: Mutation & { holdId: string }): Promise<PaymentResult<object>>;
  /** Charges the saved card at once, off-session (e.g. what exceeds a hold, a late cancellation's compensation). */
  charge(
    input: Mutation & {
      customerId: string;
      paymentMethodId: string;
      amountCents: Cents;
      description?: string;
    },
  ): Promise<PaymentResult<{ paymentId: string }>>;
  /** Returns all of a payment (no amount) or part of it. */
  refund(
    input: Mutation & { paymentId: string; amountCents?: Cents },
  ): Promise<PaymentResult<{ refundId: string; amountCents: Cents }>>;

  /**
   * Test mode only (the demo's seed, docs/product/payments.md "Demo money"): saves the provider's test Visa 4242 to
   * the customer without the hosted page. Refused ('refused') on a live key: production never saves a card this way.
   */
  saveTestCard(
    input: Mutation & { customerId: string },
  ): Promise<PaymentResult<{ method: SavedPaymentMethod }>>;
  /**
   * Test mode only: a worker's account with payouts already enabled, without the hosted onboarding. Only the
   * project's fake can do it; the provider (even in test mode) onboards on its hosted page alone, so it is refused.
   */
  createTestConnectedAccount(
    input: Mutation & { email: string },
  ): Promise<PaymentResult<{ accountId: string }>>;

  /** A worker's account with the provider, which receives transfers and pays out to their bank or card. */
  createConnectedAccount(input: Mutation & { email: string }): Promise<PaymentResult<{ accountId: string }>>;
  /** A hosted onboarding page (identity, tax id, bank) that returns to `returnUrl`; the platform stores none of it. */
  createOnboardingLink(
    input: Mutation & { accountId: string; returnUrl: string; refreshUrl: string },
  ): Promise<PaymentResult<{ url: string }>>;
  readPayoutsEnabled(input: { accountId: string }): Promise<PaymentResult<{ payoutsEnabled: boolean }>>;
  transfer(
    input: Mutation & { accountId: string; amountCents: Cents; description?: string },
  ): Promise<PaymentResult<{ transferId: string }>>;
  /**
   * Sends the connected account's balance to the worker: `instant` within minutes, `standard` next business day.
   * `arrived` when the provider already reports it paid; otherwise its `payout_paid` event says so later.
   */
  payout(
    input: Mutation & { accountId: string; amountCents: Cents; speed: PayoutSpeed },
  ): Promise<PaymentResult<{ payoutId: string; arrivesAt: Date; arrived: boolean }>>;

  /**
   * Every balance transaction of the platform's account created in [createdFrom, createdBefore), all pages read
   * (the daily reconciliation, src/server/money/reconcile.ts). Read only: it takes no idempotency key.
   */
  listBalanceTransactions(input: {
    createdFrom: Date;
    createdBefore: Date;
  }): Promise<PaymentResult<{ transactions: BalanceTransaction[] }>>;

  /** Checks a webhook's signature on the raw body, byte for byte as received, and reads its event. */
  verifyWebhook(
    rawBody: string | Buffer,
    signature: string | undefined,
  ): PaymentResult<{ event: PaymentEvent }>;
}

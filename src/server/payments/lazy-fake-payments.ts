import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startPaymentsFake } from './fake/start-payments-fake';
import { paymentsFor } from './payments-for-config';
import type { PaymentsPort } from './payments-port';
import { stripePayments } from './stripe-payments';

export type ClosablePayments = PaymentsPort & {
  close(): Promise<void>;
  /**
   * The in-process fake POSTs its signed events to `url` from now on (main.ts passes the app's own webhook route
   * once it listens); the provider itself is told the URL in its dashboard, so for the others this does nothing.
   */
  deliverEventsTo(url: string): void;
};

/**
 * `PAYMENTS_PROVIDER=fake` (development and tests; production refuses it in config.ts): the real adapter pointed at
 * the project's fake, which is started in this process on a free port the first time a call needs it. Most test
 * files never touch payments, so they never pay for a server; `close` stops it with the app.
 */
export function lazyFakePayments(options: {
  webhookSecret?: string;
  stateFile?: string;
  /** The app's injected clock, which dates the fake's balance transactions. */
  now?: () => Date;
}): ClosablePayments {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  let started: Promise<{ port: PaymentsPort; close: () => Promise<void> }> | null = null;
  let closed = false;
  let webhookUrl: string | undefined;
  const ready = () => {
    if (closed) throw new Error('the payments fake was closed with the app');
    started ??= startPaymentsFake({
      webhookSecret,
      webhookUrl: () => webhookUrl,
      stateFile: options.stateFile,
      now: options.now,
    }).then((fake) => ({
      port: paymentsFor(
        { paymentsProvider: 'fake', STRIPE_API_BASE: fake.url },
        { url: fake.url, webhookSecret },
      ),
      close: fake.close,
    }));
    return started.then((s) => s.port);
  };
  // Checking a signature needs only the secret, never the fake itself.
  const verifier = stripePayments({
    secretKey: 'sk_test_fake',
    webhookSecret,
    apiBase: 'http://127.0.0.1:9',
  });
  const call = <K extends Exclude<keyof PaymentsPort, 'name' | 'verifyWebhook'>>(name: K) =>
    // One forwarder for every method of the port: the same input, to the same method, once the fake is up.
    ((input: unknown) =>
      ready().then((port) => (port[name] as (i: unknown) => Promise<unknown>)(input))) as PaymentsPort[K];
  return {
    name: 'fake',
    createCustomer: call('createCustomer'),
    startPaymentMethodSetup: call('startPaymentMethodSetup'),
    readSavedPaymentMethod: call('readSavedPaymentMethod'),
    placeHold: call('placeHold'),
    captureHold: call('captureHold'),
    cancelHold: call('cancelHold'),
    charge: call('charge'),
    refund: call('refund'),
    saveTestCard: call('saveTestCard'),
    createTestConnectedAccount: call('createTestConnectedAccount'),
    createConnectedAccount: call('createConnectedAccount'),
    createOnboardingLink: call('createOnboardingLink'),
    readPayoutsEnabled: call('readPayoutsEnabled'),
    transfer: call('transfer'),
    payout: call('payout'),
    listBalanceTransactions: call('listBalanceTransactions'),
    verifyWebhook: (rawBody, signature) => verifier.verifyWebhook(rawBody, signature),
    deliverEventsTo(url) {
      webhookUrl = url;
    },
    async close() {
      closed = true;
      const running = started;
      started = null;
      if (running) await (await running).close();
    },
  };
}

/** The port the configuration asks for; the fake is started on first use (lazyFakePayments). */
export function paymentsForApp(
  config: Parameters<typeof paymentsFor>[0] & { DATA_DIR: string },
  now?: () => Date,
): ClosablePayments {
  // The fake's memory lives beside the embedded database, so the cards and accounts its rows name survive a restart.
  if (config.paymentsProvider === 'fake')
    return lazyFakePayments({
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      stateFile: join(config.DATA_DIR, 'payments-fake.json'),
      now,
    });
  return { ...paymentsFor(config), close: async () => {}, deliverEventsTo: () => {} };
}

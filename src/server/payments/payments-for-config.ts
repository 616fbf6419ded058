import type { Config } from '../config';
import { disabledPayments } from './disabled-payments';
import type { PaymentsPort } from './payments-port';
import { stripePayments } from './stripe-payments';

type PaymentsConfig = Pick<
  Config,
  'paymentsProvider' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'
>;

/**
 * The port the configuration asks for. `fake` is the real adapter pointed at the project's fake, which the caller
 * started (src/server/payments/fake/start-payments-fake.ts) and passes in.
 */
export function paymentsFor(
  config: PaymentsConfig,
  fake?: { url: string; webhookSecret: string },
): PaymentsPort {
  if (config.paymentsProvider === 'disabled') return disabledPayments;
  if (config.paymentsProvider === 'fake') {
    if (!fake) throw new Error('PAYMENTS_PROVIDER=fake needs the payments fake to be started first');
    return stripePayments({
      secretKey: 'sk_test_fake',
      webhookSecret: fake.webhookSecret,
      apiBase: fake.url,
      fakeControlOrigin: fake.url,
    });
  }
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
    throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return stripePayments({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
  });
}

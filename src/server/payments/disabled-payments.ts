import type { PaymentFailure, PaymentsPort } from './payments-port';

/**
 * `PAYMENTS_PROVIDER=disabled`: this server moves no money. Every call fails, not retryable, with a reason that
 * says so; the product still records what is owed, and the money is settled outside TalentBridge.
 */
const refused: PaymentFailure = {
  ok: false,
  reason: 'disabled',
  message: 'Payments are settled outside TalentBridge on this server (PAYMENTS_PROVIDER=disabled).',
  retryable: false,
};
const refuse = async () => refused;

export const disabledPayments: PaymentsPort = {
  name: 'disabled',
  createCustomer: refuse,
  startPaymentMethodSetup: refuse,
  readSavedPaymentMethod: refuse,
  placeHold: refuse,
  captureHold: refuse,
  cancelHold: refuse,
  charge: refuse,
  refund: refuse,
  saveTestCard: refuse,
  createTestConnectedAccount: refuse,
  createConnectedAccount: refuse,
  createOnboardingLink: refuse,
  readPayoutsEnabled: refuse,
  transfer: refuse,
  payout: refuse,
  listBalanceTransactions: refuse,
  verifyWebhook: () => refused,
};

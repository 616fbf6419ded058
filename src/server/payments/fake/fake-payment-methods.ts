import { type CardOutcome, cardOutcome } from './fake-cards';
import type { FakeHandler } from './fake-context';
import { missing } from './fake-errors';
import { type FakeObject, type FakeState, nowSeconds } from './fake-state';

/** The provider's test tokens (its "Test card numbers"), each standing for a test card; test mode only. */
const TEST_TOKENS: Record<string, string> = { pm_card_visa: '4242424242424242' };

/** A card saved to a customer, as the hosted page and an attached test token both save it. */
export function saveCard(
  state: FakeState,
  customerId: unknown,
  outcome: Extract<CardOutcome, { saved: true }>,
): FakeObject {
  const method = state.save({
    id: state.newId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: customerId,
    card: {
      brand: outcome.brand,
      last4: outcome.last4,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
    },
    created: nowSeconds(),
  });
  if (outcome.failsAtCharge) state.failsAtCharge.set(method.id, outcome.failsAtCharge);
  return method;
}

/**
 * `POST /v1/payment_methods/:id/attach`, for a test token only (what the adapter's `saveTestCard` sends): like the
 * provider, attaching a token saves a new payment method of that test card to the customer.
 */
export const attachPaymentMethod: FakeHandler = ({ state, params, effect }, id) => {
  const number = TEST_TOKENS[id];
  if (!number) throw missing('payment_method', id);
  const customer = state.find('customer', params.customer, 'customer');
  const outcome = cardOutcome(number);
  if (!outcome.saved) throw missing('payment_method', id);
  effect();
  return saveCard(state, customer.id, outcome);
};

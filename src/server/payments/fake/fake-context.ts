import type { FakeObject, FakeState } from './fake-state';
import type { Form } from './form-body';

/** What one request's handler may use: the state, its parameters, and the two ways to record what it did. */
export type FakeContext = {
  state: FakeState;
  params: Form;
  /** the `Stripe-Account` header: the call acts on that connected account */
  account: string | undefined;
  /** the fake's own origin, for the hosted pages' URLs */
  origin: string;
  /** counts one change of state under the request's idempotency key */
  effect(): void;
  /** queues a signed webhook event about `object` */
  emit(type: string, object: FakeObject, account?: string): void;
};

export type FakeHandler = (ctx: FakeContext, id: string) => FakeObject | object;

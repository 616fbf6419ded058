import Stripe from 'stripe';
import type { FakeObject, FakeState } from './fake-state';
import { nowSeconds } from './fake-state';

export type SentEvent = { type: string; payload: string; signature: string; status: number | 'unreachable' };

/**
 * Signs each event as the provider does (`Stripe-Signature`, made by the SDK's own test helper) and POSTs it to the
 * configured URL. The event carries a snapshot of the object at that moment, as the provider's do.
 */
export function createWebhookSender(
  state: FakeState,
  options: { url?: string | (() => string | undefined); secret: string },
) {
  const sent: SentEvent[] = [];
  const pending = new Set<Promise<void>>();

  function emit(type: string, object: FakeObject, account?: string) {
    const url = typeof options.url === 'function' ? options.url() : options.url;
    const event = {
      id: state.newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: url ? 1 : 0,
      request: { id: null, idempotency_key: null },
      ...(account ? { account } : {}),
      data: { object: structuredClone(object) },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret });
    const record: SentEvent = { type, payload, signature, status: 'unreachable' };
    sent.push(record);
    if (!url) return;
    const delivery = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => {
        record.status = res.status;
        return res.body?.cancel();
      })
      .catch(() => undefined)
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  return {
    emit,
    sent,
    /** Resolves once every event queued so far has been answered (or failed). */
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

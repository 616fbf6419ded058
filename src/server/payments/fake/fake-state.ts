import { randomBytes } from 'node:crypto';
import { missing } from './fake-errors';

/** A provider-shaped JSON object, as the SDK reads it. */
export type FakeObject = { id: string; object: string; [field: string]: unknown };

/** The fake's memory: the provider's objects by id, and what the provider knows but never shows. */
export function createFakeState() {
  const objects = new Map<string, FakeObject>();
  return {
    objects,
    /** A saved card that fails when charged (test card 9995), by payment method id. */
    failsAtCharge: new Map<string, 'insufficient_funds'>(),
    /** Onboarding links by their token: which account, and where the hosted page returns. */
    onboardingLinks: new Map<string, { account: string; returnUrl: string; refreshUrl: string }>(),
    /** A connected account's available balance in cents (transfers in, payouts out). */
    balances: new Map<string, number>(),
    /** Which connected account made each payout (a payout's events name it). */
    payoutAccounts: new Map<string, string>(),
    newId: (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`,
    save<T extends FakeObject>(object: T): T {
      objects.set(object.id, object);
      return object;
    },
    find(kind: string, id: unknown, param = 'id'): FakeObject {
      const found = typeof id === 'string' ? objects.get(id) : undefined;
      if (!found || found.object !== kind) throw missing(kind, String(id ?? ''), param);
      return found;
    },
  };
}

export type FakeState = ReturnType<typeof createFakeState>;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

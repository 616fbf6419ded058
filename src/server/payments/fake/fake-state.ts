import { randomBytes } from 'node:crypto';
import { missing } from './fake-errors';

/** A provider-shaped JSON object, as the SDK reads it. */
export type FakeObject = { id: string; object: string; [field: string]: unknown };

/** A balance transaction (fake-balance.ts) and the connected account whose balance it moved (null: the platform's own). */
export type FakeBalanceEntry = { account: string | null; transaction: FakeObject };

/** The fake's memory: the provider's objects by id, and what the provider knows but never shows. */
export function createFakeState(now: () => Date = () => new Date()) {
  const objects = new Map<string, FakeObject>();
  return {
    objects,
    /** The balance transactions in the order made, and each one's place by id (fake-balance.ts). */
    balanceTransactions: [] as FakeBalanceEntry[],
    balanceIndex: new Map<string, number>(),
    /** The clock balance transactions are dated on: the app's injected clock when the app started the fake. */
    clockSeconds: () => Math.floor(now().getTime() / 1000),
    /** A saved card that fails when charged (test card 9995), by payment method id. */
    failsAtCharge: new Map<string, 'insufficient_funds'>(),
    /** Onboarding links by their token: which account, and where the hosted page returns. */
    onboardingLinks: new Map<string, { account: string; returnUrl: string; refreshUrl: string }>(),
    /** A connected account's available balance in cents (transfers in, payouts out). */
    balances: new Map<string, number>(),
    /** Which connected account made each payout (a payout's events name it). */
    payoutAccounts: new Map<string, string>(),
    /** Everything above as plain JSON, for a state file that outlives the process (start-payments-fake.ts). */
    snapshot() {
      return {
        objects: [...objects.values()],
        failsAtCharge: [...this.failsAtCharge],
        onboardingLinks: [...this.onboardingLinks],
        balances: [...this.balances],
        payoutAccounts: [...this.payoutAccounts],
        balanceTransactions: this.balanceTransactions,
      };
    },
    restore(saved: FakeStateSnapshot) {
      for (const object of saved.objects) objects.set(object.id, object);
      for (const [k, v] of saved.failsAtCharge) this.failsAtCharge.set(k, v);
      for (const [k, v] of saved.onboardingLinks) this.onboardingLinks.set(k, v);
      for (const [k, v] of saved.balances) this.balances.set(k, v);
      for (const [k, v] of saved.payoutAccounts) this.payoutAccounts.set(k, v);
      for (const entry of saved.balanceTransactions ?? []) {
        this.balanceIndex.set(entry.transaction.id, this.balanceTransactions.length);
        this.balanceTransactions.push(entry);
      }
    },
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
export type FakeStateSnapshot = {
  objects: FakeObject[];
  failsAtCharge: [string, 'insufficient_funds'][];
  onboardingLinks: [string, { account: string; returnUrl: string; refreshUrl: string }][];
  balances: [string, number][];
  payoutAccounts: [string, string][];
  /** Absent from a state file written before the fake kept them. */
  balanceTransactions?: FakeBalanceEntry[];
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);

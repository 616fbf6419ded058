import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPaymentsFake } from '../../src/server/payments/fake/start-payments-fake';
import { paymentsFor } from '../../src/server/payments/payments-for-config';
import { ok } from '../support/payments';

// The fake's state file (docs/decisions/023-payments-port.md): in development the cards and accounts the database
// names must still be known to the fake after a restart, and a retried call must still be answered as the first.
const dir = mkdtempSync(join(tmpdir(), 'tb-fake-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function started(stateFile?: string) {
  const webhookSecret = 'whsec_state_test';
  const fake = await startPaymentsFake({ webhookSecret, stateFile });
  const payments = paymentsFor(
    { paymentsProvider: 'fake', STRIPE_API_BASE: fake.url },
    { url: fake.url, webhookSecret },
  );
  return { fake, payments };
}

describe('the payments fake with a state file', () => {
  it('knows after a restart what it knew before, and answers a retried call as the first time', async () => {
    const stateFile = join(dir, 'payments-fake.json');
    const first = await started(stateFile);
    const created = ok(
      await first.payments.createCustomer({
        email: 'a@cafe.test',
        name: 'Cafe',
        idempotencyKey: 'customer-1',
      }),
    );
    const account = ok(
      await first.payments.createConnectedAccount({ email: 'w@talent.test', idempotencyKey: 'account-1' }),
    );
    await first.fake.close();

    const second = await started(stateFile);
    const again = ok(
      await second.payments.createCustomer({
        email: 'a@cafe.test',
        name: 'Cafe',
        idempotencyKey: 'customer-1',
      }),
    );
    expect(again.customerId).toBe(created.customerId);
    expect(second.fake.effects()['customer-1']).toBe(1);
    expect(ok(await second.payments.readPayoutsEnabled({ accountId: account.accountId }))).toMatchObject({
      payoutsEnabled: false,
    });
    await second.fake.close();
  });

  it('forgets everything at a restart without one', async () => {
    const first = await started();
    const account = ok(
      await first.payments.createConnectedAccount({ email: 'w@x.test', idempotencyKey: 'k' }),
    );
    await first.fake.close();
    const second = await started();
    expect(await second.payments.readPayoutsEnabled({ accountId: account.accountId })).toMatchObject({
      ok: false,
    });
    await second.fake.close();
  });
});

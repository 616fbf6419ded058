// In the browser: a worker with approved pay waiting sees 'Pay waiting: set up payouts to receive $74.00' on the
// dashboard's 'Get paid', completes onboarding on the payments fake's hosted page (started by the app on first use)
// and comes back to 'Payouts ready', at 375 and 1280 px (docs/product/payments.md, "Get paid"). Screenshots go to
// SHOTS_DIR when it is set.
import { describe, expect, it } from 'vitest';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { recordPayOwed } from '../factories/ledger';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';
import { axeViolations } from './support/a11y';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { openPage, server, startBrowserSuite, toast } from './support/harness';

startBrowserSuite(PAYMENTS_WITH_FAKE);

/** A worker the platform owes $74.00 of approved pay. */
async function workerOwed() {
  const worker = await createTalent(server.ctx);
  await recordPayOwed(server.ctx, (await createManager(server.ctx)).userId, worker.userId, 7_400);
  return worker;
}

describe("'Get paid'", () => {
  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`sets up payouts on the hosted page and shows them ready, at ${name} px`, async () => {
      const worker = await workerOwed();
      const { context, page, errors } = await openPage(worker, { path: '/worker-dashboard', viewport });
      await page.getByRole('heading', { name: 'Get paid' }).waitFor();
      await page
        .getByTestId('payout-status')
        .getByText('Pay waiting: set up payouts to receive $74.00')
        .waitFor();
      // Earnings: the same pay 'Pending', nothing paid out yet, and this year's tax summary (docs/product/payments.md,
      // "Receipts and statements").
      await page.getByTestId('pending').getByText('$74.00').waitFor();
      await page.getByTestId('paid-out').getByText('$0.00').waitFor();
      await page.getByText('No payouts yet').waitFor();
      const year = new Date().getFullYear();
      await page.getByRole('heading', { name: `Tax summary ${year}` }).waitFor();
      await page.getByText(`Your payments in ${year}: $0.00.`).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Set up payouts' }).click();
      await page.getByRole('button', { name: 'Complete onboarding' }).click();

      await page.getByTestId('payout-status').getByText('Payouts ready').waitFor();
      await toast(page, 'Payouts ready.').waitFor();
      await page.waitForURL((url) => url.pathname === '/worker-dashboard' && url.search === '');
      expect(await page.getByRole('button', { name: 'Set up payouts' }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `get-paid-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});

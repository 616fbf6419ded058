// In the browser: a manager opens 'Billing' from the menu, adds the test card 4242 4242 4242 4242 on the payments
// fake's hosted page (started by the app on first use) and comes back to 'Visa •••• 4242' with 'Replace', at 375 and
// 1280 px (docs/product/payments.md, "Billing"). Screenshots go to /tmp and test-results/screenshots/.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { createManager } from '../../src/server/seed/factories/accounts';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { openPage, server, startBrowserSuite, toast } from './support/harness';

startBrowserSuite(PAYMENTS_WITH_FAKE);

describe("'Billing'", () => {
  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`adds a card on the hosted page and shows it, at ${name} px`, async () => {
      const manager = await createManager(server.ctx);
      const { context, page, errors } = await openPage(manager, { path: '/business-dashboard', viewport });
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('link', { name: 'Billing' }).click();
      await page.getByRole('heading', { name: 'Billing' }).waitFor();
      await page.getByRole('heading', { name: 'Payment method' }).waitFor();
      await page.getByText('No payment method yet.').waitFor();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      await page.getByRole('button', { name: 'Add payment method' }).click();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Save card' }).click();

      await page.getByTestId('payment-method').getByText('Visa •••• 4242').waitFor();
      await toast(page, 'Payment method saved.').waitFor();
      await page.getByRole('button', { name: 'Replace' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/billing' && url.search === '');
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await screenshot(page, `billing-${name}`);
      await page.screenshot({ path: `/tmp/billing-${name}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});

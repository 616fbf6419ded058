// In the browser: a manager opens 'Billing' from the menu, adds the test card 4242 4242 4242 4242 on the payments
// fake's hosted page (started by the app on first use) and comes back to 'Visa •••• 4242' with 'Replace', at 375 and
// 1280 px (docs/product/payments.md, "Billing"); then a charge for approved work in 'Charges' and its printable
// receipt ("Receipts and statements"). Screenshots go to SHOTS_DIR when it is set.
import { describe, expect, it } from 'vitest';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { approvedWork, movementsOf, settle } from '../support/approved-work';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';
import { axeViolations, expectNoSeriousA11yViolations } from './support/a11y';
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
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Add payment method' }).click();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Save card' }).click();

      await page.getByTestId('payment-method').getByText('Visa •••• 4242').waitFor();
      await toast(page, 'Payment method saved.').waitFor();
      await page.getByRole('button', { name: 'Replace' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/billing' && url.search === '');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `billing-${name}`);

      // 'Charges' (docs/product/payments.md, "Receipts and statements"): none yet, then a charge for approved work,
      // its printable receipt, and 'Export CSV'.
      await page.getByText('No charges yet').waitFor();
      const worker = await createTalent(server.ctx, { name: 'Jordan Avery' });
      const timesheet = await approvedWork(server, manager, worker.userId, {
        positionTitle: 'Brunch Server',
      });
      await settle(server);
      const { charge } = await movementsOf(server, timesheet.id);
      const total = `$${(charge!.amountCents / 100).toFixed(2)}`;
      await page.reload();
      await page.getByRole('heading', { name: 'Charges' }).waitFor();
      await page.getByText(total).locator('visible=true').first().waitFor();
      expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        '/api/billing/charges.csv',
      );
      await expectNoSeriousA11yViolations(page, `billing charges ${name}`);
      await screenshot(page, `billing-charges-${name}`);

      await page
        .getByRole('link', { name: /^Receipt for Brunch Server/ })
        .locator('visible=true')
        .click();
      await page.waitForURL((url) => url.pathname === `/billing/receipts/${charge!.id}`);
      const receipt = page.getByRole('article', { name: 'TalentBridge receipt' });
      await receipt.waitFor();
      for (const text of [
        'Jordan Avery',
        'Brunch Server',
        'Fee (30 %)',
        total,
        'Paid',
        charge!.providerObjectId!,
      ])
        await receipt.getByText(text, { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Print' }).waitFor();
      await expectNoSeriousA11yViolations(page, `receipt ${name}`);
      await screenshot(page, `billing-receipt-${name}`);
      // On paper the receipt stands alone: no site header, no buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await receipt.isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});

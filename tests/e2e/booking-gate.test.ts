// In the browser: a manager without a card on file sends an offer from the applicants page; the refusal opens 'Add a
// payment method' instead of a toast, 'Cancel' gives the focus back to the card's button, and 'Add payment method'
// leads to Billing, at 375 and 1280 px (docs/product/payments.md, "Booking needs a payment method").
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_REQUIRED } from '../../src/shared/domain/money';
import { PAYMENTS_WITH_FAKE } from '../support/test-context';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { verifiedApplicant } from './support/bookings';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { managerWithShift, openPage, startBrowserSuite } from './support/harness';

startBrowserSuite(PAYMENTS_WITH_FAKE);

describe("'Select and Contact Worker' without a payment method", () => {
  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`opens 'Add a payment method', which leads to Billing, at ${name} px`, async () => {
      const { manager, shift } = await managerWithShift({ positionTitle: 'Line Cook' });
      await verifiedApplicant(shift.id, { name: 'Avery Stone', phone: '+12405550123' });
      const { context, page, errors } = await openPage(manager, {
        path: `/view-applications/${shift.id}`,
        viewport,
      });

      const select = page
        .getByRole('article', { name: 'Avery Stone' })
        .getByRole('button', { name: 'Select and Contact Worker' });
      await select.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Text Avery Stone this offer?' }).waitFor();
      await page.getByRole('button', { name: 'Send Offer by SMS' }).click();

      const gate = page.getByRole('dialog', { name: 'Add a payment method' });
      await gate.getByText(PAYMENT_METHOD_REQUIRED).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
      await expectNoSeriousA11yViolations(page, 'booking gate');
      await screenshot(page, `booking-gate-${name}`);
      await gate.getByRole('button', { name: 'Cancel' }).click();
      await gate.waitFor({ state: 'hidden' });
      // Back on the button the manager started from, not at the top of the page.
      await expect.poll(() => select.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Send Offer by SMS' }).click();
      await gate.waitFor();
      await page.keyboard.press('Escape');
      await gate.waitFor({ state: 'hidden' });

      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Send Offer by SMS' }).click();
      await gate.getByRole('link', { name: 'Add payment method' }).click();
      await page.waitForURL((url) => url.pathname === '/billing');
      await page.getByText('No payment method yet.').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});

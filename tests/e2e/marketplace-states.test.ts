import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { createShift, createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { managerWithShift, openPage, server, startBrowserSuite, toast } from './support/harness';

// The marketplace's empty, refusal and error states (docs/product/shifts.md, applications.md), at 375 px and on a desktop.
// Offers that cannot be texted and shifts that can take nobody are in marketplace-offers.test.ts.
startBrowserSuite();

describe('without a session', () => {
  it("shows shifts but asks to log in to apply, and each page's own login message", async () => {
    await managerWithShift({ positionTitle: 'Stock Associate' });
    const { context, page, errors } = await openPage(null, { viewport: MOBILE });

    await page.goto('/shifts');
    const apply = page
      .getByRole('article', { name: 'Stock Associate' })
      .getByRole('button', { name: 'Apply for Shift' });
    await apply.waitFor();
    // Before any toast: axe measures a toast's fade-in as low contrast.
    await expectNoSeriousA11yViolations(page, '/shifts');
    await apply.click();
    await toast(page, 'Please log in to apply for shifts.').waitFor();
    await screenshot(page, 'shifts-anonymous-375');

    // The filters (docs/product/shifts.md, "Filters"): folded on a phone, counted, kept in the URL over a reload.
    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    await filtersButton.click();
    expect(await filtersButton.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Minimum pay').selectOption('18');
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await apply.waitFor();
    await page.getByLabel('Position').selectOption('Cashier');
    await page.getByText('No shifts match these filters').waitFor();
    await page.reload();
    await page.getByText('No shifts match these filters').waitFor();
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await expectNoSeriousA11yViolations(page, '/shifts with filters');
    await screenshot(page, 'shifts-filters-empty-375');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'shifts-filters-empty-1280');
    await page.setViewportSize(MOBILE);
    await page.getByRole('status').getByRole('button', { name: 'Clear filters' }).click();
    await apply.waitFor();
    expect(new URL(page.url()).search).toBe('');
    // 'Within 10 miles of' the shift's own ZIP code: the card says how far.
    await page.getByLabel('Within').selectOption('10');
    await page.getByLabel('of ZIP code').fill('21202');
    await page.getByRole('article', { name: 'Stock Associate' }).getByText('0.1 mi away').waitFor();
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await screenshot(page, 'shifts-filters-distance-375');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'shifts-filters-distance-1280');
    await page.setViewportSize(MOBILE);

    await page.goto('/worker-dashboard');
    await page.getByText('Please log in to access your dashboard.').waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL('**/talent-auth');

    await page.goto('/manage-shifts');
    await page.getByText('Please log in to view your shifts').waitFor();
    await page.goto('/view-applications/anything');
    await page.getByText('You must be logged in to view applications').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a manager', () => {
  it('sees the empty list, the refusals of the applications view, and edits a shift', async () => {
    const manager = await createManager(server.ctx);
    const other = await createManager(server.ctx);
    const { context, page, errors } = await openPage(manager, { viewport: MOBILE });

    await page.goto('/manage-shifts');
    await page.getByText('No shifts posted yet').waitFor();
    await screenshot(page, 'manage-shifts-empty-375');

    await page.goto('/view-applications');
    await page.getByText('No shift selected').waitFor();
    const theirs = await createShift(server.ctx, other.userId);
    await page.goto(`/view-applications/${theirs.id}`);
    await page.getByText("Shift not found or you don't have permission to view it").waitFor();
    const past = await createShiftPostedAt(server.ctx, manager.userId, new Date(Date.now() - 5 * 86_400_000));
    await page.goto(`/view-applications/${past.id}`);
    await page.getByText('Cannot view applications for past shifts').waitFor();

    const mine = await createShift(server.ctx, manager.userId, {
      positionTitle: 'Cashier',
      maxApplications: 2,
    });
    await page.goto(`/view-applications/${mine.id}`);
    await page.getByText('No applications for this shift yet').waitFor();
    await page.getByText('OPEN', { exact: true }).waitFor();

    await page.goto('/manage-shifts');
    const card = page.getByRole('article', { name: 'Cashier' });
    await card.getByText('0 applications').waitFor();
    await expectNoSeriousA11yViolations(page, '/manage-shifts');
    await screenshot(page, 'manage-shifts-375');
    // Edit Shift opens the create form in edit mode, prefilled (docs/product/shifts.md, "Edit shift").
    await card.getByRole('link', { name: 'Edit Shift' }).click();
    await page.getByRole('heading', { name: 'Edit Shift' }).waitFor();
    const title = page.getByLabel('Position Title');
    expect(await title.inputValue()).toBe('Cashier');
    expect(await page.getByLabel('Offer the next applicant automatically').isChecked()).toBe(true);
    await title.fill('Head Cashier');
    await expectNoSeriousA11yViolations(page, '/manager/shifts/:shiftId/edit');
    await screenshot(page, 'edit-shift-375');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Shift updated').waitFor();
    // Duplicate Shift: the create form prefilled from the shift, the date left to choose (docs/product/shifts.md).
    await page
      .getByRole('article', { name: 'Head Cashier' })
      .getByRole('link', { name: 'Duplicate Shift' })
      .click();
    await page.getByRole('heading', { name: 'Create Shift' }).waitFor();
    await page.getByText('Copied from your shift. Choose a date, check the details, then post it.').waitFor();
    expect(await title.inputValue()).toBe('Head Cashier');
    expect(await page.getByLabel('Max Applications').inputValue()).toBe('2');
    expect(await page.getByLabel('Shift Date').inputValue()).toBe('');
    await screenshot(page, 'duplicate-shift-375');

    // Another manager's shift is not copied: the form opens empty, saying so.
    await page.goto(`/create-shift?from=${theirs.id}`);
    await page.getByText('That shift could not be copied.').waitFor();
    expect(await title.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Post Shift' }).click();
    for (const message of ['Position title is required', 'Shift date is required', 'Hourly rate is required'])
      await page.getByText(message).first().waitFor();
    await expectNoSeriousA11yViolations(page, '/create-shift');
    await screenshot(page, 'create-shift-errors-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const)(
    'sees the all-in cost as they type, and is refused a rate under the minimum wage with its floor, place and date (%s px)',
    async (width, viewport) => {
      const manager = await createManager(server.ctx, { state: 'DC', county: null });
      const { context, page, errors } = await openPage(manager, { viewport, path: '/create-shift' });
      await page.getByLabel('Position Title').fill('Barista');
      await page.getByLabel('Location Address').fill('1 K Street NW, Washington, DC');
      await page
        .getByLabel('Shift Date')
        .fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
      await page.getByLabel('Start Time').fill('09:00');
      await page.getByLabel('End Time').fill('15:00');
      // The floor is shown before the rate is typed, with its source.
      const floor = page.getByTestId('wage-floor');
      await expect
        .poll(() => floor.textContent())
        .toBe('Minimum wage for this shift: $17.95 an hour, in Washington, DC from July 1, 2025 (source).');
      expect(await floor.getByRole('link', { name: 'source' }).getAttribute('href')).toMatch(
        /^https:\/\/does\.dc\.gov\//,
      );
      const estimate = page.getByTestId('cost-estimate');
      await estimate
        .getByText('Enter the times and the hourly rate to see what the shift will cost.')
        .waitFor();
      await page.getByLabel(/Hourly Rate/).fill('17.50');
      // 5 h 30 min at $17.50 = $96.25, fee 30 % $28.875 → $28.88: the estimate follows as the manager types.
      await estimate.getByText('Estimated cost per worker: $125.13 (pay $96.25 + fee $28.88)').waitFor();
      await page.getByLabel('Max Applications').fill('3');
      await estimate.getByText('Total for 3 workers: $375.39').waitFor();
      await page.getByRole('button', { name: 'Post Shift' }).click();
      const message =
        'Hourly rate must be at least $17.95, the minimum wage in Washington, DC from July 1, 2025.';
      const rate = page.getByLabel(/Hourly Rate/);
      await expect.poll(() => rate.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await rate.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
      await screenshot(page, `create-shift-wage-floor-${width}`);
      await rate.fill('17.95');
      await page.getByRole('button', { name: 'Post Shift' }).click();
      await page.waitForURL('**/business-dashboard');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('is told plainly when a worker has no phone on file, and the dialog is keyboard-operable', async () => {
    const { manager, shift } = await managerWithShift({
      positionTitle: 'Host',
      maxApplications: 2,
    });
    const withPhone = await createTalent(server.ctx, { name: 'Avery Stone' });
    const withoutPhone = await createTalent(server.ctx, { name: 'Blake Noor' });
    for (const talent of [withPhone, withoutPhone])
      await server.app.inject({
        method: 'POST',
        url: `/api/shifts/${shift.id}/applications`,
        headers: { cookie: `tb_session=${talent.token}` },
      });
    await server.ctx.db.update(users).set({ phone: null }).where(eq(users.id, withoutPhone.userId));
    // Offers are texted only to a verified phone with consent; Avery has both.
    await markPhoneVerified(server.ctx, withPhone.userId);
    const { context, page, errors } = await openPage(manager, { path: `/view-applications/${shift.id}` });

    const card = page.getByRole('article', { name: 'Avery Stone' });
    await card.getByRole('button', { name: 'Select and Contact Worker' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Text Avery Stone this offer?' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'contact dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the dialog, not to the top of the page.
    const opener = card.getByRole('button', { name: 'Select and Contact Worker' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

    const noPhone = page.getByRole('article', { name: 'Blake Noor' });
    await noPhone.getByText('No phone number on file').waitFor();
    await noPhone.getByRole('button', { name: 'Select and Contact Worker' }).click();
    await toast(page, 'Cannot send SMS').filter({ hasText: 'Worker has no phone number on file' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a new worker', () => {
  it("sees the dashboard's cards, tabs and empty texts", async () => {
    const talent = await createTalent(server.ctx);
    const { context, page, errors } = await openPage(talent, { path: '/worker-dashboard', viewport: MOBILE });
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    for (const text of [
      'Update your information and skills',
      'Find new opportunities to apply for',
      'Track your shift applications below',
    ])
      await page.getByText(text).waitFor();
    await page.getByText('No pending actions at the moment.').waitFor();
    await page
      .getByText("When managers select you for shifts, they'll appear here for your response.")
      .waitFor();
    await page.getByRole('tab', { name: 'Active (0)' }).click();
    await page.getByText('No active applications.').waitFor();
    await page.getByRole('link', { name: 'Browse Open Shifts' }).waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('No completed shifts yet.').waitFor();
    await expectNoSeriousA11yViolations(page, '/worker-dashboard');
    await screenshot(page, 'worker-dashboard-empty-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});

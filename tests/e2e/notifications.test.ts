import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createNotification } from '../../src/server/notifications/create-notification';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE, screenshot, watchPageErrors } from './support/browser';
import { insertNotices, openPage, server, startBrowserSuite } from './support/harness';

// "Will be checked by": two windows, the notification appears without a reload.
startBrowserSuite();

const notify = (recipientId: string, title: string, message: string) =>
  server.ctx.db.transaction((tx) =>
    createNotification(tx, { recipientId, type: 'shift_selected', title, message }),
  );
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** The bell's label, read even while the open panel hides the rest of the page from assistive tech. */
const bellLabel = (page: Page) =>
  page.locator('button[aria-label^="Notifications"]:visible').getAttribute('aria-label');
/** The page's stream is open once the hub holds as many connections as expected. */
const streamsOpen = (n: number) =>
  expect
    .poll(() => server.ctx.services.realtime.connectionCount(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(n);

describe('notifications bell', () => {
  it('shows live notifications with a toast in two windows, counts them, and clears with Mark all read', async () => {
    const talent = await createTalent(server.ctx, { name: 'Jordan Reyes' });
    const { context, page: first } = await openPage(talent.token);
    const second = await context.newPage();
    const errors = [...watchPageErrors(first), ...watchPageErrors(second)];
    await first.goto('/worker-resources');
    await second.goto('/shifts');
    await expect.poll(() => bellLabel(first)).toBe('Notifications');
    await expect.poll(() => bellLabel(second)).toBe('Notifications');
    await streamsOpen(2);

    await notify(talent.userId, 'You were selected!', 'Harbor Street Bistro picked you for Friday.');
    // Live, without a reload: a toast with title and message, and the badge.
    await first.getByText('You were selected!').first().waitFor();
    await first.getByText('Harbor Street Bistro picked you for Friday.').first().waitFor();
    await expect.poll(() => bellLabel(first)).toBe('Notifications, 1 unread');
    await expect.poll(() => bellLabel(second)).toBe('Notifications, 1 unread');

    await notify(talent.userId, 'Shift reminder', 'Your shift starts tomorrow at 9:00 AM.');
    await expect.poll(() => bellLabel(first)).toBe('Notifications, 2 unread');
    expect(await first.getByTestId('notifications-badge').first().textContent()).toBe('2');
    await expect.poll(() => bellLabel(second)).toBe('Notifications, 2 unread');

    // The panel: newest first, time labels, click marks one read.
    await bell(first).click();
    const panel = first.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    const items = panel.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('Shift reminder');
    expect(await items.nth(1).textContent()).toContain('You were selected!');
    expect(await items.nth(0).textContent()).toContain('Just now');
    await screenshot(first, 'notifications-panel');
    await items.nth(1).getByRole('button').click();
    await expect.poll(() => bellLabel(first)).toBe('Notifications, 1 unread');
    // The other window follows (notifications_read event).
    await expect.poll(() => bellLabel(second)).toBe('Notifications, 1 unread');

    // A third arrives while the panel is open: at the top.
    await notify(talent.userId, 'Worker accepted', 'Newest one.');
    await expect.poll(async () => (await items.nth(0).textContent()) ?? '').toContain('Worker accepted');
    await expect.poll(() => bellLabel(first)).toBe('Notifications, 2 unread');

    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => bellLabel(first)).toBe('Notifications');
    expect(await first.getByTestId('notifications-badge').count()).toBe(0);
    await expect.poll(() => bellLabel(second)).toBe('Notifications');
    await first.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // Focus goes back to the bell.
    await expect
      .poll(() => first.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Notifications');

    // A notice about a shift leads to the page that shows it; the others stay plain text (docs/product/messaging.md,
    // "Links").
    await server.ctx.db.transaction((tx) =>
      createNotification(tx, {
        recipientId: talent.userId,
        type: 'booking_cancelled',
        title: 'Booking cancelled',
        message: 'Harbor Street Bistro cancelled Friday.',
        data: { shiftId: randomUUID(), applicationId: randomUUID() },
      }),
    );
    await bell(first).click();
    await expect.poll(() => panel.getByRole('link').count()).toBe(1);
    await panel.getByRole('link', { name: /Booking cancelled/ }).click();
    await first.waitForURL('**/worker-dashboard');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => bellLabel(first)).toBe('Notifications');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Loading notifications...', then 'No notifications yet'; caps the badge at 99+ on a phone", async () => {
    const fresh = await createManager(server.ctx);
    const { context, page, errors } = await openPage(fresh.token, { viewport: MOBILE });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/notifications', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/manager-resources');
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText('Loading notifications...').waitFor();
    release();
    await panel.getByText('No notifications yet').waitFor();
    await page.unroute('**/api/notifications');
    await page.keyboard.press('Escape');

    await insertNotices(fresh.userId, 100);
    await page.reload();
    await expect.poll(() => bellLabel(page)).toBe('Notifications, 99+ unread');
    expect(await page.getByTestId('notifications-badge').first().textContent()).toBe('99+');
    await screenshot(page, 'notifications-badge-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('SMS test card and development inbox', () => {
  it('validates, sends a test SMS through the log provider, and the dev inbox shows it', async () => {
    const manager = await createManager(server.ctx, { companyName: 'Harbor Street Bistro' });
    await markPhoneVerified(server.ctx, manager.userId);
    const { context, page, errors } = await openPage(manager.token, { path: '/business-dashboard' });
    const phone = page.getByLabel('Phone number');
    await phone.waitFor();
    expect(await phone.getAttribute('placeholder')).toContain('+1');
    await page.getByText('Include country code').waitFor();

    await page.getByRole('button', { name: 'Send Test SMS' }).click();
    await page.getByText('Please enter a phone number').waitFor();

    await phone.fill('+44 20 7946 0958');
    await page.getByRole('button', { name: 'Send Test SMS' }).click();
    await page.getByText(/^SMS test failed: Enter a US phone number/).waitFor();

    // Test texts go only to the manager's own verified number.
    await phone.fill('+1 (301) 555-0199');
    await page.getByRole('button', { name: 'Send Test SMS' }).click();
    await page
      .getByText(/Test texts go only to your own verified mobile number, \(301\) 555-0142/)
      .first()
      .waitFor();

    await phone.fill('+1 (301) 555-0142');
    await page.getByRole('button', { name: 'Send Test SMS' }).click();
    await page.getByText('SMS sent successfully! Check your phone.').waitFor();
    await screenshot(page, 'sms-test-card');

    await page.goto('/dev/inbox');
    const message = page.getByTestId('dev-message').filter({ hasText: '+13015550142' }).first();
    await message.waitFor();
    expect(await message.getByTestId('dev-message-body').textContent()).toContain('Harbor Street Bistro');
    await screenshot(page, 'dev-inbox');
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Last in this file: it moves the app's clock, which stays moved for the rest of the app's life.
describe('development clock', () => {
  it("'Move time' moves the clock a day, the banner says so on every page, and the manager stays signed in", async () => {
    const manager = await createManager(server.ctx, { companyName: 'Clockwork Cafe' });
    const { context, page, errors } = await openPage(manager.token, { path: '/dev/clock', viewport: MOBILE });
    await page.getByTestId('dev-clock-moved').getByText('Not moved (real time)').waitFor();
    expect(await page.getByRole('region', { name: 'Development clock' }).count()).toBe(0);

    const amount = page.getByLabel('Move time by', { exact: true });
    await amount.fill('0');
    await page.getByRole('button', { name: 'Move time', exact: true }).click();
    await page.getByText('Enter a whole number, 1 or more.').waitFor();
    expect(server.ctx.services.devClock!.offsetMs).toBe(0);

    await page.getByRole('button', { name: '+1 day' }).click();
    await page
      .getByTestId('dev-clock-result')
      .getByText(/^Moved forward 1 day\. \d+ scheduled jobs? ran/)
      .waitFor();
    expect(server.ctx.services.devClock!.offsetMs).toBe(24 * 60 * 60 * 1000);
    const banner = page.getByRole('region', { name: 'Development clock' });
    await banner.getByText('Time moved forward 1 day').waitFor();
    await expectNoSeriousA11yViolations(page, 'dev-clock');
    await screenshot(page, 'dev-clock-375');

    // A day later for the app, past the session's 24 hours: the session moved with the clock.
    await page.goto('/business-dashboard');
    await page
      .getByRole('heading', { name: /Clockwork Cafe|Dashboard/ })
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Development clock' })
      .getByText('Time moved forward 1 day')
      .waitFor();
    await screenshot(page, 'dev-clock-banner-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});

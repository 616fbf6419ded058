import { describe, expect, it } from 'vitest';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { box, DESKTOP, MOBILE, overlapArea, screenshot, screenshotOf, textBox } from './support/browser';
import { insertNotices, openPage, server, startBrowserSuite, toast } from './support/harness';

// The rough edges a new user met on a phone when signing in or up, and the notifications bell.
startBrowserSuite();

describe('signing in and signing up', () => {
  it('the talent login goes to the dashboard after 350 ms, not at once', async () => {
    const talent = await createTalent(server.ctx);
    const { context, page, errors } = await openPage(null, { viewport: MOBILE });
    // The dashboard's code loads first, so that the time measured below is the wait alone.
    await page.goto('/worker-dashboard');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill(talent.email);
    await page.getByLabel('Password').fill(talent.password);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
    await page.getByRole('button', { name: 'Log In' }).click();
    expect((await response).status()).toBe(200);
    const answered = Date.now();
    await page.waitForURL('**/worker-dashboard');
    // 350 ms (docs/product/accounts.md, "Sign-in"); some slack for the time the answer takes to reach this process.
    expect(Date.now() - answered).toBeGreaterThanOrEqual(300);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a toast on a phone does not cover the page's heading", async () => {
    const talent = await createTalent(server.ctx);
    const { context, page, errors } = await openPage(null, { path: '/talent-auth', viewport: MOBILE });
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill(talent.email);
    await page.getByLabel('Password').fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    const shown = toast(page, 'Login failed');
    await shown.waitFor();
    await page.waitForTimeout(500); // sonner's entrance animation
    const heading = await textBox(page.getByRole('heading', { level: 1 }));
    expect(overlapArea(await box(shown), heading)).toBe(0);
    await screenshot(page, 'rough-edges-toast-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an invalid ZIP code is refused with the form it should take ('ZIP code must be 5 digits')", async () => {
    const { context, page, errors } = await openPage(null, { path: '/business', viewport: MOBILE });
    await page.getByLabel('ZIP').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('ZIP code must be 5 digits').waitFor();
    await screenshot(page, 'rough-edges-zip-375');
    await screenshotOf(page.getByRole('form', { name: 'Manager sign up' }), 'rough-edges-zip-form-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the notifications bell', () => {
  it("stays visible beside a '99+' badge", async () => {
    const talent = await createTalent(server.ctx);
    await insertNotices(talent.userId, 120);
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page, errors } = await openPage(talent, {
        path: '/worker-resources',
        viewport: viewport,
      });
      const bell = page.getByRole('button', { name: 'Notifications, 99+ unread' });
      await bell.waitFor();
      const icon = await box(bell.locator('svg'));
      const badge = await box(bell.getByTestId('notifications-badge'));
      // At most a corner of the bell under the badge.
      expect(overlapArea(icon, badge) / (icon.width * icon.height)).toBeLessThanOrEqual(0.15);
      expect(badge.x + badge.width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `rough-edges-bell-${viewport.width}`);
      await screenshotOf(page.locator('header'), `rough-edges-bell-header-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

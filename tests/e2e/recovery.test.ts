import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { RESET_TOKEN_TTL_MS } from '../../src/shared/constants';
import { askForTalentReset } from '../support/recovery-requests';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE, screenshot } from './support/browser';
import { openPage, server, startBrowserSuite, toast } from './support/harness';

// "Will be checked by": the reset loop walked as a user who forgot their password would, replaying a
// used link. The public pages are read in public-pages.test.ts.
startBrowserSuite();

const NEW_PASSWORD = 'Fresh-Start-2026!';
// The token and type travel in the fragment, which the browser never sends to the server.
const LINK = /https?:\/\/[^\s"<]+\/reset-password#token=[0-9a-f]{64}&(?:amp;)?type=(?:talent|manager)/;

/**
 * Reads the reset link from the development inbox, where the outbox's delivery job puts e-mails when no SMTP
 * server is configured (docs/product/messaging.md, "Development inbox"). The inbox page is used when it lists messages; while it is still a
 * placeholder, the inbox's own API (what that page reads) is.
 */
async function resetLinkFromInbox(page: Page, recipient: string): Promise<string> {
  await page.goto('/dev/inbox');
  await page.locator('h1').first().waitFor();
  const pageIsPlaceholder = await page.getByText('This page is not available yet').isVisible();
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        if (!pageIsPlaceholder) {
          // The innermost element holding both the address and a link is that one message.
          const message = page
            .locator('main *')
            .filter({ hasText: recipient })
            .filter({ hasText: /reset-password#token=/ })
            .last();
          const text = (await message.count()) ? ((await message.textContent()) ?? '') : '';
          link = LINK.exec(text)?.[0];
          // Not delivered yet when the page loaded: look again.
          if (!link) await page.reload();
        } else {
          const res = await page.request.get('/api/dev/messages');
          const { messages } = (await res.json()) as { messages: { recipient: string; body: string }[] };
          link = LINK.exec(messages.find((m) => m.recipient === recipient)?.body ?? '')?.[0];
        }
        return link;
      },
      { timeout: 15_000, message: `no reset e-mail for ${recipient} in the development inbox` },
    )
    .toBeTruthy();
  return link!.replace('&amp;', '&');
}

describe('password recovery', () => {
  it('forgot password → e-mail in the inbox → new password → sign in; the old session elsewhere is ended', async () => {
    const talent = await createTalent(server.ctx);

    // Another browser (say, a shared computer) is signed in before the reset.
    const { context: other, page: otherPage } = await openPage(null, { path: '/talent-auth' });
    await otherPage.getByRole('button', { name: 'Log In' }).click();
    await otherPage.getByLabel('Email').fill(talent.email);
    await otherPage.getByLabel('Password').fill(talent.password);
    await otherPage.getByRole('button', { name: 'Log In' }).click();
    await otherPage.waitForURL('**/worker-dashboard');
    await otherPage.getByRole('heading', { name: 'My Dashboard' }).waitFor();

    const { context, page, errors } = await openPage(null, { path: '/talent-auth', viewport: MOBILE });
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password?type=talent');
    await page.getByRole('heading', { name: 'Forgot Password?' }).waitFor();
    expect(await page.title()).toBe('Forgot Password? | TalentBridge');

    // Empty: the spec's notice and the field message.
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your email address.' }).waitFor();
    await toast(page, 'Email Required').waitFor();
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email format' }).waitFor();

    // Typed with capitals and spaces: sent lowercased and trimmed.
    await page.getByLabel('Email Address').fill(`  ${talent.email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText(talent.email, { exact: true }).waitFor();
    await page.getByText('Check your spam folder or try again in a few minutes').waitFor();
    await toast(page, 'Reset Email Sent').waitFor();
    // Keyboard and screen-reader focus moved to the confirmation.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check Your Email');
    await expectNoSeriousA11yViolations(page, 'forgot-password sent');
    await screenshot(page, 'forgot-password-sent-375');
    await page.getByRole('button', { name: 'Try Different Email' }).click();
    await page.getByLabel('Email Address').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    const link = await resetLinkFromInbox(page, talent.email);
    expect(link).toContain('type=talent');

    // Follow the link; validation is slowed so that its loading state can be seen.
    await page.route('**/api/auth/reset-password/validate', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto(link);
    await page.getByText('Validating reset link...').waitFor();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByText('Enter your new password for your talent account').waitFor();
    await page.unroute('**/api/auth/reset-password/validate');

    const newPassword = page.getByRole('textbox', { name: /^New Password/ });
    const confirm = page.getByRole('textbox', { name: /^Confirm New Password/ });
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Missing Information').waitFor();
    await newPassword.fill('abcdefg');
    await page.getByText('Strength:').filter({ hasText: 'Weak' }).waitFor();
    await confirm.fill('abcdefg');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Weak Password').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Password must be at least 8 characters long.' })
      .waitFor();
    await newPassword.fill(NEW_PASSWORD);
    await page.getByText('Strength:').filter({ hasText: 'Strong' }).waitFor();
    await confirm.fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, "Passwords Don't Match").waitFor();
    await page.getByRole('alert').filter({ hasText: 'Please make sure both passwords match.' }).waitFor();
    await confirm.fill(NEW_PASSWORD);
    await expectNoSeriousA11yViolations(page, 'reset-password form');
    await screenshot(page, 'reset-password-375');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password Reset Successful').waitFor();
    await page.waitForURL('**/talent-auth');

    // Sign in with the new password.
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill(talent.email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/worker-dashboard');
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();

    // The other browser's session was ended by the reset.
    await otherPage.goto('/worker-dashboard');
    await otherPage.getByText('Please log in to access your dashboard.').waitFor();
    expect((await (await otherPage.request.get('/api/auth/session')).json()).user).toBeNull();

    // Replaying the used link: the spec's notice, then home.
    await page.goto(link);
    await toast(page, 'The password reset link is invalid or has already been used.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    expect(errors).toEqual([]);
    await other.close();
    await context.close();
  });

  it('turns away links without a type, with a bad token, or past their 30 minutes', async () => {
    const { context, page, errors } = await openPage(null);

    await page.goto(`/reset-password?token=${'a'.repeat(64)}`);
    await toast(page, 'The password reset link is invalid or expired.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/reset-password?token=abc&type=talent');
    await toast(page, 'Invalid Reset Link').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    const talent = await createTalent(server.ctx);
    await askForTalentReset(server.app, talent.email, '10.3.0.1');
    const link = await resetLinkFromInbox(page, talent.email);
    server.ctx.clock.now = new Date(Date.now() + RESET_TOKEN_TTL_MS + 60_000);
    try {
      await page.goto(link);
      await toast(page, 'Expired Reset Link').waitFor();
      await toast(page, 'The password reset link has expired. Please request a new one.').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      server.ctx.clock.now = null;
    }
    // A talent link used as a manager link matches nothing.
    await page.goto(link.replace('type=talent', 'type=manager'));
    await toast(page, 'The password reset link is invalid or has already been used.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes managers back to the manager login', async () => {
    const { context, page } = await openPage(null, { path: '/manager-login' });
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password?type=manager');
    await page.getByText('your manager account').waitFor();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.waitForURL('**/manager-login');
    await context.close();
  });
});

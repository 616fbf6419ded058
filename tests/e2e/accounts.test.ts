// The manager account in the browser; the talent profile is in accounts-talent.test.ts.
import { describe, expect, it } from 'vitest';
import { managerSignupInput } from '../../src/server/seed/factories/accounts';
import { newContext, screenshot } from './support/browser';
import { browser, fillManagerSignup, openPage, server, startBrowserSuite } from './support/harness';

startBrowserSuite();

describe('manager account', () => {
  it('signs up, sees the dashboard, signs out, and signs in again', async () => {
    const { context, page, errors } = await openPage(null);
    const m = managerSignupInput({ firstName: 'Renée', companyName: "O'Malley's Market" });

    await page.goto('/');
    await page.getByRole('link', { name: 'For Retail Managers' }).first().click();
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect.poll(() => page.url()).toContain('/business');

    // Submitting empty shows the spec's messages.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Company / business name is required').waitFor();

    await fillManagerSignup(page, m, 'mismatch-1');
    expect(await page.getByLabel('Mobile').inputValue()).toBe('(301) 555-0142');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm password').fill(m.password);
    await page.getByLabel(/I agree to receive SMS/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText('Account created successfully! Redirecting to dashboard...').first().waitFor();
    await page.waitForURL('**/business-dashboard');
    // The first visit is greeted 'Welcome', not 'Welcome back' (docs/product/accounts.md, "Sessions").
    await page.getByText(`Welcome, Renée from O'Malley's Market!`).waitFor();
    for (const card of ['Create Shift', 'View All Shifts', 'View Applications', 'View Resources'])
      await page.getByRole('link', { name: new RegExp(card) }).waitFor();
    // The schedule first, where 'Recent Activity' used to be: a new business has none yet.
    await page.getByText('No upcoming shifts').waitFor();
    await screenshot(page, 'manager-dashboard');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/retail-manager-auth');
    await page.getByText('Logged out successfully').waitFor();
    // It stays there: the dashboard's guard must not win a race and redirect to /manager-login.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/retail-manager-auth');

    // The dashboard is guarded: signed out, it sends you to the login page.
    await page.goto('/business-dashboard');
    await page.waitForURL('**/manager-login');
    const submit = page.getByRole('button', { name: 'Log In' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(m.email);
    await page.getByLabel('Password').fill(m.password);
    await submit.click();
    await page.waitForURL('**/business-dashboard');
    await page.getByText('Welcome back!').first().waitFor();
    await page.getByText(`Welcome back, Renée from O'Malley's Market!`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Sign Out lands on /retail-manager-auth even when that page has not been loaded yet', async () => {
    const m = managerSignupInput();
    const res = await server.app.inject({ method: 'POST', url: '/api/accounts/managers', payload: m });
    const token = res.cookies.find((c) => c.name === 'tb_session')!.value;
    const context = await newContext(browser, server.baseUrl);
    await context.addCookies([{ name: 'tb_session', value: token, url: server.baseUrl }]);
    const page = await context.newPage();
    // A slow phone's CPU: React then renders the destination in a transition while the dashboard is still mounted
    // when the session goes (without the guard's "leaving" check this lands on /manager-login 2 times in 3).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // Straight to the dashboard: the destination's code is fetched only when Sign Out navigates there, which is
    // when the dashboard's own guard used to win and redirect to /manager-login.
    await page.goto('/business-dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/retail-manager-auth');
    await context.close();
  });

  it('shows the lockout message after three wrong passwords', async () => {
    const m = managerSignupInput();
    await server.app.inject({ method: 'POST', url: '/api/accounts/managers', payload: m });
    const { context, page } = await openPage(null, { path: '/manager-login' });
    await page.getByLabel('Email').fill(m.email);
    for (const attempt of ['wrong-1', 'wrong-2']) {
      await page.getByLabel('Password').fill(attempt);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    }
    await page.getByLabel('Password').fill('wrong-3');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Account locked due to multiple failed attempts. Try again in 15 minutes.' })
      .waitFor();
    // Even the right password is refused while locked (from this unknown device).
    await page.getByLabel('Password').fill(m.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Account temporarily locked\. Try again in 1[45] minute\(s\)\./ })
      .waitFor();
    await screenshot(page, 'manager-lockout');
    await context.close();
  });

  it('signs the other tabs out when one tab signs out', async () => {
    const m = managerSignupInput();
    const { context, page: first } = await openPage(null, { path: '/manager-login' });
    await server.app.inject({ method: 'POST', url: '/api/accounts/managers', payload: m });
    await first.getByLabel('Email').fill(m.email);
    await first.getByLabel('Password').fill(m.password);
    await first.getByRole('button', { name: 'Log In' }).click();
    await first.waitForURL('**/business-dashboard');
    const second = await context.newPage();
    await second.goto('/business-dashboard');
    await second.getByRole('button', { name: 'Sign Out' }).waitFor();
    await first.getByRole('button', { name: 'Sign Out' }).click();
    // No reload in the second tab: the storage event signs it out and the guard redirects.
    await second.waitForURL('**/manager-login');
    await context.close();
  });
});

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { managerSignupInput, talentProfileInput } from '../../src/server/db/factories/accounts';
import { MOBILE, newContext, screenshot } from './support/browser';
import {
  browser,
  fillManagerSignup,
  fillTalentSignup,
  openPage,
  server,
  startBrowserSuite,
} from './support/harness';

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
    await page.getByText(`Welcome back, Renée from O'Malley's Market!`).waitFor();
    for (const card of ['Create Shift', 'View All Shifts', 'View Applications', 'View Resources'])
      await page.getByRole('link', { name: new RegExp(card) }).waitFor();
    await page.getByText('No recent activity').waitFor();
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

describe('talent profile', () => {
  it('creates a profile with a photo, sees the card, flips it, and edits it (at 375 px)', async () => {
    const { context, page, errors } = await openPage(null, { viewport: MOBILE });
    const t = talentProfileInput({ name: 'Zoë Fitzgerald' });
    const photo = join(tmpdir(), `avatar-${Date.now()}.png`);
    writeFileSync(
      photo,
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f59e0b' } })
        .png()
        .toBuffer(),
    );

    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('link', { name: 'For Shift Workers' })
      .click();
    await page.getByRole('link', { name: 'Create Profile' }).click();
    await page.waitForURL('**/talent-onboarding?new=true');

    await page.getByLabel('Full name').fill(t.name);
    await page.getByLabel('Email').fill(t.email);
    await page.getByLabel('Phone').pressSequentially('2405550199');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(240)555-0199');
    await page.getByLabel('Sector').selectOption('restaurant');
    await page.getByLabel('Years of experience').selectOption('2-3');
    for (const skill of ['Server/Waitstaff', 'Food runner', 'Greeter', 'Hostess', 'Cashier'])
      await page.getByLabel(skill).check();
    await page.getByLabel('Experience summary').fill('A'.repeat(130));
    await page.getByLabel('Fun fact').fill('I have visited every state capital on the east coast by train.');
    await page.locator('input[type=file]').setInputFiles(photo);
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Password too short').first().waitFor();
    await page.getByLabel(/^Password/).fill(t.password);
    await page.getByLabel('Confirm password').fill(t.password);
    await page.getByRole('button', { name: 'Create Profile' }).click();

    await page.waitForURL('**/talent-profile');
    await page.getByText('Profile created successfully!').first().waitFor();
    const front = page.getByRole('region', { name: 'Profile card front' });
    await front.getByRole('heading', { name: t.name }).waitFor();
    await front.getByText('ASSOCIATE').waitFor();
    await front.getByText('Ready to earn first rating!').waitFor();
    await front.getByText('+1 more').waitFor();
    expect(await front.getByText(/^A+…$/).textContent()).toHaveLength(121);
    expect(await front.getByText(/^TB-\d{3}$/).count()).toBe(1);
    const avatar = front.getByRole('img', { name: t.name });
    await avatar.waitFor();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    // Long unbroken text must not push the page sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'talent-card-front-375');

    await page.getByRole('button', { name: 'Flip card' }).click();
    const back = page.getByRole('region', { name: 'Profile card back' });
    await back.getByText('Coming Soon').first().waitFor();
    expect(await back.getByText('Coming Soon').count()).toBe(4);
    await screenshot(page, 'talent-card-back-375');

    await page.getByRole('link', { name: 'Update Profile' }).click();
    await page.waitForURL('**/talent-onboarding');
    await page.getByRole('heading', { name: 'Update your profile' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe(t.name);
    await page.getByLabel('Position title').fill('Lead Server');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL('**/talent-profile');
    await page.getByText('Profile updated successfully!').first().waitFor();
    await page.getByRole('region', { name: 'Profile card front' }).getByText('LEAD SERVER').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 11: signs up with name, e-mail, phone and password only; the profile page lists what is missing', async () => {
    const { context, page, errors } = await openPage(null, { viewport: MOBILE });
    const t = talentProfileInput();
    await page.goto('/talent-onboarding?new=true');
    await fillTalentSignup(page, { ...t, name: 'J' }, '2405550199');
    await page.getByRole('button', { name: 'Create Profile' }).click();

    await page.waitForURL('**/talent-profile');
    const checklist = page.getByRole('region', { name: 'Complete your profile' });
    for (const detail of ['Sector', 'Years of experience', 'Skills'])
      await checklist.getByText(detail).waitFor();
    await checklist.getByRole('link', { name: 'Add them to your profile' }).click();
    await page.waitForURL('**/talent-onboarding');
    await page.getByLabel('Sector').selectOption('retail');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL('**/talent-profile');
    await page.getByText('Profile updated successfully!').first().waitFor();
    await checklist.getByText('Skills').waitFor();
    expect(await checklist.getByText('Sector').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a session from /talent-profile to /talent-auth', async () => {
    const { context, page } = await openPage(null, { path: '/talent-profile' });
    await page.waitForURL('**/talent-auth');
    await page.getByRole('heading', { name: 'Welcome, Shift Talent' }).waitFor();
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await openPage(null, { path: '/no-such-page' });
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await context.close();
  });
});

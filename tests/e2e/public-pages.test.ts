import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema';
import { uniqueEmail } from '../../src/server/seed/factories/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { openPage, server, startBrowserSuite, toast } from './support/harness';

// "Will be checked by": every public page read at 375 px and 1280 px (with an accessibility check), the
// help center's contact form, and the reload after a new version is deployed.
startBrowserSuite();

describe('help center contact form', () => {
  it('checks every field, sends the message to support, and resets', async () => {
    const { context, page, errors } = await openPage(null, { path: '/help-center', viewport: MOBILE });
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ])
      await page.getByRole('alert').filter({ hasText: message }).waitFor();

    const email = uniqueEmail('visitor');
    await page.getByLabel('Name').fill('Dana Kim');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel('Subject').fill('Trouble with my shift');
    expect(await page.getByLabel('Message Type').inputValue()).toBe('general');
    await page.getByLabel('Message Type').selectOption('technical');
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('The <b>apply</b> button does nothing on my phone.');
    // The honeypot is out of the keyboard's way: Tab goes from the message straight to the button.
    await page.getByRole('textbox', { name: /^Message/ }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
    await page.keyboard.press('Enter');
    await toast(page, 'Message sent successfully!').waitFor();
    await toast(page, "We'll get back to you within 24 hours.").waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message Type').inputValue()).toBe('general');

    const [stored] = await server.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored).toMatchObject({
      messageType: 'technical',
      message: 'The apply button does nothing on my phone.',
    });
    await screenshot(page, 'help-center-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('new version reload', () => {
  const markTab = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  it('stays put while the build is current', async () => {
    const { context, page } = await openPage(null);
    await Promise.all([page.waitForResponse('**/api/version'), page.goto('/')]);
    await markTab(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
    await page.waitForTimeout(300);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('reloads once on the next route change after a new build is deployed, and never loops', async () => {
    const { context, page, errors } = await openPage(null);
    // The server now names another build than the one this tab runs (what a deployment looks like).
    await page.route('**/api/version', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } }),
    );
    await Promise.all([page.waitForResponse('**/api/version'), page.goto('/')]);
    await markTab(page);
    const checkAfterReload = page.waitForResponse('**/api/version');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await page.waitForURL('**/help-center');
    await expect.poll(() => sameDocument(page)).toBe(false);
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();

    // The "new" build is still not the one running (a stale cache, say): no second reload, ever.
    await checkAfterReload;
    await markTab(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Worker Resources' }).click();
    await page.getByRole('heading', { name: 'Worker Resource Center' }).waitFor();
    await page.waitForTimeout(300);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('public pages', () => {
  const PAGES: { path: string; heading: string | RegExp; title: RegExp }[] = [
    { path: '/', heading: /Get your shifts covered/, title: /TalentBridge/ },
    { path: '/terms-and-conditions', heading: 'Terms and Conditions', title: /^Terms and Conditions \| / },
    { path: '/privacy-policy', heading: 'Privacy Policy', title: /^Privacy Policy \| / },
    { path: '/help-center', heading: 'Help Center', title: /^Help Center \| / },
    { path: '/worker-resources', heading: 'Worker Resource Center', title: /^Worker Resource Center \| / },
    { path: '/manager-resources', heading: 'Manager Resource Center', title: /^Manager Resource Center \| / },
    { path: '/forgot-password', heading: 'Forgot Password?', title: /^Forgot Password\? \| / },
    { path: '/talent-auth', heading: 'Welcome, Shift Talent', title: /Shift Talent/ },
    { path: '/retail-manager-auth', heading: /Manager/, title: /TalentBridge/ },
    { path: '/business', heading: 'Create your manager account', title: /^Manager Sign Up \| / },
    { path: '/manager-login', heading: 'Manager Login', title: /^Manager Login \| / },
    { path: '/no-such-page', heading: 'Oops! Page not found', title: /^Page not found \| / },
  ];

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`read at ${viewport.width} px: content, title and no serious accessibility violations`, async () => {
      const { context, page, errors } = await openPage(null, { viewport: viewport });
      for (const { path, heading, title } of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.title(), path).toMatch(title);
        // Nothing wider than the screen (no sideways scrolling at 375 px).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `${path} @${viewport.width}`);
        await screenshot(
          page,
          `public${path === '/' ? '-home' : path.replaceAll('/', '-')}-${viewport.width}`,
        );
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the accessibility check itself fails a page with serious findings, with or without frames', async () => {
    const { context, page } = await openPage(null);
    const broken =
      '<main><h1>Shifts</h1><p style="color:#eee;background:#fff">Pale</p><button></button></main>';
    await page.setContent(`<html lang="en"><body>${broken}</body></html>`);
    await expect(expectNoSeriousA11yViolations(page, 'broken')).rejects.toThrow(
      /button-name.*color-contrast/s,
    );
    // A field without a label inside a frame is found too (frames take @axe-core/playwright's path).
    const framed = '<html lang=en><title>f</title><body><main><input type=text></main></body></html>';
    await page.setContent(`<html lang="en"><title>t</title><body><main><h1>Framed</h1>
      <iframe title="Form" srcdoc="${framed}"></iframe></main></body></html>`);
    await expect(expectNoSeriousA11yViolations(page, 'framed')).rejects.toThrow(/label \(critical\)/);
    await context.close();
  });

  it('has the spec sections: 9 terms, 13 privacy with anchors, six FAQs, the footer promises', async () => {
    const { context, page } = await openPage(null, { path: '/terms-and-conditions' });
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    expect(await page.locator('article h2').count()).toBe(9);
    await page.goto('/privacy-policy#data-processing');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.locator('article h2').count()).toBe(13);
    for (const anchor of ['cookies', 'accessibility', 'data-processing'])
      expect(await page.locator(`#${anchor}`).count(), anchor).toBe(1);
    await expect.poll(() => page.locator('#data-processing').isVisible()).toBe(true);
    await page.goto('/help-center');
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    expect(await page.locator('details').count()).toBe(6);
    for (const soon of ['Video Tutorials', 'Live Chat', 'Knowledge Base', 'Community Forum'])
      await page.getByText(soon).waitFor();
    await page.getByRole('link', { name: 'Email Support' }).waitFor();
    const footer = page.getByRole('contentinfo');
    for (const text of [
      'Maryland',
      'Mon-Fri 9AM-6PM EST',
      'within 24 hours',
      'not an employment agency',
      'SOC 2',
    ])
      await footer.getByText(text).first().waitFor();
    await context.close();
  });
});

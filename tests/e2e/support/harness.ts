// The one preamble of every browser test file: `startBrowserSuite()` starts the built app on a fresh database and a
// headless Chromium before the file's tests and stops both after them. `server` and `browser` are ES module live
// bindings: a test file imports them once and reads the running ones once `beforeAll` has assigned them.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningApp, startApp } from './app-server';
import { DESKTOP, launchBrowser, newContext, watchPageErrors } from './browser';

export let server: RunningApp;
export let browser: Browser;

export function startBrowserSuite() {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

/** A browser context on the app, signed in with the session token of `account` (anonymous for null). */
export async function signedIn(
  account: { token: string } | string | null,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  const context = await newContext(browser, server.baseUrl, viewport);
  const token = typeof account === 'string' ? account : account?.token;
  if (token)
    await context.addCookies([{ name: 'tb_session', value: token, url: server.baseUrl, httpOnly: true }]);
  return context;
}

/**
 * The first steps of most browser tests: a context signed in as `account` (anonymous for null), a page whose errors
 * are collected, opened at `path` if given. The test ends with `expect(errors).toEqual([])` and closes the context.
 */
export async function openPage(
  account: { token: string } | string | null,
  { path, viewport = DESKTOP }: { path?: string; viewport?: { width: number; height: number } } = {},
) {
  const context = await signedIn(account, viewport);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  if (path) await page.goto(path);
  return { context, page, errors };
}

export async function expectNoSeriousA11yViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** The toast (sonner) that shows `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

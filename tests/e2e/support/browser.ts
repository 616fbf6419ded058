import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this machine needs (no network beyond localhost). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}; install Debian's chromium package`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for the whole browser suite, which runs its files one after another with their modules shared
 * (vitest.e2e.config.ts): launching and closing one per file cost about a second each time. Every test still opens
 * contexts of its own, and a file's contexts are closed after it (releaseBrowser). Launched again if it went away.
 */
export async function sharedBrowser(): Promise<Browser> {
  const running = shared ? await shared.catch(() => null) : null;
  if (running?.isConnected()) return running;
  shared = launchBrowser();
  return shared;
}

/** After a file: closes the contexts it left open; the browser stays for the next file (and ends with the run). */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close().catch(() => {})));
}

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Fails the test on any uncaught page error or console error (a broken page must not pass quietly). */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    // Expected 4xx answers (e.g. a wrong password) are logged by the browser as failed resources.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}

/** Saves a screenshot under test-results/ for a person to look at. */
/**
 * With SHOTS_DIR set, the whole page as `<SHOTS_DIR>/<name>.png`, for a person to look at (README, "Screenshots").
 * Without it nothing is written: a full-page PNG costs a fraction of a second, and a CI run has nobody to look.
 */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** One element of the page, under the same rule as `screenshot`. */
export async function screenshotOf(element: Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await element.screenshot({ path: `${dir}/${name}.png` });
}

/** Where an element is on the page, for layout checks (what covers what, what fits a phone). */
export type Box = { x: number; y: number; width: number; height: number };
export const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

export async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element not visible');
  return b;
}

/** The rectangle of an element's text itself, not of its (full-width) block. */
export const textBox = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

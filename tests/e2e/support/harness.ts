// The one preamble of every browser test file: `startBrowserSuite()` starts the built app on a fresh database and a
// headless Chromium before the file's tests and stops both after them. `server` and `browser` are ES module live
// bindings: a test file imports them once and reads the running ones once `beforeAll` has assigned them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { notifications } from '../../../src/server/db/schema';
import { createManager, type managerSignupInput } from '../../../src/server/seed/factories/accounts';
import { createShift } from '../../../src/server/seed/factories/shifts';
import { type RunningApp, startApp } from './app-server';
import { DESKTOP, newContext, releaseBrowser, sharedBrowser, watchPageErrors } from './browser';

export let server: RunningApp;
export let browser: Browser;

/** `env` configures the app, e.g. PAYMENTS_WITH_FAKE for a test about money (test-context.ts). */
export function startBrowserSuite(env: Record<string, string> = {}) {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startApp(env), sharedBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
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

/** Fills the business sign-up form on /business: the manager, the mobile (typed), the business and its address. */
export async function fillManagerSignup(
  page: Page,
  m: ReturnType<typeof managerSignupInput>,
  confirmPassword = m.password,
) {
  await page.getByLabel('First name').fill(m.firstName);
  await page.getByLabel('Last name').fill(m.lastName);
  await page.getByLabel('Mobile').pressSequentially('3015550142');
  await page.getByLabel('Email').fill(m.email);
  await page.getByLabel('Company / business name').fill(m.companyName);
  await page.getByLabel('Street address').fill(m.streetAddress);
  await page.getByLabel('City').fill(m.city);
  await page.getByLabel('State').selectOption('MD');
  await page.getByLabel(/^Password/).fill(m.password);
  await page.getByLabel('Confirm password').fill(confirmPassword);
}

/** Fills the talent sign-up's own fields on /talent-onboarding: name, e-mail, phone (typed) and password twice. */
export async function fillTalentSignup(
  page: Page,
  talent: { name: string; email: string; password: string },
  phoneDigits: string,
) {
  await page.getByLabel('Full name').fill(talent.name);
  await page.getByLabel('Email').fill(talent.email);
  await page.getByLabel('Phone').pressSequentially(phoneDigits);
  await page.getByLabel(/^Password/).fill(talent.password);
  await page.getByLabel('Confirm password').fill(talent.password);
}

/** The shift both whole-loop tests post through the create form (its date and times are each test's own). */
export const BRUNCH_SHIFT = {
  positionTitle: 'Brunch Server',
  locationAddress: '12 Harbor Street, Baltimore, MD 21202',
  hourlyRate: '18.5',
};

/** Fills the create-shift form's own fields (the business's come prefilled from the account) and posts it. */
export async function postShiftForm(
  page: Page,
  shift: typeof BRUNCH_SHIFT & { shiftDate: string; startTime: string; endTime: string },
) {
  await page.getByLabel('Position Title').fill(shift.positionTitle);
  await page.getByLabel('Location Address').fill(shift.locationAddress);
  await page.getByLabel('Shift Date').fill(shift.shiftDate);
  await page.getByLabel('Start Time').fill(shift.startTime);
  await page.getByLabel('End Time').fill(shift.endTime);
  await page.getByLabel('Hourly Rate ($)').fill(shift.hourlyRate);
  await page.getByRole('button', { name: 'Post Shift' }).click();
}

/** Gives `recipientId` this many unread notifications ("Notice 0", "Notice 1", ...), as a busy account has. */
export async function insertNotices(recipientId: string, count: number) {
  await server.ctx.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      recipientId,
      type: 'other' as const,
      title: `Notice ${i}`,
      message: 'Bulk',
    })),
  );
}

/** A new manager and one shift of theirs (the factory's defaults, with `shift` over them). */
export async function managerWithShift(shift: Parameters<typeof createShift>[2] = {}) {
  const manager = await createManager(server.ctx);
  return { manager, shift: await createShift(server.ctx, manager.userId, shift) };
}

/** The toast (sonner) that shows `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

// Screenshots for a person to look at (not kept in the repository): with SHOTS_DIR set, a page at 375 and 1280 px.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, MOBILE } from './browser';

/** The pointer off the toasts (hovering holds them) and the toasts gone: axe reads a fading toast as low contrast. */
export async function noToasts(page: Page) {
  await page.mouse.move(1, 1);
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 20_000 }).toBe(0);
}

/** With SHOTS_DIR set: `page` at 375 and 1280 px as `<name>-<width>.png`, then back at its own size. */
export async function shots(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await noToasts(page);
  const size = page.viewportSize();
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({
      path: `${dir}/${name}-${viewport.width}.png`,
      fullPage: options.fullPage ?? true,
    });
  }
  if (size) await page.setViewportSize(size);
}

// The accessibility check of every browser test, the staff console's included (those open their pages through
// ops-app.ts, not the harness): axe's serious and critical findings fail the test, each named with its page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every axe rule on the page's document. A page without frames is checked in the page itself: axe is added once
 * per document (not again for each check of the same page) and details only the violations, not the thousands of
 * passes. A page with frames goes through @axe-core/playwright, which checks each frame and joins the results in a
 * tab of its own: right for frames, and about three times the cost, so kept for them.
 */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations;
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
}

export async function expectNoSeriousA11yViolations(page: Page, name: string) {
  const serious = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { openPage, server, startBrowserSuite } from './support/harness';

// The API reference at /api/docs renders in a real browser under the app's strict CSP
// (script-src 'self', no inline script), and the renderer is loaded on that page only.
startBrowserSuite();

describe('API reference page', () => {
  it('renders every group of the OpenAPI document with no CSP violation or page error', async () => {
    const { context, page, errors } = await openPage(null);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    const offsite: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.baseUrl) && !r.url().startsWith('data:')) offsite.push(r.url());
    });

    await page.goto('/api/docs');
    await page.getByText('TalentBridge API').first().waitFor();
    for (const tag of ['accounts', 'shifts', 'applications', 'notifications', 'realtime'])
      await page.locator(`#operations-tag-${tag}`).waitFor();
    await page.getByText('/api/shifts/open').first().waitFor();
    await screenshot(page, 'api-docs');

    // One operation opened: its response schema is there to read.
    await page.locator('#operations-shifts-get_api_shifts_open').click();
    await page.getByText('nextCursor').first().waitFor();
    await screenshot(page, 'api-docs-operation');

    expect(violations, 'CSP violations').toEqual([]);
    expect(errors, 'page errors').toEqual([]);
    expect(offsite, 'requests to other origins').toEqual([]);
    await context.close();
  });

  it('keeps the renderer out of the app itself', async () => {
    const { context, page } = await openPage(null);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await page.goto('/shifts');
    await page.getByRole('heading').first().waitFor();
    expect(loaded.filter((url) => url.includes('/api/docs'))).toEqual([]);
    await context.close();
  });
});

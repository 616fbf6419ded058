// In the browser (docs/product/operations.md): `npm run ops:add` prints a set-password link;
// the new staff member opens it, sets a password, signs in at /ops/sign-in, enrols an authenticator (the test computes
// the TOTP code from the key the page shows), keeps the recovery codes, and sees the console with the audit entries
// of this very flow, filters them and finds the 'Export CSV' link. The app runs on the database the command wrote
// (an embedded one in a data directory, or PostgreSQL when TEST_DATABASE_URL is set). Screenshots go to
// SHOTS_DIR when it is set.
import { describe, expect, it } from 'vitest';
import { staffTotp } from '../../src/server/features/staff/totp';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, MOBILE, newContext, screenshot, watchPageErrors } from './support/browser';
import { browser, completeEnrolment, ops, startOpsSuite } from './support/ops-app';
import { shots } from './support/screenshots';

const EMAIL = 'night.shift.ops@example.com';
const PASSWORD = 'Lantern-Console-6620';
startOpsSuite(EMAIL, 'Nora Night');

describe('operations console', () => {
  it('ops:add, the link, a password, TOTP enrolment, the console and the audit entries of the flow', async () => {
    const { baseUrl, link } = ops;
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // The link as printed, on this server's origin.
    await page.goto(`/reset-password${new URL(link).hash}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await shots(page, 'ops-set-password');
    await page.getByRole('textbox', { name: /^New Password/ }).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Confirm New Password/ }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Set Password' }).click();

    await page.waitForURL('**/ops/sign-in');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('img', { name: 'QR code of your authenticator set-up' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await screenshot(page, 'ops-enrolment-1280');
    await page.getByLabel('Code from your app').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();
    await completeEnrolment(page, staffTotp(secret, EMAIL).generate());

    await page.getByText('Signed in as staff').waitFor();
    await page.getByTestId('queue-appeals').waitFor();
    const entries = page.getByTestId('audit-entry');
    for (const action of [
      'staff.created',
      'account.password_reset',
      'staff.second_factor_enrolled',
      'staff.signed_in',
    ])
      await entries.filter({ hasText: action }).first().waitFor();
    // The actor's name beside the id.
    const signedIn = entries.filter({ hasText: 'staff.signed_in' }).first();
    expect(await signedIn.textContent()).toMatch(/By ops Nora Night \([0-9a-f-]{36}\) · user Nora Night/);
    await expectNoSeriousA11yViolations(page, 'operations console');
    await screenshot(page, 'ops-console-1280');

    await page.getByLabel('Action').selectOption('staff.signed_in');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => entries.count()).toBe(1);
    const csv = page.getByRole('link', { name: 'Export CSV' });
    expect(await csv.getAttribute('href')).toBe('/api/ops/audit.csv?action=staff.signed_in');
    const download = await context.request.get(`${baseUrl}/api/ops/audit.csv?action=staff.signed_in`);
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
    expect((await download.text()).split('\r\n')[1]).toContain('"ops","staff.signed_in"');

    await page.setViewportSize(MOBILE);
    await page.getByRole('heading', { name: 'Operations console' }).waitFor();
    await screenshot(page, 'ops-console-375');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

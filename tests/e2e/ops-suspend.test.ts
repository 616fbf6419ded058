// In the browser (docs/product/accounts.md, "Suspended accounts"): a manager has the dashboard open;
// a staff member made by `npm run ops:add` enrols, searches the manager in the console, opens the account and
// suspends it with a reason. The manager's tab is signed out at once (its event stream ends with the session) and
// its login form says why; signing in again is refused with the same words; the e-mail's signed link takes the appeal. Screenshots go to SHOTS_DIR when it is set.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { directTexts, outbox } from '../../src/server/db/schema';
import { createManager } from '../../src/server/seed/factories/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE, screenshot } from './support/browser';
import { enrolStaffInBrowser, openOpsPage, ops, startOpsSuite } from './support/ops-app';
import { shots } from './support/screenshots';

const EMAIL = 'accounts.desk@example.com';
const PASSWORD = 'Lantern-Accounts-5582';
const WHY =
  'Your account is suspended: Workers were not paid for three shifts. You can appeal within 14 days through the link in the e-mail we sent you, or through the contact form.';
startOpsSuite(EMAIL, 'Ada Accounts');

describe('suspending an account in the console', () => {
  it("signs the manager's open tab out at once and tells them why", async () => {
    const manager = await createManager(ops.ctx, {
      firstName: 'Marco',
      lastName: 'Unpaid',
      companyName: 'Late Pay Cafe',
    });

    // The manager's dashboard, open on a phone.
    const { page: managerPage, errors: managerErrors } = await openOpsPage(manager, {
      path: '/business-dashboard',
      viewport: MOBILE,
    });
    await managerPage.waitForURL('**/business-dashboard');
    await managerPage.getByText('Late Pay Cafe').first().waitFor({ timeout: 15_000 });

    // Messages sent to the manager: 21 e-mails through the outbox and a text sent at once (direct_texts).
    await ops.ctx.db.insert(outbox).values(
      Array.from({ length: 21 }, (_, i) => ({
        channel: 'email' as const,
        recipient: manager.email,
        subject: `Weekly summary ${i + 1}`,
        body: 'x',
        userId: manager.userId,
        status: 'sent' as const,
        createdAt: new Date(Date.now() - (30 - i) * 3_600_000),
      })),
    );
    await ops.ctx.db
      .insert(directTexts)
      .values({ userId: manager.userId, recipient: '+13015552872', purpose: 'test', status: 'sent' });

    // Staff: ops:add's link, a password, the authenticator, then 'Search accounts'.
    const { page, errors } = await openOpsPage(null);
    await enrolStaffInBrowser(page, { link: ops.link, email: EMAIL, password: PASSWORD });
    await page.getByRole('link', { name: 'Search accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByLabel('Name, e-mail, phone or card number').fill('late pay');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Marco Unpaid' }).click();
    await page.getByRole('heading', { name: 'Marco Unpaid' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'account page');
    await screenshot(page, 'ops-account-1280');

    // A reason is required.
    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Please give the reason (the person is told it).').waitFor();
    await page.getByLabel(/^Reason to suspend/).fill('Workers were not paid for three shifts.');
    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Suspended', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Reinstate' }).waitFor();
    // The decision with who made it; every message, the text sent at once first, older ones on demand.
    await page.getByText(/Suspended by Ada Accounts · Workers were not paid/).waitFor();
    await page.getByText(/text to \+13015552872 · \(test text\) · sent/).waitFor();
    await page.getByRole('button', { name: 'Load older messages' }).click();
    await page.getByText(/Weekly summary 1 · sent/).waitFor();
    await expectNoSeriousA11yViolations(page, 'account page, suspended');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shots(page, 'ops-account-suspended');

    // The manager's tab: signed out without a reload, on the login page with the reason.
    await managerPage.waitForURL('**/manager-login', { timeout: 15_000 });
    await managerPage.getByRole('alert').filter({ hasText: WHY }).waitFor();
    await screenshot(managerPage, 'ops-suspended-manager-375');

    // Signing in again is refused with the same words.
    await managerPage.getByLabel('Email').fill(manager.email);
    await managerPage.getByRole('textbox', { name: /^Password/ }).fill(manager.password);
    await managerPage.getByRole('button', { name: 'Log In' }).click();
    await managerPage.getByRole('alert').filter({ hasText: WHY }).waitFor();
    expect(await managerPage.evaluate(() => localStorage.getItem('mvp_session'))).toBeNull();

    // The e-mail's appeal link: the note is sent once, without signing in.
    const mails = await ops.ctx.db.select().from(outbox).where(eq(outbox.userId, manager.userId));
    const mail = mails.find((m) => m.subject === 'Your TalentBridge account is suspended')!;
    const link = new URL(/(http\S+\/suspension-appeal#token=\S+)/.exec(mail.body)![1]!);
    await managerPage.goto(`${link.pathname}${link.hash}`);
    await managerPage.getByRole('heading', { name: 'Appeal a suspension' }).waitFor();
    await managerPage.getByRole('button', { name: 'Send appeal' }).click();
    await managerPage.getByText('Please say why the suspension is wrong.').waitFor();
    await managerPage.getByLabel('Why the suspension is wrong').fill('Every worker was paid on Friday.');
    await managerPage.getByRole('button', { name: 'Send appeal' }).click();
    await managerPage
      .getByRole('status')
      .filter({ hasText: 'The operations team will review your appeal' })
      .waitFor();
    await screenshot(managerPage, 'ops-suspension-appeal-375');

    expect(errors).toEqual([]);
    expect(managerErrors.filter((e) => !/401|403|Failed to load resource/.test(e))).toEqual([]);
  }, 180_000);
});

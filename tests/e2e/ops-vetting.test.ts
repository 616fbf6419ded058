// In the browser (docs/product/operations.md, "Vetting"): a staff member made by `npm run ops:add`
// sets a password, enrols an authenticator (the code computed from the key the page shows), opens the 'Vetting'
// queue from the console, reviews a new worker and approves them; the worker's dashboard, open in another browser,
// shows 'Approved' at once through the live event. The audit entries this flow produced are asserted and printed.
// Screenshots go to SHOTS_DIR when it is set.
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE, screenshot } from './support/browser';
import { enrolStaffInBrowser, openOpsPage, ops, startOpsSuite } from './support/ops-app';

const EMAIL = 'vetting.desk@example.com';
const PASSWORD = 'Lantern-Vetting-4471';
startOpsSuite(EMAIL, 'Vera Vetting');

describe('vetting in the console', () => {
  it("approves a new worker, who sees 'Approved' live in an open tab", async () => {
    const worker = await createTalent(ops.ctx, { name: 'Wendy Newcomer' });

    // The worker's dashboard, open on a phone: 'In review' and the checklist.
    const {
      context: workerContext,
      page: workerPage,
      errors: workerErrors,
    } = await openOpsPage(worker, { path: '/worker-dashboard', viewport: MOBILE });
    const status = workerPage.getByTestId('vetting-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('In review');
    const checklist = workerPage.getByRole('list', { name: 'Profile checklist' });
    await checklist.getByText('Identity checked by our team').waitFor();
    await workerPage.getByRole('button', { name: 'Send verification link' }).waitFor();
    await screenshot(workerPage, 'vetting-worker-in-review-375');

    // Staff: ops:add's link, a password, the authenticator; the console lists the Vetting queue.
    const { context: staffContext, page, errors } = await openOpsPage(null);
    await enrolStaffInBrowser(page, { link: ops.link, email: EMAIL, password: PASSWORD });
    await expect.poll(() => page.getByTestId('queue-vetting').textContent()).toBe('1');
    await page.getByRole('link', { name: 'Vetting' }).click();
    await page.getByRole('heading', { name: 'Vetting' }).waitFor();
    await page.getByText('1 waiting, oldest first.').waitFor();
    await expectNoSeriousA11yViolations(page, 'vetting queue');
    await screenshot(page, 'vetting-queue-1280');
    await page.getByRole('link', { name: 'Wendy Newcomer' }).click();
    await page.getByRole('heading', { name: 'Wendy Newcomer' }).waitFor();
    // 'Ask for changes' needs a note: refused on the page before anything is sent.
    await page.getByRole('button', { name: 'Ask for changes' }).click();
    await page.getByText('Write a note saying what the worker should change.').waitFor();
    await expectNoSeriousA11yViolations(page, 'vetting review');
    await screenshot(page, 'vetting-review-1280');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Decided: Approved.').waitFor();

    // The worker's open tab changes without a reload.
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Approved');
    await workerPage.getByText('Our team checked your profile: businesses see you as vetted.').waitFor();
    await screenshot(workerPage, 'vetting-worker-approved-375');

    // The audit entries of this flow, quoted in the test output.
    const entries = await ops.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id));
    const lines = entries
      .reverse()
      .map(
        (e) =>
          `${e.at.toISOString()} ${e.actorRole} ${e.action} ${e.targetKind}:${e.targetId} ${e.reason ?? ''}`,
      );
    console.info(`Audit log after the flow:\n${lines.join('\n')}`);
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'staff.created',
        'account.password_reset',
        'staff.second_factor_enrolled',
        'staff.signed_in',
        'staff.vetting_approve',
      ]),
    );
    const approval = entries.find((e) => e.action === 'staff.vetting_approve')!;
    expect(approval).toMatchObject({
      actorRole: 'ops',
      targetKind: 'talent_profile',
      targetId: worker.userId,
      before: { vettingStatus: 'in_review' },
      after: { vettingStatus: 'approved' },
    });

    await page.setViewportSize(MOBILE);
    await page.goto('/ops/vetting');
    await page.getByText('No profiles waiting').waitFor();
    await screenshot(page, 'vetting-queue-empty-375');
    expect(errors).toEqual([]);
    expect(workerErrors).toEqual([]);
    await staffContext.close();
    await workerContext.close();
  }, 180_000);
});

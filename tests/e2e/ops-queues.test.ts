// In the browser (docs/product/operations.md, "Queues"): a new staff member's console shows every
// queue with its count; the contact messages' page lists the message, a blank reply is refused, 'Reply' sends the
// e-mail through the outbox and the front page's count goes down. Screenshots go to SHOTS_DIR when it is set.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../src/server/db/schema';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE, screenshot } from './support/browser';
import { enrolStaffInBrowser, openOpsPage, ops, startOpsSuite } from './support/ops-app';

const EMAIL = 'queue.ops@example.com';
const PASSWORD = 'Lantern-Queues-4471';
startOpsSuite(EMAIL, 'Quinn Queue');

describe('console queues', () => {
  it('shows each queue with its count and replies to a contact message', async () => {
    await ops.ctx.db.insert(contactMessages).values({
      name: 'Ada Lovelace',
      email: 'ada.e2e@example.com',
      subject: 'When is pay day?',
      messageType: 'general',
      message: '<b>Hello</b>, when do I get paid?',
    });
    const { context, page, errors } = await openOpsPage(null);
    await enrolStaffInBrowser(page, { link: ops.link, email: EMAIL, password: PASSWORD });
    for (const key of [
      'vetting',
      'timesheet-disputes',
      'appeals',
      'rating-reports',
      'failed-messages',
      'account-flags',
    ])
      await page.getByTestId(`queue-${key}`).waitFor();
    await expect.poll(() => page.getByTestId('queue-contact-messages').textContent()).toBe('1');
    await screenshot(page, 'ops-queues-front-1280');

    await page.getByRole('link', { name: 'Contact messages' }).click();
    await page.getByRole('heading', { name: 'Contact messages', level: 1 }).waitFor();
    await page.getByText('<b>Hello</b>, when do I get paid?').waitFor();
    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByText('Please write the reply to send.').waitFor();
    await page.getByLabel(/^Reply \(sent by e-mail\)/).fill('Every Friday.');
    await expectNoSeriousA11yViolations(page, 'contact messages queue');
    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByRole('status').filter({ hasText: 'Decided.' }).waitFor();
    const [mail] = await ops.ctx.db.select().from(outbox).where(eq(outbox.recipient, 'ada.e2e@example.com'));
    expect(mail?.body).toContain('Every Friday.');

    await page.getByRole('link', { name: 'Operations console' }).click();
    await expect.poll(() => page.getByTestId('queue-contact-messages').textContent()).toBe('0');
    await page.setViewportSize(MOBILE);
    await page.getByRole('link', { name: 'Contact messages' }).click();
    await page.getByText('Nothing waiting').waitFor();
    await screenshot(page, 'ops-queues-empty-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});

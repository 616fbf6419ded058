// In the browser (docs/product/operations.md, "Queues"): a new staff member's console shows every
// queue with its count; the contact messages' page lists the message, a blank reply is refused, 'Reply' sends the
// e-mail through the outbox and the front page's count goes down; a disputed timesheet shows its scheduled, recorded
// and claimed times side by side (docs/product/attendance.md, "Timesheets in context"); an appeal shows the no-show
// it is about in words. Screenshots go to SHOTS_DIR when it is set.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTimesheet } from '../../src/server/booking/create-timesheet';
import { appeals, contactMessages, outbox, shiftApplications, shifts } from '../../src/server/db/schema';
import { adjustTimesheet } from '../../src/server/features/timesheets/approve-timesheet';
import { disputeTimesheet } from '../../src/server/features/timesheets/dispute-timesheet';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE, screenshot } from './support/browser';
import { enrolStaffInBrowser, openOpsPage, ops, startOpsSuite } from './support/ops-app';
import { shots } from './support/screenshots';

const EMAIL = 'queue.ops@example.com';
const PASSWORD = 'Lantern-Queues-4471';
startOpsSuite(EMAIL, 'Quinn Queue');

/**
 * A shift of five days ago (09:00-15:00) whose worker checked in 7 minutes late and out at the end, claimed those
 * times, was adjusted by the manager to 09:30 and disputed it.
 */
async function disputedTimesheet() {
  const manager = await createManager(ops.ctx, { companyName: 'Harbor Street Bistro' });
  const talent = await createTalent(ops.ctx, { name: 'Dana Cruz' });
  const posted = await createShiftPostedAt(ops.ctx, manager.userId, new Date(Date.now() - 8 * 86_400_000), {
    positionTitle: 'Line Cook',
  });
  const [shift] = await ops.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
  const checkedInAt = new Date(shift!.startsAt.getTime() + 7 * 60_000);
  const timesheet = await ops.ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .insert(shiftApplications)
      .values({
        shiftId: shift!.id,
        workerId: talent.userId,
        status: 'checked_in',
        acceptedAt: shift!.startsAt,
        checkedInAt,
        checkedOutAt: shift!.endsAt,
      })
      .returning();
    return createTimesheet(tx, ops.ctx, {
      application: application!,
      shift: shift!,
      checkInAt: checkedInAt,
      checkOutAt: shift!.endsAt,
      source: 'worker',
    });
  });
  await adjustTimesheet(ops.ctx, manager.userId, timesheet.id, {
    checkInAt: `${shift!.shiftDate}T09:30`,
    checkOutAt: `${shift!.shiftDate}T15:00`,
    reason: 'Arrived at 9:30 by the door log.',
  });
  await disputeTimesheet(ops.ctx, talent.userId, timesheet.id, 'I was in the kitchen at 9:07.');
}

/** Rio Banks's no-show on a Stock Associate shift of five days ago, marked 4 h after its start, and her appeal of it. */
async function noShowAppeal() {
  const manager = await createManager(ops.ctx, { companyName: 'Fells Point Market' });
  const talent = await createTalent(ops.ctx, { name: 'Rio Banks' });
  const posted = await createShiftPostedAt(ops.ctx, manager.userId, new Date(Date.now() - 8 * 86_400_000), {
    positionTitle: 'Stock Associate',
    businessName: 'Fells Point Market',
  });
  const [shift] = await ops.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
  const [application] = await ops.ctx.db
    .insert(shiftApplications)
    .values({
      shiftId: shift!.id,
      workerId: talent.userId,
      status: 'no_show',
      acceptedAt: shift!.startsAt,
      cancelledAt: new Date(shift!.startsAt.getTime() + 4 * 3_600_000),
    })
    .returning();
  await ops.ctx.db.insert(appeals).values({
    userId: talent.userId,
    subjectKind: 'no_show',
    subjectId: application!.id,
    note: 'The store was closed when I arrived.',
  });
}

describe('console queues', () => {
  it('shows each queue with its count and replies to a contact message', async () => {
    await ops.ctx.db.insert(contactMessages).values({
      name: 'Ada Lovelace',
      email: 'ada.e2e@example.com',
      subject: 'When is pay day?',
      messageType: 'general',
      message: '<b>Hello</b>, when do I get paid?',
    });
    await disputedTimesheet();
    await noShowAppeal();
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

    // The disputed timesheet: recorded 9:07, the worker's claim the same, the manager's 9:30 marked against it.
    await page.getByRole('link', { name: 'Operations console' }).click();
    await page.getByRole('link', { name: 'Disputed timesheets' }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'I was in the kitchen at 9:07.' });
    const times = item.getByRole('table', { name: /^Times on the shift's clock/ });
    await times.waitFor();
    // Each row's cells, a time cell's parts (time, note, difference; in one box) joined by ' · '.
    const rows = await times.getByRole('row').evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.children, (cell) =>
          Array.from((cell.tagName === 'TD' ? cell.firstElementChild : cell)?.childNodes ?? [], (part) =>
            part.textContent?.trim(),
          )
            .filter(Boolean)
            .join(' · '),
        ).join(' | '),
      ),
    );
    expect(rows).toEqual([
      ' | Start | End',
      'Scheduled | 9:00 AM | 3:00 PM',
      'Recorded | 9:07 AM · +7 min vs scheduled | 3:00 PM',
      "Worker's claim | 9:07 AM | 3:00 PM",
      'Adjusted | 9:30 AM · +23 min vs recorded | 3:00 PM',
    ]);
    await expectNoSeriousA11yViolations(page, 'timesheet disputes queue');
    await shots(page, 'ops-timesheet-dispute');

    // The appeal shows the no-show in words: the shift, its start and the mark on the shift's clock, how it counted.
    await page.getByRole('link', { name: 'Operations console' }).click();
    await page.getByRole('link', { name: 'Open appeals' }).click();
    const appealed = page.getByRole('region', { name: 'The no-show appealed' });
    await appealed.getByText('Stock Associate at Fells Point Market').waitFor();
    await appealed.getByText('9:00 AM EST').waitFor();
    await appealed.getByText('1:00 PM EST').waitFor();
    await appealed.getByText('No-show: counts three times against reliability').waitFor();
    await expectNoSeriousA11yViolations(page, 'appeals queue');
    await shots(page, 'ops-appeals');
    expect(errors).toEqual([]);
    await context.close();
  });
});

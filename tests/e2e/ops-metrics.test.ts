// In the browser (docs/product/operations.md, "Metrics"): a staff member opens the console's
// metrics page on a phone (375 px): six titled charts drawn within the screen, the numbers in tables ('Show as table'
// shows them), then the same page at 1280 px with the charts grown to their wider boxes. Screenshots in
// SHOTS_DIR when it is set.

import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { outbox, shiftApplications, shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { createStaff } from '../../src/server/seed/factories/staff';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { openOpsPage, ops, startOpsSuite } from './support/ops-app';

const HOUR = 3_600_000;
startOpsSuite('metrics.desk@example.com', 'Mia Metrics');

/** One shift that started an hour ago with its one place booked, and three texts queued this week. */
async function seed() {
  const now = ops.ctx.now().getTime();
  const manager = await createManager(ops.ctx);
  const worker = await createTalent(ops.ctx);
  const shift = await createShift(ops.ctx, manager.userId);
  await ops.ctx.db
    .update(shifts)
    .set({
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 5 * HOUR),
      createdAt: new Date(now - 3 * HOUR),
    })
    .where(eq(shifts.id, shift.id));
  await ops.ctx.db.insert(shiftApplications).values({
    shiftId: shift.id,
    workerId: worker.userId,
    status: 'accepted',
    selectedAt: new Date(now - 2.5 * HOUR),
    acceptedAt: new Date(now - 2 * HOUR),
  });
  for (const status of ['sent', 'sent', 'failed'] as const)
    await ops.ctx.db.insert(outbox).values({ channel: 'sms', recipient: '+13015550100', body: 'x', status });
}

const canvasWidths = (page: Page) =>
  page.locator('section canvas').evaluateAll((all) => all.map((c) => c.getBoundingClientRect().width));

describe('the console metrics page', () => {
  it('draws six titled charts with their tables at 375 px and grows them at 1280 px', async () => {
    await seed();
    const staff = await createStaff(ops.ctx);
    const { page, errors } = await openOpsPage(staff, { path: '/ops', viewport: MOBILE });
    await page.getByRole('link', { name: 'Metrics' }).click();
    await page.getByRole('heading', { name: 'Metrics', level: 1 }).waitFor();
    const titles = [
      'Fill rate',
      'Median time to fill',
      'No-show rate',
      'Late cancellations',
      'Offers',
      'Messages',
    ];
    for (const title of titles) await page.getByRole('heading', { name: title, exact: true }).waitFor();
    await expect.poll(async () => (await canvasWidths(page)).length).toBe(6);
    for (const width of await canvasWidths(page)) expect(width).toBeLessThanOrEqual(375);
    const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(documentWidth).toBeLessThanOrEqual(375);

    // The numbers as tables: there for screen readers, shown by 'Show as table'.
    const messages = page.getByRole('table', { name: 'Messages' });
    const thisWeek = messages.getByRole('row').last();
    await expect
      .poll(() => thisWeek.getByRole('cell').allTextContents())
      .toEqual(['2', '1', expect.any(String), '0']);
    const fill = page.getByRole('table', { name: 'Fill rate' }).getByRole('row').last();
    expect(await fill.getByRole('cell').allTextContents()).toEqual(['100%']);
    const tableWidth = async () => (await messages.locator('..').boundingBox())?.width ?? 0;
    expect(await tableWidth()).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect.poll(tableWidth).toBeGreaterThan(200);
    await expectNoSeriousA11yViolations(page, 'metrics 375');
    await screenshot(page, 'ops-metrics-375');

    // Wider: the charts follow their boxes.
    const narrow = Math.max(...(await canvasWidths(page)));
    await page.setViewportSize(DESKTOP);
    await expect.poll(async () => Math.min(...(await canvasWidths(page)))).toBeGreaterThan(narrow + 100);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await screenshot(page, 'ops-metrics-1280');
    expect(errors).toEqual([]);
  });
});

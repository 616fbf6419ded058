// "Tests" (docs/product/trust.md, "Ratings"): both sides rate a completed shift through the screens, and
// neither sees the other's rating until the second is in; then both see both. The booking is completed the way the
// product does it (a checked-out booking's timesheet approved by the manager: approveTimesheet), so the rating window
// opens at the real time. The worker rates first on the History card (375 px, 'Rate this shift'); the manager's
// approved timesheet row (1280 px) shows nothing of it and offers 'Rate worker'; once the manager rates, both ratings
// are live on both screens. With SHOTS_DIR set, screenshots at 375 and 1280 px go there (not kept in the repository).
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTimesheet } from '../../src/server/booking/create-timesheet';
import { shiftApplications, shifts } from '../../src/server/db/schema';
import { approveTimesheet } from '../../src/server/features/timesheets/approve-timesheet';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { createShiftPostedAt } from '../../src/server/seed/factories/shifts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, MOBILE } from './support/browser';
import { openPage, server, startBrowserSuite } from './support/harness';
import { shots } from './support/screenshots';

startBrowserSuite();

const DAY = 86_400_000;
const BUSINESS = 'Fells Point Oyster House';

/** A shift two days ago, worked by the talent, its timesheet approved by the manager: the booking is completed. */
async function completedShift() {
  const manager = await createManager(server.ctx, { companyName: BUSINESS });
  const talent = await createTalent(server.ctx, { name: 'Jordan Reyes' });
  const posted = await createShiftPostedAt(server.ctx, manager.userId, new Date(Date.now() - 5 * DAY), {
    businessName: BUSINESS,
    positionTitle: 'Oyster Shucker',
  });
  const [shift] = await server.ctx.db.select().from(shifts).where(eq(shifts.id, posted.id));
  const timesheetId = await server.ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .insert(shiftApplications)
      .values({ shiftId: shift!.id, workerId: talent.userId, status: 'checked_in' })
      .returning();
    const sheet = await createTimesheet(tx, server.ctx, {
      application: application!,
      shift: shift!,
      checkInAt: shift!.startsAt,
      checkOutAt: shift!.endsAt,
      source: 'worker',
    });
    return sheet.id;
  });
  await approveTimesheet(server.ctx, manager.userId, timesheetId);
  return { manager, talent };
}

const ratingsOf = (card: Locator) => card.getByRole('region', { name: 'Ratings' });

async function rate(page: Page, panel: Locator, button: string, stars: string, tag: string, comment: string) {
  await panel.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.locator('label').filter({ hasText: stars }).click();
  await dialog.getByLabel(tag).check();
  await dialog.getByLabel('Comment (optional)').fill(comment);
  await expectNoSeriousA11yViolations(page, `the '${button}' dialog`);
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('mutual ratings', () => {
  it('both rate; neither sees the other until the second is in; then both see both', async () => {
    const { manager, talent } = await completedShift();
    // Cleaned like every other text (docs/product/accounts.md, "Text as typed"): the tags go, the words stay.
    const html = '<b>Great</b> crew & fast';
    const shown = 'Great crew & fast';

    // The worker, 375 px: History, the completed card, 'Rate this shift'.
    const worker = await openPage(talent, { path: '/worker-dashboard', viewport: MOBILE });
    const w = worker.page;
    await w.getByRole('tab', { name: 'History' }).click();
    const card = w.getByRole('tabpanel').getByRole('article', { name: 'Oyster Shucker' });
    const mine = ratingsOf(card);
    await rate(w, mine, 'Rate this shift', '4 stars', 'Respectful', html);
    await mine.getByText(new RegExp(`^You rated 4 ★ — visible when ${BUSINESS} rates too or on `)).waitFor();
    await shots(w, 'ratings-worker-waiting');

    // The manager, 1280 px: the approved timesheet row shows nothing of it and offers 'Rate worker'.
    const boss = await openPage(manager, { path: '/manager/timesheets', viewport: DESKTOP });
    const b = boss.page;
    const row = b.getByRole('article', { name: 'Jordan Reyes' });
    const theirs = ratingsOf(row);
    await theirs.getByRole('button', { name: 'Rate worker' }).waitFor();
    expect(await theirs.getByText(/rating of you/).count()).toBe(0);
    expect(await theirs.getByText('Respectful').count()).toBe(0);
    await rate(b, theirs, 'Rate worker', '5 stars', 'Punctual', 'On time, every time.');

    // Both live at once: the manager sees both at once, the worker's card updates (live event).
    const workersRating = theirs.getByRole('figure', { name: "Jordan Reyes's rating of you" });
    await workersRating.getByText(shown, { exact: true }).waitFor();
    expect(await workersRating.locator('b').count()).toBe(0);
    await theirs.getByRole('figure', { name: 'Your rating' }).getByText('Punctual').waitFor();
    await expectNoSeriousA11yViolations(b, 'timesheet row with both ratings');
    await shots(b, 'ratings-manager-both');

    const managersRating = mine.getByRole('figure', { name: `${BUSINESS}'s rating of you` });
    await managersRating.getByText('On time, every time.').waitFor({ timeout: 15_000 });
    await mine.getByRole('figure', { name: 'Your rating' }).getByText(shown, { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Reply' }).waitFor();
    await expectNoSeriousA11yViolations(w, 'worker card with both ratings');
    await shots(w, 'ratings-worker-both');

    expect(worker.errors).toEqual([]);
    expect(boss.errors).toEqual([]);
    await worker.context.close();
    await boss.context.close();
  });
});

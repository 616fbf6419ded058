// docs/product/attendance.md, "Check-in code", "Check-in": on a shift that starts in 20
// minutes, the manager's page at phone width shows the 'Check-in code' panel with the code and its QR code; one
// worker opens the QR code's link and is checked in at once; another, whose dashboard starts with this shift as
// 'Next shift' (above the lists, at 375 and 1280 px), types a wrong code there (the refusal at the field), then the
// right one, and the card reads 'Checked in at …'. With SHOTS_DIR set, screenshots
// at 375 and 1280 px go there (not kept in the repository).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftApplications, shifts } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { CHECK_IN_MESSAGES } from '../../src/shared/marketplace/attendance-messages';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { box, DESKTOP, MOBILE } from './support/browser';
import { openPage, server, startBrowserSuite } from './support/harness';
import { shots } from './support/screenshots';
import { createShiftStartingAt, fiveMinuteMark } from './support/shift-near-now';

startBrowserSuite();

describe('check-in with the code or its QR link', () => {
  it("the manager's panel shows the code and QR; the link checks in; a typed wrong code is refused at the field", async () => {
    const manager = await createManager(server.ctx, { companyName: 'Harbor Street Bistro' });
    // Starts in 20 min (on a 5-minute mark), six hours long; posted yesterday.
    const start = fiveMinuteMark(20);
    const shift = await createShiftStartingAt(manager.userId, start, { maxApplications: 2 });
    const book = async (name: string) => {
      const talent = await createTalent(server.ctx, { name });
      const [row] = await server.ctx.db
        .insert(shiftApplications)
        .values({ shiftId: shift.id, workerId: talent.userId, status: 'accepted', acceptedAt: new Date() })
        .returning({ id: shiftApplications.id });
      await server.ctx.db
        .update(shifts)
        .set({ acceptedCount: sql`${shifts.acceptedCount} + 1` })
        .where(eq(shifts.id, shift.id));
      return { talent, applicationId: row!.id };
    };
    const jordan = await book('Jordan Reyes');
    const sam = await book('Sam Patel');

    // The manager's dashboard starts with the schedule: this shift, both booked, neither confirmed yet.
    const dashboard = await openPage(manager, { path: '/business-dashboard', viewport: MOBILE });
    const schedule = dashboard.page.getByRole('list', { name: 'Upcoming shifts' });
    await schedule.getByText('2 of 2 booked').waitFor();
    const bookedHere = schedule.getByRole('list', { name: /^Booked on / });
    for (const name of ['Jordan Reyes', 'Sam Patel'])
      await bookedHere
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByText('Not yet confirmed')
        .waitFor();
    await expectNoSeriousA11yViolations(dashboard.page, 'manager dashboard schedule');
    await shots(dashboard.page, 'manager-dashboard-schedule');
    await dashboard.context.close();

    const managerView = await openPage(manager, { path: `/view-applications/${shift.id}`, viewport: MOBILE });
    await managerView.page.getByRole('heading', { name: 'Check-in code' }).waitFor();
    const qr = managerView.page.getByRole('img', { name: 'QR code of the check-in link' });
    await qr.waitFor();
    const code = (await managerView.page
      .getByText(/^\d{4}$/)
      .first()
      .textContent())!.trim();
    expect(code).toMatch(/^\d{4}$/);
    await managerView.page.getByText(`${server.baseUrl}/check-in/${shift.id}?code=${code}`).waitFor();
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(managerView.page, 'check-in code panel');
    await managerView.page.getByRole('heading', { name: 'Check-in code' }).scrollIntoViewIfNeeded();
    await shots(managerView.page, 'check-in-code-panel');

    // The QR code's link, opened by the booked worker signed out: 'Sign in' comes back to the link, which then
    // checks in at once.
    const linkView = await openPage(null, { path: `/check-in/${shift.id}?code=${code}`, viewport: MOBILE });
    await linkView.page.getByText(CHECK_IN_MESSAGES.signInFirst).waitFor();
    await linkView.page.getByRole('link', { name: 'Sign in' }).click();
    await linkView.page.getByLabel('Email').fill(jordan.talent.email);
    await linkView.page.getByLabel('Password').fill(jordan.talent.password);
    await linkView.page.getByRole('button', { name: 'Log In' }).click();
    await linkView.page.waitForURL(`**/check-in/${shift.id}?code=${code}`);
    await linkView.page.getByText("You're checked in").first().waitFor();
    await linkView.page.getByText(/^Checked in at \d{1,2}:\d{2} (AM|PM)$/).waitFor();
    await expectNoSeriousA11yViolations(linkView.page, 'check-in link page');
    await shots(linkView.page, 'worker-check-in-link');

    // Sam's dashboard starts with now (docs/product/applications.md, "The worker dashboard"): 'Next shift' is this
    // one, above the cards and the tabs at phone and desktop widths, though Sam booked a later shift since; Active
    // lists the soonest first.
    const later = await createShiftStartingAt(manager.userId, fiveMinuteMark(2 * 24 * 60), {
      positionTitle: 'Line Cook',
    });
    await server.ctx.db
      .insert(shiftApplications)
      .values({ shiftId: later.id, workerId: sam.talent.userId, status: 'accepted', acceptedAt: new Date() });
    const card = await openPage(sam.talent, { path: '/worker-dashboard', viewport: MOBILE });
    const next = card.page.getByRole('region', { name: 'Next shift' });
    await next.getByText(shift.positionTitle, { exact: true }).waitFor();
    await next.getByText(shift.locationAddress).waitFor();
    await next.getByText(/^Estimated pay \$\d+\.\d{2}$/).waitFor();
    const tabs = card.page.getByRole('tablist', { name: 'My applications' });
    for (const viewport of [MOBILE, DESKTOP]) {
      await card.page.setViewportSize(viewport);
      const [nextBox, tilesBox, tabsBox] = await Promise.all([
        box(next),
        box(card.page.getByRole('heading', { name: 'View Profile' })),
        box(tabs),
      ]);
      expect(nextBox.y + nextBox.height, `${viewport.width} px`).toBeLessThanOrEqual(tilesBox.y);
      expect(tilesBox.y, `${viewport.width} px`).toBeLessThan(tabsBox.y);
    }
    await card.page.setViewportSize(MOBILE);
    // Owed now: 'Confirm I'm coming' on the shift that starts within the day (the later one owes nothing yet).
    await card.page.getByRole('tab', { name: 'Pending Actions (1)', selected: true }).waitFor();
    await card.page
      .getByRole('tabpanel')
      .getByRole('article', { name: shift.positionTitle })
      .getByText("To do: Confirm I'm coming")
      .waitFor();
    await card.page.getByRole('tab', { name: 'Active (2)' }).click();
    const active = card.page.getByRole('tabpanel').getByRole('article');
    await expect
      .poll(() => active.evaluateAll((cards) => cards.map((c) => c.querySelector('h3')?.textContent)))
      .toEqual([shift.positionTitle, 'Line Cook']);
    await expectNoSeriousA11yViolations(card.page, 'worker dashboard with the next shift');
    await shots(card.page, 'worker-dashboard-next-shift');

    // 'Check in' on the 'Next shift' card: a wrong code, refused at the field; then the right one.
    await next.getByRole('button', { name: 'Check in' }).click();
    const field = next.getByLabel('Check-in code');
    await field.fill(code === '0000' ? '1111' : '0000');
    await next.getByRole('button', { name: 'Check in' }).click();
    await next.getByText('That code is not right. Ask the manager on site for the check-in code.').waitFor();
    await expectNoSeriousA11yViolations(card.page, 'check-in field with an error');
    await shots(card.page, 'worker-check-in-wrong-code');
    await field.fill(code);
    await next.getByRole('button', { name: 'Check in' }).click();
    await next.getByText(/^Checked in at \d{1,2}:\d{2} (AM|PM)$/).waitFor();
    await next.getByRole('button', { name: 'Check out' }).waitFor();
    await shots(card.page, 'worker-checked-in-card');

    // The manager's page updated live: both arrived.
    const rows = await server.ctx.db
      .select({ status: shiftApplications.status })
      .from(shiftApplications)
      .where(eq(shiftApplications.shiftId, shift.id));
    expect(rows.map((r) => r.status)).toEqual(['checked_in', 'checked_in']);

    for (const view of [managerView, linkView, card]) {
      expect(view.errors).toEqual([]);
      await view.context.close();
    }
  });
});

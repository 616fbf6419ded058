// "Tests": the browser test of the whole loop after the match, in two browsers against the real server —
// the manager posts a shift, the worker applies, the manager selects them by text, the worker answers YES from the
// development inbox (docs/product/sms.md, "Reply by text") and sees the booking; the manager moves the start time
// and the worker sees the before → after notice and re-confirms (docs/product/shifts.md, "Edit shift"); the worker
// cancels with the dialog's consequence shown (docs/product/applications.md, "Cancellations"), and the manager sees
// it. With SHOTS_DIR set, screenshots of the dialogs, the notice and the inbox at 375 and 1280 px go there.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createManager, createTalent, markPhoneVerified } from '../../src/server/seed/factories/accounts';
import { createShift, dayFromToday } from '../../src/server/seed/factories/shifts';
import { cancelShiftConsequence } from '../../src/shared/marketplace/cancellation-messages';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { bookedWorker } from './support/bookings';
import { MOBILE, watchPageErrors } from './support/browser';
import { BRUNCH_SHIFT, openPage, postShiftForm, server, startBrowserSuite, toast } from './support/harness';
import { noToasts, shots } from './support/screenshots';

startBrowserSuite();

/** The header's bell that is shown at this width (the phone header has its own). */
const bell = (page: Page) => page.locator('button[aria-label^="Notifications"]:visible');

describe('after the match', () => {
  it('post → apply → select → YES by text → booked → start moved → re-confirmed → cancelled with its consequence', async () => {
    const manager = await createManager(server.ctx, { companyName: 'Harbor Street Bistro' });
    const talent = await createTalent(server.ctx, { name: 'Jordan Reyes', phone: '(240) 555-0131' });
    // Offers are texted only to a verified phone whose owner agreed to texts (the factory's talent agreed).
    await markPhoneVerified(server.ctx, talent.userId);
    const phone = '+12405550131';
    // 10:00 (after the edit) the day after tomorrow in New York is 34 to 58 h away whenever this runs: a worker's
    // cancellation then is late (24 to 72 h, product §3), so the dialog's words below do not depend on the hour.
    const shiftDate = dayFromToday(2);

    // 1. The manager posts the shift with the create form.
    const boss = await openPage(manager, { path: '/create-shift' });
    const b = boss.page;
    await expect.poll(() => b.getByLabel('Business Name').inputValue()).toBe('Harbor Street Bistro');
    await postShiftForm(b, { ...BRUNCH_SHIFT, shiftDate, startTime: '09:00', endTime: '15:00' });
    await toast(b, 'Shift created successfully!').waitFor();

    // The worker finds it among the open shifts and applies, then waits on the dashboard (no reload from here on).
    const worker = await openPage(talent, { path: '/shifts', viewport: MOBILE });
    const w = worker.page;
    const listed = w.getByRole('article', { name: 'Brunch Server' });
    await listed.getByRole('button', { name: 'Apply for Shift' }).click();
    await listed.getByRole('button', { name: 'Applied' }).waitFor();
    await w.getByRole('link', { name: 'Back to Dashboard' }).click();
    await w.getByRole('tab', { name: 'Pending Actions (0)' }).waitFor();

    // The manager selects the worker; the offer goes by text.
    await b.goto('/manage-shifts');
    await b
      .getByRole('article', { name: 'Brunch Server' })
      .getByRole('link', { name: 'View Applications' })
      .click();
    const applicant = b.getByRole('article', { name: 'Jordan Reyes' });
    await applicant.getByRole('button', { name: 'Select and Contact Worker' }).click();
    await b
      .getByRole('dialog', { name: 'Text Jordan Reyes this offer?' })
      .getByRole('button', { name: 'Send Offer by SMS' })
      .click();
    await applicant.getByRole('button', { name: 'Texted Worker/Awaiting Response' }).waitFor();
    await w.getByRole('tab', { name: 'Pending Actions (1)' }).click();
    const offer = w.getByRole('article', { name: 'Brunch Server' });
    await offer.getByText('SELECTED', { exact: true }).waitFor();
    await offer.getByText(/^Respond by /).waitFor();

    // 2. The worker answers YES from the development inbox, through the real inbound SMS handler.
    const inbox = await worker.context.newPage();
    const inboxErrors = watchPageErrors(inbox);
    await inbox.goto('/dev/inbox');
    const offerText = inbox.getByTestId('dev-message').filter({ hasText: 'offers you Brunch Server' });
    await offerText.getByText(/Reply YES or NO \(code \w{4}\)/).waitFor();
    await offerText.getByRole('button', { name: 'Reply as this number' }).click();
    await offerText.getByLabel(`Reply from ${phone}`).fill('YES');
    await expectNoSeriousA11yViolations(inbox, "/dev/inbox, 'Reply as this number' open");
    await shots(inbox, 'dev-inbox-reply-box', { fullPage: false });
    await offerText.getByRole('button', { name: 'Send reply' }).click();
    const booked = "TalentBridge: You're booked: Brunch Server at Harbor Street Bistro";
    await offerText.getByText(`Answer: ${booked}`, { exact: false }).waitFor();
    // Our confirmation text itself, as sent to the worker's number (the inbox refreshes every few seconds).
    const confirmation = inbox
      .getByTestId('dev-message')
      .filter({ has: inbox.getByTestId('dev-message-body').filter({ hasText: booked }) });
    await confirmation.getByTestId('dev-message-recipient').filter({ hasText: phone }).waitFor();
    await inbox.close();

    // The worker's dashboard shows the booking live; the manager's card too.
    await w.getByRole('tab', { name: 'Active (1)' }).click();
    const card = w.getByRole('article', { name: 'Brunch Server' });
    await card.getByText('BOOKED', { exact: true }).waitFor();
    await applicant.getByRole('button', { name: 'Worker Accepted Your Offer!' }).waitFor();

    // 3. The manager moves the start from 9:00 to 10:00 with the edit form, seeing who will be told before saving.
    await b.getByRole('link', { name: 'Back to Shifts' }).first().click();
    await b.getByRole('article', { name: 'Brunch Server' }).getByRole('link', { name: 'Edit Shift' }).click();
    await b.waitForURL('**/manager/shifts/*/edit');
    await expect.poll(() => b.getByLabel('Position Title').inputValue()).toBe('Brunch Server');
    await b.getByLabel('Start Time').fill('10:00');
    await b.getByRole('button', { name: 'Save Changes' }).click();
    const tell = b.getByRole('dialog', { name: 'Tell workers about this change?' });
    await tell.waitFor();
    expect(await tell.getByRole('listitem').allTextContents()).toEqual(['Start: 9:00 AM → 10:00 AM']);
    await tell
      .getByText('1 booked worker will be told and asked to re-confirm; they may cancel with no consequence.')
      .waitFor();
    await noToasts(b);
    await expectNoSeriousA11yViolations(b, "edit shift: 'Tell workers about this change?'");
    await shots(b, 'edit-shift-who-is-told', { fullPage: false });
    await tell.getByRole('button', { name: 'Save and Tell Workers' }).click();
    const updated = toast(b, 'Shift updated');
    await updated.getByText('Workers who were selected or booked have been told.').waitFor();
    await b
      .getByRole('article', { name: 'Brunch Server' })
      .getByRole('link', { name: 'View Applications' })
      .click();
    await applicant.getByText('Shift changed: awaiting re-confirmation').waitFor();

    // The worker sees the notice live: the bell, and the card's 'Shift changed — please re-confirm' with the change.
    const summary = 'Your Brunch Server at Harbor Street Bistro shift changed: Start 9:00 AM → 10:00 AM.';
    await expect.poll(() => bell(w).getAttribute('aria-label')).toMatch(/^Notifications, \d+ unread$/);
    await bell(w).click();
    const panel = w.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByRole('listitem')
      .filter({ hasText: 'Shift changed — please re-confirm' })
      .getByText(summary, { exact: false })
      .waitFor();
    await shots(w, 'worker-edit-notice-panel', { fullPage: false });
    await w.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    const notice = card.getByRole('region', { name: 'Shift changed — please re-confirm' });
    await notice.getByText(/^Changed on .+: start 9:00 AM → 10:00 AM$/).waitFor();
    await card.getByText('10:00 AM - 3:00 PM').waitFor();
    await notice.scrollIntoViewIfNeeded();
    await noToasts(w);
    await expectNoSeriousA11yViolations(w, "the worker's card, 'Shift changed — please re-confirm'");
    await shots(w, 'worker-edit-notice-card', { fullPage: false });

    // Meanwhile cancelling is free; the worker looks, goes back, and keeps the booking.
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = w.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText('The shift changed after you booked it, so cancelling now is free.').waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await notice.getByRole('button', { name: 'Keep my booking' }).click();
    await toast(w, 'Booking re-confirmed').waitFor();
    await notice.waitFor({ state: 'hidden' });
    await applicant.getByText('Shift changed: awaiting re-confirmation').waitFor({ state: 'hidden' });

    // 4. Now a cancellation is late: the dialog says so before the click, with the emergency excuse on offer.
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByText('This is a late cancellation: it counts against your reliability.').waitFor();
    await dialog.getByRole('checkbox', { name: 'Use my emergency excuse (1 per 90 days)' }).waitFor();
    await shots(w, 'worker-cancel-booking-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await toast(w, 'Your booking has been cancelled. The manager has been told.').waitFor();
    await w.getByRole('tab', { name: 'Active (0)' }).waitFor();
    // As a person would: the pointer off the toasts it left over the page, and back up to the tabs.
    await w.mouse.move(1, 1);
    await w.evaluate(() => window.scrollTo(0, 0));
    await w.getByRole('tab', { name: 'History' }).click();
    const ended = w.getByRole('article', { name: 'Brunch Server' });
    await ended.getByText('CANCELLED', { exact: true }).waitFor();
    await ended.getByText('You cancelled this booking late: it counts against your reliability.').waitFor();

    // The manager's applications page shows it live.
    await applicant.getByText('CANCELLED', { exact: true }).waitFor();

    expect([...boss.errors, ...worker.errors, ...inboxErrors]).toEqual([]);
    await boss.context.close();
    await worker.context.close();
  });

  it("the manager opens 'Cancel shift' on a shift with a booked worker, reads what it costs, and keeps the shift", async () => {
    const manager = await createManager(server.ctx);
    const shift = await createShift(server.ctx, manager.userId, {
      positionTitle: 'Dishwasher',
      shiftDate: dayFromToday(1),
    });
    await bookedWorker(manager.userId, shift.id, { name: 'Eli Park', phone: '(240) 555-0132' });

    const { context, page, errors } = await openPage(manager, { path: '/manage-shifts' });
    const card = page.getByRole('article', { name: 'Dishwasher' });
    await card.getByRole('button', { name: 'Cancel shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this shift?' });
    // Free at 24 h or more, else each booked worker's pay for min(4 h, the shift): the words of the shared function.
    await dialog.getByText(cancelShiftConsequence({ ...shift, acceptedCount: 1 }, new Date())).waitFor();
    await dialog.getByLabel('Reason (optional, included in the message to workers)').waitFor();
    await shots(page, 'manager-cancel-shift-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'Cancel shift' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

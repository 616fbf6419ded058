// In the browser (docs/product/applications.md, "Cancellations"): the worker cancels a booking
// with the dialog's consequence shown (and restated by the emergency excuse), and sees it in History; the manager
// passes on an applicant, opens 'Remove from shift', and cancels the shift with a reason, each dialog stating its
// consequence. Screenshots of the dialogs go to SHOTS_DIR when it is set.
import { describe, expect, it } from 'vitest';
import { dayFromToday } from '../../src/server/seed/factories/shifts';
import { cancelShiftConsequence } from '../../src/shared/marketplace/cancellation-messages';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { bookedWorker, verifiedApplicant } from './support/bookings';
import { MOBILE, screenshot } from './support/browser';
import { managerWithShift, openPage, startBrowserSuite, toast } from './support/harness';

startBrowserSuite();

let phones = 0;
const applicantNamed = (name: string) => ({ name, phone: `(301) 555-${String(3000 + ++phones)}` });

describe('cancellations', () => {
  it('a worker cancels a booking two days ahead: late, free with the emergency excuse; then it is in History', async () => {
    // 09:00 the day after tomorrow is 33 to 57 h away whenever this runs: always a late cancellation.
    const { manager, shift } = await managerWithShift({
      positionTitle: 'Line Cook',
      shiftDate: dayFromToday(2),
    });
    const worker = await bookedWorker(manager.userId, shift.id, applicantNamed('Dana Cruz'));
    const { context, page, errors } = await openPage(worker.talent, {
      path: '/worker-dashboard',
      viewport: MOBILE,
    });
    await page.getByRole('tab', { name: 'Active (1)' }).click();
    await page
      .getByRole('article', { name: 'Line Cook' })
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText('This is a late cancellation: it counts against your reliability.').waitFor();
    const excuse = dialog.getByRole('checkbox', { name: 'Use my emergency excuse (1 per 90 days)' });
    await excuse.check();
    await dialog.getByText('Cancelling now is free.').waitFor();
    await excuse.uncheck();
    await dialog.getByText('This is a late cancellation: it counts against your reliability.').waitFor();
    await expectNoSeriousA11yViolations(page, 'cancel booking dialog');
    await screenshot(page, 'cancel-booking-dialog-375');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await toast(page, 'Your booking has been cancelled. The manager has been told.').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    const card = page.getByRole('article', { name: 'Line Cook' });
    await card.getByText('CANCELLED', { exact: true }).waitFor();
    await card.getByText('You cancelled this booking late: it counts against your reliability.').waitFor();
    await screenshot(page, 'worker-history-cancelled-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a manager passes on an applicant, sees 'Remove from shift' state its cost, and cancels the shift with a reason", async () => {
    const { manager, shift } = await managerWithShift({
      positionTitle: 'Dishwasher',
      shiftDate: dayFromToday(1),
      maxApplications: 3,
    });
    await bookedWorker(manager.userId, shift.id, applicantNamed('Eli Park'));
    await verifiedApplicant(shift.id, applicantNamed('Fay Moss'));
    await verifiedApplicant(shift.id, applicantNamed('Gus Hale'));
    const { context, page, errors } = await openPage(manager, { path: `/view-applications/${shift.id}` });

    await page
      .getByRole('article', { name: 'Fay Moss' })
      .getByRole('button', { name: 'Not this time' })
      .click();
    // It asks first: a pass cannot be undone.
    const pass = page.getByRole('dialog', { name: 'Pass on Fay Moss?' });
    await pass.getByText('cannot be selected for this shift again', { exact: false }).waitFor();
    await pass.getByRole('button', { name: 'Not this time' }).click();
    await toast(page, 'The applicant has been told.').waitFor();
    await page
      .getByRole('article', { name: 'Fay Moss' })
      .getByText('NOT SELECTED', { exact: true })
      .waitFor();

    await page
      .getByRole('article', { name: 'Eli Park' })
      .getByRole('button', { name: 'Remove from shift' })
      .click();
    const remove = page.getByRole('dialog', { name: 'Remove Eli Park from this shift?' });
    await remove.waitFor();
    await screenshot(page, 'remove-worker-dialog-1280');
    await remove.getByRole('button', { name: 'Keep it' }).click();
    await remove.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Cancel shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this shift?' });
    // The same words as the pure function gives now ('Each booked worker will be paid $74.00 …' under 24 h).
    await dialog.getByText(cancelShiftConsequence({ ...shift, acceptedCount: 1 }, new Date())).waitFor();
    await dialog.getByLabel('Reason (optional, included in the message to workers)').fill('Kitchen flood');
    await expectNoSeriousA11yViolations(page, 'cancel shift dialog');
    await screenshot(page, 'cancel-shift-dialog-1280');
    await dialog.getByRole('button', { name: 'Cancel shift' }).click();
    await toast(
      page,
      'The shift has been cancelled. Everyone who applied or was booked has been told.',
    ).waitFor();
    await page.getByText('CANCELLED', { exact: true }).first().waitFor();
    await page
      .getByRole('article', { name: 'Gus Hale' })
      .getByText('NOT SELECTED', { exact: true })
      .waitFor();
    await page.getByRole('article', { name: 'Eli Park' }).getByText('CANCELLED', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

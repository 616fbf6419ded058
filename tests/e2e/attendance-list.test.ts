// docs/product/attendance.md, "The manager's attendance list": on a shift that started 40 minutes
// ago, the manager's page at phone width shows 'Cannot view applications for past shifts' and, below, the
// 'Attendance' list with each state; 'Mark as arrived' asks for a reason in a labelled dialog and the list updates.
// With SHOTS_DIR set, screenshots at 375 and 1280 px go there (the closing note asks for the phone width).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftApplications } from '../../src/server/db/schema';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE } from './support/browser';
import { openPage, server, startBrowserSuite } from './support/harness';
import { shots } from './support/screenshots';
import { createShiftStartingAt, fiveMinuteMark, MINUTE } from './support/shift-near-now';

startBrowserSuite();

describe("the manager's attendance list", () => {
  it('lists the booked workers with their state; Mark as arrived with a reason updates it', async () => {
    const manager = await createManager(server.ctx, { companyName: 'Harbor Street Bistro' });
    // Started 40 min ago (on a 5-minute mark), six hours long; posted yesterday.
    const start = fiveMinuteMark(-40);
    const shift = await createShiftStartingAt(manager.userId, start, { maxApplications: 4 });
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const book = async (name: string, state: Partial<typeof shiftApplications.$inferInsert>) => {
      const talent = await createTalent(server.ctx, { name });
      await server.ctx.db.insert(shiftApplications).values({
        shiftId: shift.id,
        workerId: talent.userId,
        status: 'accepted',
        acceptedAt: at(-600),
        ...state,
      });
    };
    await book('Jordan Reyes', {});
    await book('Sam Patel', { status: 'checked_in', checkedInAt: at(4) });
    await book('Alex Kim', {
      status: 'checked_in',
      checkedInAt: at(15),
      checkInLate: true,
      checkedOutAt: at(35),
    });
    await book('Riley Chen', {
      status: 'no_show',
      cancelledAt: at(31),
      cancelledBy: 'manager',
      cancellationConsequence: 'no_show',
    });

    const { page, context, errors } = await openPage(manager, {
      path: `/view-applications/${shift.id}`,
      viewport: MOBILE,
    });
    await page.getByText('Cannot view applications for past shifts').waitFor();
    const list = page.getByRole('region', { name: 'Attendance' });
    const item = (name: string) => list.getByRole('listitem', { name });
    await item('Jordan Reyes').getByText('Not arrived').waitFor();
    await item('Sam Patel')
      .getByText(/^Arrived at /)
      .waitFor();
    await item('Alex Kim')
      .getByText(/^Left at /)
      .waitFor();
    await item('Alex Kim').getByText(/late$/).waitFor();
    await item('Riley Chen').getByText('No-show').waitFor();
    await expectNoSeriousA11yViolations(page, 'attendance list');
    await shots(page, 'attendance-list');

    await item('Jordan Reyes').getByRole('button', { name: 'Mark as arrived' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark Jordan Reyes as arrived' });
    await dialog.getByRole('button', { name: 'Mark as arrived' }).click();
    await dialog.getByText('Please give a reason for marking the arrival.').waitFor();
    await dialog.getByLabel(/Reason/).fill('Phone battery died; signed in with me at the door.');
    await expectNoSeriousA11yViolations(page, 'mark as arrived dialog');
    await shots(page, 'attendance-mark-arrived');
    await dialog.getByRole('button', { name: 'Mark as arrived' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await item('Jordan Reyes')
      .getByText(/^Arrived at /)
      .waitFor();
    await item('Jordan Reyes').getByText('marked by you').waitFor();
    await item('Jordan Reyes')
      .getByText('Reason: Phone battery died; signed in with me at the door.')
      .waitFor();
    const rows = await server.ctx.db
      .select()
      .from(shiftApplications)
      .where(eq(shiftApplications.shiftId, shift.id));
    expect(rows.find((r) => r.arrivalReason)).toMatchObject({ status: 'checked_in', checkedInAt: start });
    await shots(page, 'attendance-after-mark');
    expect(errors).toEqual([]);
    await context.close();
  });
});

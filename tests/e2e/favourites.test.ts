// (docs/product/trust.md, "Favourites and blocks") at phone width: the manager stars an applicant,
// finds them on 'Favourites', blocks another through the dialog that says it is silent (the applicant leaves the
// list), and undoes it; the worker hides a business from the open-shift card. With SHOTS_DIR set, screenshots at
// 375 and 1280 px go there.
import { describe, it } from 'vitest';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { MOBILE } from './support/browser';
import { managerWithShift, openPage, server, startBrowserSuite } from './support/harness';
import { shots } from './support/screenshots';

startBrowserSuite();

describe('favourites and blocks', () => {
  it('star, the Favourites page, Block worker with its dialog and its undo, and Hide this business', async () => {
    const { manager, shift } = await managerWithShift({ positionTitle: 'Brunch Server' });
    const jordan = await createTalent(server.ctx, { name: 'Jordan Reyes', phone: '(240) 555-0161' });
    const sam = await createTalent(server.ctx, { name: 'Sam Patel', phone: '(240) 555-0162' });
    await applyToShift(server.ctx, jordan.userId, shift.id);
    await applyToShift(server.ctx, sam.userId, shift.id);

    const { page: b } = await openPage(manager, { path: `/view-applications/${shift.id}`, viewport: MOBILE });
    const jordanCard = b.getByRole('article', { name: 'Jordan Reyes' });
    await jordanCard.getByRole('button', { name: 'Add to favourites' }).click();
    await jordanCard.getByRole('button', { name: 'Remove from favourites', pressed: true }).waitFor();

    // 'Block worker': the dialog says it is silent and that a booking stays.
    await b.getByRole('article', { name: 'Sam Patel' }).getByRole('button', { name: 'Block worker' }).click();
    const dialog = b.getByRole('dialog', { name: 'Block this worker?' });
    await dialog.getByText(/Blocking is silent/).waitFor();
    await dialog.getByText(/A booking they have already accepted stays as it is/).waitFor();
    await expectNoSeriousA11yViolations(b, 'block dialog');
    await shots(b, 'favourites-block-dialog');
    await dialog.getByRole('button', { name: 'Block worker' }).click();
    await b.getByRole('article', { name: 'Sam Patel' }).waitFor({ state: 'detached' });
    await shots(b, 'favourites-applicants');

    await b.goto('/manager/favourites');
    await b
      .getByRole('article', { name: 'Jordan Reyes' })
      .getByText(/Shifts worked with you: 0/)
      .waitFor();
    const blocked = b.getByRole('region', { name: 'Blocked' });
    await blocked.getByText('Sam Patel').waitFor();
    await expectNoSeriousA11yViolations(b, 'favourites page');
    await shots(b, 'favourites-page');
    await blocked.getByRole('button', { name: 'Unblock: Sam Patel' }).click();
    await blocked.getByText('Nobody is blocked.').waitFor();

    // The worker hides a business from its open-shift card; its shifts leave the list.
    await managerWithShift({ positionTitle: 'Stock Associate', businessName: 'Corner Market' });
    const { page: w } = await openPage(jordan, { path: '/shifts', viewport: MOBILE });
    const card = w.getByRole('article', { name: /Stock Associate/ });
    await card.getByRole('button', { name: 'Hide this business' }).click();
    const hide = w.getByRole('dialog', { name: 'Hide this business?' });
    await hide.getByText(/Hiding is silent/).waitFor();
    await hide.getByRole('button', { name: 'Hide this business' }).click();
    await card.waitFor({ state: 'detached' });
    await w.getByRole('article', { name: /Brunch Server/ }).waitFor();
  });
});

// docs/product/trust.md, "Match score": a manager sees the applicants in 'Best match' order, each
// with the score and 'Why this match' (a disclosure button) listing the reasons; the vetted newcomer has a place in
// the first three, marked 'New'; 'Sort by' → 'Newest' reorders. The worker's open shifts show their score too. With
// SHOTS_DIR set, screenshots at 375 and 1280 px go there.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { talentProfiles } from '../../src/server/db/schema';
import { applyToShift } from '../../src/server/features/applications/apply-to-shift';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, MOBILE } from './support/browser';
import { managerWithShift, openPage, server, startBrowserSuite } from './support/harness';
import { shots } from './support/screenshots';

startBrowserSuite();

type Profile = Partial<typeof talentProfiles.$inferInsert>;
const WORKERS: [string, Profile][] = [
  [
    'Vera Veteran',
    {
      skills: ['Server/Waitstaff'],
      years: '6+',
      averageRating: '4.80',
      ratingCount: 12,
      shiftsCompleted: 20,
    },
  ],
  [
    'Cal Cashier',
    { skills: ['Cashier'], years: '0-1', averageRating: '4.20', ratingCount: 6, shiftsCompleted: 10 },
  ],
  ['Nia Newcomer', { skills: ['Cashier'], years: '0-1', shiftsCompleted: 0 }],
  ['Rui Runner', { skills: ['Food runner'], years: '2-3', shiftsCompleted: 9 }],
];

describe("'Best match'", () => {
  it("ranks applicants with their reasons and the newcomer place; 'Newest' reorders; the worker sees their score", async () => {
    const { manager, shift } = await managerWithShift({
      positionTitle: 'Brunch Server',
      requirements: 'Food runner experience welcome.',
    });
    const workers = [];
    for (const [name, profile] of WORKERS) {
      const worker = await createTalent(server.ctx, { name });
      await server.ctx.db
        .update(talentProfiles)
        .set({ ...profile, approved: true })
        .where(eq(talentProfiles.userId, worker.userId));
      await applyToShift(server.ctx, worker.userId, shift.id);
      workers.push(worker);
    }

    const { page: b } = await openPage(manager, {
      path: `/view-applications/${shift.id}`,
      viewport: DESKTOP,
    });
    const applicants = b.getByRole('region', { name: /Applicants/ });
    const names = () => applicants.locator('h3').allTextContents();
    await expect.poll(names).toEqual(['Vera Veteran', 'Rui Runner', 'Nia Newcomer', 'Cal Cashier']);

    const vera = b.getByRole('article', { name: 'Vera Veteran' });
    await vera.getByText(/\d+% match/).waitFor();
    const why = vera.getByRole('button', { name: 'Why this match' });
    expect(await why.getAttribute('aria-expanded')).toBe('false');
    await why.click();
    expect(await why.getAttribute('aria-expanded')).toBe('true');
    const reasons = vera.getByRole('list', { name: 'Why this match' });
    expect(await reasons.getByRole('listitem').allTextContents()).toEqual([
      'Has the Server/Waitstaff skill',
      '6+ years of experience',
      '4.8 from 12 ratings',
    ]);
    const nia = b.getByRole('article', { name: 'Nia Newcomer' });
    await nia.getByText('New', { exact: true }).waitFor();
    await nia.getByRole('button', { name: 'Why this match' }).click();
    await nia.getByText('New: featured to help them start').waitFor();
    await expectNoSeriousA11yViolations(b, 'applicants in best-match order');
    await shots(b, 'matching-applicants');

    await b.getByLabel('Sort by').selectOption('newest');
    await expect.poll(names).toEqual(['Rui Runner', 'Nia Newcomer', 'Cal Cashier', 'Vera Veteran']);

    // The worker's open shifts: 'Best match' by default, the score and its reasons on the card.
    const { page: w } = await openPage(workers[0]!, { path: '/shifts', viewport: MOBILE });
    expect(await w.getByLabel('Sort by').inputValue()).toBe('best');
    const card = w.getByRole('article', { name: /Brunch Server/ });
    await card.getByText(/\d+% match/).waitFor();
    await card.getByRole('button', { name: 'Why this match' }).click();
    await card.getByText('Matches your Server/Waitstaff skill').waitFor();
    await expectNoSeriousA11yViolations(w, 'open shifts with scores');
    await shots(w, 'matching-open-shifts');

    // Opened again, the page does not preload the public list, which a signed-in worker's page would throw away.
    const lists: string[] = [];
    w.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/shifts/open') lists.push(url.search);
    });
    await w.reload();
    await card.getByText(/\d+% match/).waitFor();
    expect(lists).toEqual(['?sort=best']);
  });
});

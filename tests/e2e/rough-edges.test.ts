import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { talentProfiles } from '../../src/server/db/schema';
import { createManager, createTalent, uniqueEmail } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { box, DESKTOP, MOBILE, screenshot } from './support/browser';
import { managerWithShift, openPage, server, startBrowserSuite } from './support/harness';

// The rough edges a new user met on a phone, each held to what was fixed (signing in and the
// notifications bell are in rough-edges-sign-in.test.ts).
startBrowserSuite();

const apply = (token: string, shiftId: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/shifts/${shiftId}/applications`,
    headers: { cookie: `tb_session=${token}` },
  });

describe('the applications view on a phone', () => {
  it('fits 375 px with a long e-mail, labels the selected worker SELECTED and shows phones in one style', async () => {
    const { manager, shift } = await managerWithShift({
      positionTitle: 'Floor Lead',
      maxApplications: 2,
    });
    const longEmail = uniqueEmail('alexandria.montgomery-fitzgerald.weekend-shifts').replace(
      '@example.com',
      '@retail-and-restaurant-workers.example.com',
    );
    const chosen = await createTalent(server.ctx, { name: 'Alexandria Montgomery', email: longEmail });
    const other = await createTalent(server.ctx, { name: 'Sam Ortiz' });
    const chosenApplication = (await apply(chosen.token, shift.id)).json().application;
    await apply(other.token, shift.id);
    const selected = await server.app.inject({
      method: 'POST',
      url: `/api/applications/${chosenApplication.id}/select`,
      headers: { cookie: `tb_session=${manager.token}` },
    });
    expect(selected.statusCode).toBe(200);

    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page, errors } = await openPage(manager, {
        path: `/view-applications/${shift.id}`,
        viewport: viewport,
      });
      const card = page.getByRole('article', { name: 'Alexandria Montgomery' });
      await card.getByText(longEmail).waitFor();
      // The page does not scroll sideways, and the other applicant's button is whole on screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const selectButton = page
        .getByRole('article', { name: 'Sam Ortiz' })
        .getByRole('button', { name: 'Select and Contact Worker' });
      const button = await box(selectButton);
      expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
      // The selected worker's card says so (docs/product/applications.md).
      await card.getByText('SELECTED', { exact: true }).waitFor();
      // One worker, one page, one phone style: '(XXX) XXX-XXXX' like the shift's contact and the dialog.
      const text = (await page.locator('main').textContent()) ?? '';
      const phones = text.match(/\(\d{3}\) ?\d{3}-\d{4}/g) ?? [];
      expect(phones.length).toBeGreaterThanOrEqual(2);
      expect(phones.filter((p) => !/^\(\d{3}\) \d{3}-\d{4}$/.test(p))).toEqual([]);
      await expectNoSeriousA11yViolations(page, `/view-applications at ${viewport.width} px`);
      await screenshot(page, `rough-edges-applications-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('a page of the other account type', () => {
  it("says whose page it is and leads to the visitor's own dashboard, instead of asking to log in", async () => {
    const manager = await createManager(server.ctx);
    const talent = await createTalent(server.ctx);
    const shift = await createShift(server.ctx, manager.userId);
    const cases = [
      {
        account: talent,
        paths: ['/business-dashboard', '/manage-shifts', '/create-shift', `/view-applications/${shift.id}`],
        title: 'This page is for business accounts.',
        detail: 'You are signed in as talent.',
        home: '/worker-dashboard',
      },
      {
        account: manager,
        paths: ['/worker-dashboard', '/talent-profile'],
        title: 'This page is for talent accounts.',
        detail: 'You are signed in as a business manager.',
        home: '/business-dashboard',
      },
    ];
    for (const { account, paths, title, detail, home } of cases) {
      const { context, page, errors } = await openPage(account, { viewport: MOBILE });
      for (const path of paths) {
        await page.goto(path);
        await page.getByText(title).waitFor();
        await page.getByText(detail).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        expect(
          await page
            .locator('main')
            .getByText(/log in/i)
            .count(),
        ).toBe(0);
      }
      await expectNoSeriousA11yViolations(page, `other account on ${paths.at(-1)}`);
      await screenshot(page, `rough-edges-other-account-${account === talent ? 'talent' : 'manager'}-375`);
      await page.getByRole('link', { name: 'Go to My Dashboard' }).click();
      await page.waitForURL(`**${home}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('the profile card', () => {
  async function talentWithLongBack() {
    const talent = await createTalent(server.ctx, { name: 'Priya Natarajan' });
    await server.ctx.db
      .update(talentProfiles)
      .set({
        averageRating: '4.26',
        ratingCount: 12,
        careerHighlights: [
          'Trained six new servers on the brunch menu and the point-of-sale system in one season',
          'Kept a twelve-table section running alone through a Saturday rush without a single comp',
          'Employee of the month twice at Harbor Street Bistro for reliability and guest reviews',
        ],
      })
      .where(eq(talentProfiles.userId, talent.userId));
    return talent;
  }

  it('says the rating is out of 5, on screen and to a screen reader', async () => {
    const talent = await talentWithLongBack();
    const { context, page, errors } = await openPage(talent, { path: '/talent-profile', viewport: MOBILE });
    const rating = page.getByRole('img', { name: 'Rated 4.3 out of 5' });
    await rating.waitFor();
    expect(await rating.textContent()).toBe('4.3 / 5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has a front as tall as its content when the back is longer', async () => {
    const talent = await talentWithLongBack();
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page, errors } = await openPage(talent, {
        path: '/talent-profile',
        viewport: viewport,
      });
      await page.getByRole('button', { name: 'Flip card' }).waitFor();
      const faces = await page.evaluate(() => {
        const content = (face: Element) => {
          const top = face.getBoundingClientRect().top;
          return Math.max(...Array.from(face.children, (c) => c.getBoundingClientRect().bottom)) - top;
        };
        const front = document.querySelector('[aria-label="Profile card front"]');
        const back = document.querySelector('[aria-label="Profile card back"]');
        if (!front || !back) throw new Error('no card');
        return {
          front: front.getBoundingClientRect().height,
          frontContent: content(front),
          backContent: content(back),
        };
      });
      // The back is the longer face here, so before the fix the front was stretched to its height.
      expect(faces.backContent).toBeGreaterThan(faces.frontContent + 100);
      // Content plus the 24 px bottom padding (p-6), give or take a pixel.
      expect(faces.front).toBeLessThanOrEqual(faces.frontContent + 24 + 2);
      await screenshot(page, `rough-edges-profile-card-${viewport.width}`);
      await page.getByRole('button', { name: 'Flip card' }).click();
      await screenshot(page, `rough-edges-profile-card-back-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

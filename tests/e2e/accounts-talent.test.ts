// The talent profile in the browser: create with a photo, the card, edit.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { talentProfileInput } from '../../src/server/seed/factories/accounts';
import { MOBILE, screenshot } from './support/browser';
import { fillTalentSignup, openPage, server, startBrowserSuite } from './support/harness';

startBrowserSuite();

describe('talent profile', () => {
  it('creates a profile with a photo, sees the card, flips it, and edits it (at 375 px)', async () => {
    const { context, page, errors } = await openPage(null, { viewport: MOBILE });
    const t = talentProfileInput({ name: 'Zoë Fitzgerald' });
    const photo = join(tmpdir(), `avatar-${Date.now()}.png`);
    writeFileSync(
      photo,
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f59e0b' } })
        .png()
        .toBuffer(),
    );

    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('link', { name: 'For Shift Workers' })
      .click();
    await page.getByRole('link', { name: 'Create Profile' }).click();
    await page.waitForURL('**/talent-onboarding?new=true');

    await page.getByLabel('Full name').fill(t.name);
    await page.getByLabel('Email').fill(t.email);
    await page.getByLabel('Phone').pressSequentially('2405550199');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(240)555-0199');
    await page.getByLabel('Sector').selectOption('restaurant');
    await page.getByLabel('Years of experience').selectOption('2-3');
    for (const skill of ['Server/Waitstaff', 'Food runner', 'Greeter', 'Hostess', 'Cashier'])
      await page.getByLabel(skill).check();
    await page.getByLabel('Experience summary').fill('A'.repeat(130));
    await page.getByLabel('Fun fact').fill('I have visited every state capital on the east coast by train.');
    await page.locator('input[type=file]').setInputFiles(photo);
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Password too short').first().waitFor();
    await page.getByLabel(/^Password/).fill(t.password);
    await page.getByLabel('Confirm password').fill(t.password);
    await page.getByRole('button', { name: 'Create Profile' }).click();

    await page.waitForURL('**/talent-profile');
    await page.getByText('Profile created successfully!').first().waitFor();
    const front = page.getByRole('region', { name: 'Profile card front' });
    await front.getByRole('heading', { name: t.name }).waitFor();
    await front.getByText('ASSOCIATE').waitFor();
    await front.getByText('Ready to earn first rating!').waitFor();
    await front.getByText('+1 more').waitFor();
    expect(await front.getByText(/^A+…$/).textContent()).toHaveLength(121);
    expect(await front.getByText(/^TB-\d{3}$/).count()).toBe(1);
    const avatar = front.getByRole('img', { name: t.name });
    await avatar.waitFor();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    // Long unbroken text must not push the page sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'talent-card-front-375');

    await page.getByRole('button', { name: 'Flip card' }).click();
    const back = page.getByRole('region', { name: 'Profile card back' });
    await back.getByText('Coming Soon').first().waitFor();
    expect(await back.getByText('Coming Soon').count()).toBe(4);
    await screenshot(page, 'talent-card-back-375');

    await page.getByRole('link', { name: 'Update Profile' }).click();
    await page.waitForURL('**/talent-onboarding');
    await page.getByRole('heading', { name: 'Update your profile' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe(t.name);
    await page.getByLabel('Position title').fill('Lead Server');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL('**/talent-profile');
    await page.getByText('Profile updated successfully!').first().waitFor();
    await page.getByRole('region', { name: 'Profile card front' }).getByText('LEAD SERVER').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs up with name, e-mail, phone and password only; the profile page lists what is missing', async () => {
    const { context, page, errors } = await openPage(null, { viewport: MOBILE });
    const t = talentProfileInput();
    await page.goto('/talent-onboarding?new=true');
    await fillTalentSignup(page, { ...t, name: 'J' }, '2405550199');
    await page.getByRole('button', { name: 'Create Profile' }).click();

    await page.waitForURL('**/talent-profile');
    const checklist = page.getByRole('region', { name: 'Complete your profile' });
    for (const detail of ['Sector', 'Years of experience', 'Skills'])
      await checklist.getByText(detail).waitFor();
    await checklist.getByRole('link', { name: 'Add them to your profile' }).click();
    await page.waitForURL('**/talent-onboarding');
    await page.getByLabel('Sector').selectOption('retail');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL('**/talent-profile');
    await page.getByText('Profile updated successfully!').first().waitFor();
    await checklist.getByText('Skills').waitFor();
    expect(await checklist.getByText('Sector').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a session from /talent-profile to /talent-auth', async () => {
    const { context, page } = await openPage(null, { path: '/talent-profile' });
    await page.waitForURL('**/talent-auth');
    await page.getByRole('heading', { name: 'Welcome, Shift Talent' }).waitFor();
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await openPage(null, { path: '/no-such-page' });
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await context.close();
  });
});

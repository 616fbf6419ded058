import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devMessages } from '../../src/server/db/schema';
import { managerSignupInput, talentProfileInput } from '../../src/server/seed/factories/accounts';
import { dayFromToday } from '../../src/server/seed/factories/shifts';
import { DESKTOP, MOBILE, newContext, screenshot, watchPageErrors } from './support/browser';
import {
  BRUNCH_SHIFT,
  browser,
  fillManagerSignup,
  fillTalentSignup,
  postShiftForm,
  server,
  startBrowserSuite,
} from './support/harness';

// "Will be checked by": the whole loop, in two browsers, as new users would walk it, with no reloads.
startBrowserSuite();

async function signUpManager(page: Page, m: ReturnType<typeof managerSignupInput>) {
  await page.goto('/business');
  await fillManagerSignup(page, m);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/business-dashboard');
}

async function createProfile(page: Page, t: ReturnType<typeof talentProfileInput>) {
  await page.goto('/talent-onboarding?new=true');
  await fillTalentSignup(page, t, '2405550123');
  await page.getByLabel('Sector').selectOption('restaurant');
  await page.getByLabel('Years of experience').selectOption('2-3');
  for (const skill of ['Server/Waitstaff', 'Food runner']) await page.getByLabel(skill).check();
  await page.getByLabel('Experience summary').fill(t.bio ?? '');
  // Offers come by text only to workers who agreed to receive SMS.
  await page.getByLabel(/I agree to receive SMS/).check();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await page.waitForURL('**/talent-profile');
}

async function devInbox(channel: 'sms' | 'email', recipient: string) {
  return server.ctx.db
    .select()
    .from(devMessages)
    .where(and(eq(devMessages.channel, channel), eq(devMessages.recipient, recipient)));
}

describe('the marketplace loop', () => {
  it('post → apply → select by SMS → live offer → accept → FILLED and an e-mail', async () => {
    const started = performance.now();
    const managerContext = await newContext(browser, server.baseUrl, DESKTOP);
    const talentContext = await newContext(browser, server.baseUrl, MOBILE);
    const boss = await managerContext.newPage();
    const worker = await talentContext.newPage();
    const errors = [...watchPageErrors(boss), ...watchPageErrors(worker)];
    const bossErrors = watchPageErrors(boss);
    const workerErrors = watchPageErrors(worker);
    const m = managerSignupInput({
      firstName: 'Renée',
      lastName: "O'Hara",
      companyName: 'Harbor Street Bistro',
    });
    const t = talentProfileInput({ name: 'Jordan Reyes' });
    const shiftDate = dayFromToday(2);

    // 1. The manager signs up and posts a shift; the form is prefilled from the account.
    await signUpManager(boss, m);
    await boss.getByRole('link', { name: /Create Shift/ }).click();
    await boss.waitForURL('**/create-shift');
    await expect.poll(() => boss.getByLabel('Business Name').inputValue()).toBe('Harbor Street Bistro');
    expect(await boss.getByLabel('Manager Email').inputValue()).toBe(m.email);
    expect(await boss.getByLabel('Contact Person').inputValue()).toBe("Renée O'Hara");
    expect(await boss.getByLabel('Contact Phone').inputValue()).toBe('(301) 555-0142');
    await postShiftForm(boss, { ...BRUNCH_SHIFT, shiftDate, startTime: '22:00', endTime: '06:00' });
    await boss
      .getByText('End time must be after start time (tick "Ends next day" for overnight shifts)')
      .waitFor();
    await boss.getByLabel('Start Time').fill('09:00');
    await boss.getByLabel('End Time').fill('15:00');
    await boss.getByRole('button', { name: 'Post Shift' }).click();
    await boss.getByText('Shift created successfully!').first().waitFor();
    await boss.waitForURL('**/business-dashboard');

    // 2. The talent creates a profile, verifies the phone by a texted code (offers are texted
    // only to verified phones), finds the shift and applies.
    await createProfile(worker, t);
    await worker.getByRole('button', { name: /Text a code to/ }).click();
    await worker.getByText(/We texted a code to/).waitFor();
    const [codeText] = await devInbox('sms', '+12405550123');
    await worker.getByLabel('6-digit code').fill(/\b(\d{6})\b/.exec(codeText!.body)![1]!);
    await worker.getByRole('button', { name: 'Verify phone' }).click();
    await worker
      .getByText(/Your phone is verified/)
      .first()
      .waitFor();
    await worker.getByRole('link', { name: 'Find Shifts' }).click();
    await worker.waitForURL('**/shifts');
    const card = worker.getByRole('article', { name: 'Brunch Server' });
    await card.getByText('$18.50/hr').waitFor();
    await card.getByText('9:00 AM - 3:00 PM').waitFor();
    await card.getByRole('button', { name: 'Apply for Shift' }).click();
    await worker.getByText('Put in!').first().waitFor();
    await card.getByRole('button', { name: 'Applied' }).waitFor();
    expect(await card.getByRole('button', { name: 'Applied' }).isDisabled()).toBe(true);
    await screenshot(worker, 'loop-1-applied-375');

    // The worker waits on the dashboard (client-side navigation, no reload from here on).
    await worker.getByRole('link', { name: 'Back to Dashboard' }).click();
    await worker.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    await worker.getByRole('tab', { name: 'Pending Actions (0)' }).waitFor();
    await worker.getByText('No pending actions at the moment.').waitFor();
    await worker.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    // 3. The manager reviews the applications and selects the worker by SMS.
    await boss.getByRole('link', { name: /View All Shifts/ }).click();
    await boss.waitForURL('**/manage-shifts');
    const managed = boss.getByRole('article', { name: 'Brunch Server' });
    await managed.getByText('OPEN').waitFor();
    await managed.getByRole('link', { name: 'View Applications' }).click();
    await boss.waitForURL('**/view-applications/*');
    const applicant = boss.getByRole('article', { name: 'Jordan Reyes' });
    // ADR 013: e-mail and phone appear once the worker is selected.
    await applicant.getByText('Contact details appear once you select this worker.').waitFor();
    await applicant.getByText('Server/Waitstaff', { exact: true }).waitFor();
    await applicant.getByRole('button', { name: 'Select and Contact Worker' }).click();
    const dialog = boss.getByRole('dialog', { name: 'Text Jordan Reyes this offer?' });
    await dialog.getByRole('button', { name: 'Send Offer by SMS' }).click();
    await boss.getByText('SMS Sent!').first().waitFor();
    await applicant.getByRole('button', { name: 'Texted Worker/Awaiting Response' }).waitFor();
    await applicant.getByText(t.email).waitFor();
    await applicant.getByText('(240) 555-0123').waitFor();

    // The offer SMS is in the development inbox.
    const inbox = await managerContext.newPage();
    await inbox.goto('/dev/inbox');
    await inbox
      .getByText(/offers you Brunch Server/)
      .first()
      .waitFor();
    await inbox.close();
    const sms = (await devInbox('sms', '+12405550123')).find((m) => m.body.includes('offers you'));
    expect(sms!.body).toContain('Harbor Street Bistro');

    // 4. The worker sees the offer live, and accepts.
    await worker.getByRole('tab', { name: 'Pending Actions (1)' }).waitFor();
    const offer = worker.getByRole('article', { name: 'Brunch Server' });
    await offer.getByText('SELECTED', { exact: true }).waitFor();
    await screenshot(worker, 'loop-2-offer-375');
    await offer.getByRole('button', { name: 'Accept Shift' }).click();
    await worker.getByText('Shift Accepted!').first().waitFor();
    await worker.getByRole('tab', { name: 'Active (1)' }).click();
    await worker
      .getByRole('article', { name: 'Brunch Server' })
      .getByText('CONFIRMED', { exact: true })
      .waitFor();
    expect(await worker.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      true,
    );

    // 5. The manager sees the acceptance live, and the shift FILLED.
    await applicant.getByRole('button', { name: 'Worker Accepted Your Offer!' }).waitFor();
    await boss.getByText('FILLED!').first().waitFor();
    await boss.getByText('1/1 Confirmed').first().waitFor();
    await screenshot(boss, 'loop-3-accepted');
    await boss.getByRole('link', { name: 'Back to Shifts' }).first().click();
    await boss.getByRole('article', { name: 'Brunch Server' }).getByText('FILLED!').waitFor();

    // 6. The e-mail to the manager arrives (outbox → e-mail provider → development inbox).
    await expect
      .poll(async () => (await devInbox('email', m.email.toLowerCase())).length, { timeout: 15_000 })
      .toBe(1);
    const mailbox = await managerContext.newPage();
    await mailbox.goto('/dev/inbox');
    await mailbox
      .getByText(/Jordan Reyes accepted your Brunch Server shift/)
      .first()
      .waitFor();
    await mailbox.close();

    expect([...errors, ...bossErrors, ...workerErrors]).toEqual([]);
    const seconds = (performance.now() - started) / 1000;
    console.info(`marketplace loop walked in ${seconds.toFixed(1)} s`);
    await managerContext.close();
    await talentContext.close();
  });
});

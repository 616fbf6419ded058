// The app the sign-in safety tests (security-sign-in*.test.ts) run against, and the e-mails it queued.
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema';
import { type TestApp, testAppForFile } from '../support/http';

export let t: TestApp;
export const mailsTo = (recipient: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
export const resetMails = async (recipient: string) =>
  (await mailsTo(recipient)).filter((m) => /\/reset-password\S*token=/.test(m.body));
export const noticeMails = async (recipient: string) =>
  (await mailsTo(recipient)).filter((m) => m.body.includes('Several password reset requests'));

/** One app for the test file, built before its first test and closed after its last. */
export function securitySignInAppForFile(): void {
  t = testAppForFile();
}

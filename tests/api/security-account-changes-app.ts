// The app the account-change safety tests (security-account-changes*.test.ts) run against, and how they read
// what it stored and sent: e-mails, the confirmation link in one, a user's e-mail, a second session.
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { outbox, users } from '../../src/server/db/schema';
import { type TestApp, testAppForFile } from '../support/http';

export let t: TestApp;
export const emailsTo = (recipient: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
export const storedEmail = async (userId: string) =>
  (await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
export const otherSession = async (userId: string) =>
  (await createSession(t.ctx.db, userId, { ip: '10.9.0.1', userAgent: 'other device' }, t.ctx.now())).token;
/** The confirmation link's token, read from the e-mail sent to the new address (fragment, never a query). */
export async function confirmationToken(newEmail: string): Promise<string> {
  const [mail] = await emailsTo(newEmail);
  expect(mail, `no confirmation e-mail to ${newEmail}`).toBeDefined();
  const match = /\/confirm-email#token=([A-Za-z0-9_-]{43})(?:\s|$)/.exec(mail!.body);
  expect(match, mail!.body).not.toBeNull();
  return match![1]!;
}

/** One app for the test file, built before its first test and closed after its last. */
export function accountChangesAppForFile(): void {
  t = testAppForFile();
}

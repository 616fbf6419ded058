// The app the SMS safety tests (security-sms-*.test.ts) run against, with a fake Twilio beside it, and how they
// read the texts it sent and the users it stored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { devMessages, users } from '../../src/server/db/schema';
import { startFakeTwilio } from '../support/fake-twilio';
import { createTestApp, type TestApp } from '../support/http';

export const TOKEN = 'security-sms-token';
export const ORIGIN = 'https://talentbridge.example';
export const WEBHOOK = '/api/webhooks/twilio/sms';
export let t: TestApp;
export let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
export const cookieOf = (account: { token: string }) => `tb_session=${account.token}`;
export const smsTo = (phone: string) =>
  t.ctx.db.select().from(devMessages).where(eq(devMessages.recipient, phone));
export const userRow = async (id: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/** One app and one fake Twilio for the test file, started before its first test and closed after its last. */
export function securitySmsAppForFile(): void {
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    // Twilio credentials configure the webhook; the log provider is put back below so texts land in dev_messages.
    t = await createTestApp({ APP_ORIGIN: ORIGIN, TWILIO_AUTH_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });
}

// The app the SMS safety tests (security-sms-*.test.ts) run against, with a fake Twilio beside it.
import { afterAll, beforeAll } from 'vitest';
import { startFakeTwilio } from '../support/fake-twilio';
import { createTestApp, type TestApp } from '../support/http';

export const TOKEN = 'security-sms-token';
export const ORIGIN = 'https://talentbridge.example';
export const WEBHOOK = '/api/webhooks/twilio/sms';
export let t: TestApp;
export let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

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

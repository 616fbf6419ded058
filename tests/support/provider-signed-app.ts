// The app as the whole-surface suites drive it (tests/quality/access-matrix.test.ts, tests/quality/fuzz-api.test.ts):
// on the payments fake, with the secrets a request needs to be signed as the SMS and payments providers sign theirs,
// listening on a real port for the requests that go over HTTP, and an image for the avatar routes.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { type TestApp, testAppForFile } from './http';
import { PAYMENTS_WITH_FAKE } from './test-context';

export const ORIGIN = 'https://talentbridge.test';
export const TWILIO_TOKEN = `tw_${randomBytes(12).toString('hex')}`;
/** The payments provider's webhook secret: the app's fake signs with it, and so may a test. */
export const STRIPE_WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

/** testAppForFile on the payments fake, with the origin and the providers' secrets above. */
export const providerSignedAppForFile = (): TestApp =>
  testAppForFile({
    ...PAYMENTS_WITH_FAKE,
    APP_ORIGIN: ORIGIN,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    STRIPE_WEBHOOK_SECRET,
  });

/** Starts listening on a free local port; answers the base URL of a request to it. */
export async function listenLocally(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A square PNG of one colour. */
export const solidPng = (size: number, background: string): Promise<Buffer> =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

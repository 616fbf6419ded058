import { createHmac, timingSafeEqual } from 'node:crypto';

export type FormParams = [name: string, value: string][];

/**
 * X-Twilio-Signature (Twilio "Webhooks security"): base64 HMAC-SHA1, keyed with the auth token, of the
 * full URL followed by every POST parameter as name+value, sorted by name (repeated names: values sorted).
 */
export function computeTwilioSignature(authToken: string, url: string, params: FormParams): string {
  const sorted = [...params].sort(([a, av], [b, bv]) =>
    a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0,
  );
  const data = sorted.reduce((acc, [name, value]) => acc + name + value, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: FormParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(computeTwilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Tries per code, right or wrong: six digits and five tries give a guesser 1 chance in 200 000 per code. */
export const MAX_CODE_ATTEMPTS = 5;

export const newPhoneCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Keyed with the server secret, so a leaked table does not give the codes away by a 10^6 lookup. */
export function hashPhoneCode(secret: string, verificationId: string, code: string): string {
  return createHmac('sha256', secret).update(`${verificationId}:${code}`).digest('hex');
}

export function samePhoneCodeHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

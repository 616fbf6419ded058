import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { STAFF_MFA } from '../../../shared/constants';
import { sha256 } from '../../auth/tokens';

/** The TOTP of one staff account (RFC 6238: SHA-1, 6 digits, 30 s; what every authenticator app reads). */
export function staffTotp(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: STAFF_MFA.issuer,
    label: email,
    algorithm: 'SHA1',
    digits: STAFF_MFA.digits,
    period: STAFF_MFA.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** 160 random bits, base32 (RFC 4226's recommended length). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * The 30 s step a code belongs to, when it is right at `now` (one step of drift either side) and newer than the
 * last accepted step; null otherwise. Storing the step refuses a code used twice (docs/product/operations.md).
 */
export function acceptedStep(
  totp: TOTP,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: STAFF_MFA.window });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / STAFF_MFA.periodSeconds) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

/** Ten recovery codes, 80 random bits each, shown as xxxxx-xxxxx (base32, lower case). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_MFA.recoveryCodes }, () => {
    const raw = new Secret({ buffer: Uint8Array.from(randomBytes(10)).buffer }).base32.toLowerCase();
    return `${raw.slice(0, 8)}-${raw.slice(8, 16)}`;
  });
}

/** Recovery codes are high-entropy, so SHA-256 is enough at rest; spaces and case are forgiven. */
export const recoveryCodeHash = (code: string) => sha256(code.trim().toLowerCase().replace(/\s+/g, ''));

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

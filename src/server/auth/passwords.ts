import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import bcrypt from 'bcryptjs';
import { COMMON_PASSWORD_MESSAGE } from '../../shared/password';
import { AppError } from '../lib/app-error';

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * ADR 009: the ~49 000 most common passwords of the maintained zxcvbn-ts list, checked on the
 * server only so the client bundle does not carry them. The list is lowercase; so is the comparison, since
 * "Password1" is guessed as early as "password1".
 */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a common password as a field error of `field` (400), before any hashing is spent on it. */
function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new AppError('BAD_REQUEST', COMMON_PASSWORD_MESSAGE, { field });
}

/** Every password a person chooses (sign-up, reset, change) goes through here: checked, then hashed. */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  assertUncommonPassword(password, field);
  return hashPassword(password);
}

export type VerifyResult = { ok: boolean; needsRehash: boolean };

/** Verifies argon2id hashes, and legacy bcrypt ones (accepted once, then re-hashed by the caller). */
export async function verifyPassword(storedHash: string, password: string): Promise<VerifyResult> {
  if (storedHash.startsWith('$argon2')) {
    const ok = await verify(storedHash, password).catch(() => false);
    return { ok, needsRehash: false };
  }
  if (/^\$2[aby]\$/.test(storedHash)) {
    const ok = await bcrypt.compare(password, storedHash);
    return { ok, needsRehash: ok };
  }
  return { ok: false, needsRehash: false };
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real verification, so "no such account" is not faster than "wrong password". */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verify(await dummyHash, password).catch(() => false);
}

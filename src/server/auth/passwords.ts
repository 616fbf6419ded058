import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
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

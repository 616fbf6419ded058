import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO_PASSWORD_FILE = 'demo-password.txt';

/**
 * The demo accounts' password for this data directory (a password published in the README let
 * anyone who could reach a development server sign in). Made once, at random, and kept in DATA_DIR with
 * owner-only permissions, so the demo logins stay the same across restarts of one installation.
 */
export function demoPassword(dataDir: string): string {
  const file = join(dataDir, DEMO_PASSWORD_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 12) return existing;
  } catch {
    // not made yet
  }
  mkdirSync(dataDir, { recursive: true });
  // Letters and digits with a dash, so it passes every password rule and is easy to copy from the log.
  const password = `Demo-${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}-7`;
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

import { createRequire } from 'node:module';
import { isCommonDisposable } from '../../shared/email';
import { AppError } from './app-error';

// The maintained list (disposable-email-domains) is ~100k domains: server-side only, loaded once.
const require = createRequire(import.meta.url);
let domains: Set<string> | undefined;

export function isDisposableEmail(email: string): boolean {
  if (isCommonDisposable(email)) return true;
  domains ??= new Set(require('disposable-email-domains') as string[]);
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return domains.has(domain);
}

export const DISPOSABLE_MESSAGE = 'Please use a permanent email address';

/** A 400 on the e-mail field for a throwaway address: sign-up and a change of address both refuse one. */
export function refuseDisposableEmail(email: string): void {
  if (isDisposableEmail(email)) throw new AppError('BAD_REQUEST', DISPOSABLE_MESSAGE, { field: 'email' });
}

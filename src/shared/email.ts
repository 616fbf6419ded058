// Disposable addresses are refused (docs/product/accounts.md, "Text as typed"). This is the small list both sides know;
// the server checks a full list as well.

export const DISPOSABLE_EMAIL_MESSAGE = 'Please use a permanent email address';

export function normalizeEmail(s: string): string {
  return s.trim().toLowerCase();
}

export const COMMON_DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  'mailinator.com',
  '10minutemail.com',
  'guerrillamail.com',
  'tempmail.com',
  'throwawaymail.com',
  'yopmail.com',
  'trashmail.com',
  'temp-mail.org',
  'sharklasers.com',
]);

/** The address's domain, or any domain it sits under, is on the small list. */
export function isCommonDisposable(email: string): boolean {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at < 0) return false;
  const labels = normalized.slice(at + 1).split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (COMMON_DISPOSABLE_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

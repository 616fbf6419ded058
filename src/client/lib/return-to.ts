/**
 * Where sign-in sends a person back to (docs/product/accounts.md, "Sign-in"): a page that asked them to sign in first
 * (the check-in link of a QR code) passes its own address as `?next=`. Only a path of this site is followed, never
 * another origin ('//evil.example', '/\evil.example', 'https:…'), so the parameter cannot send anyone away.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if ([...next].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return next;
}

/** The sign-in page's address that returns to `path` once signed in. */
export const signInReturningTo = (signInPage: string, path: string) =>
  `${signInPage}?next=${encodeURIComponent(path)}`;

// The 3-of-5 criteria and the strength meter (docs/product/accounts.md, "Passwords").

export type PasswordStrengthLabel = 'Weak' | 'Good' | 'Strong';

export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
/** The server checks new passwords against a list of the most common ones (ADR 009). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

const CRITERIA: readonly ((pw: string) => boolean)[] = [
  (pw) => /\p{Ll}/u.test(pw),
  (pw) => /\p{Lu}/u.test(pw),
  (pw) => /\p{Nd}/u.test(pw),
  // Spaces do not count as special, so a plain lowercase passphrase is not rated higher than it is.
  (pw) => /[^\p{L}\p{N}\s]/u.test(pw),
  (pw) => pw.length >= 12,
];

/** Number of criteria met, 0 to 5. */
export function passwordScore(pw: string): number {
  return CRITERIA.filter((met) => met(pw)).length;
}

export function passwordStrength(pw: string): { score: number; label: PasswordStrengthLabel } {
  const score = passwordScore(pw);
  const label: PasswordStrengthLabel = score <= 2 ? 'Weak' : score === 3 ? 'Good' : 'Strong';
  return { score, label };
}

/** The general helper; screens state their own minimums (docs/product/accounts.md, "Passwords"). */
export function meetsGenericPasswordRule(pw: string): boolean {
  return pw.length >= 8 && passwordScore(pw) >= 3;
}

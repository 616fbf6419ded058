// The operations console's and the staff sign-in's own words (docs/product/operations.md).
export const OPS_MESSAGES = {
  /** A staff account disabled by `npm run ops:disable`, at its password step. */
  staffDisabled: 'This staff account is disabled. Another operator can enable it again.',
  signInAgain: 'Your sign-in has expired. Please sign in again with your password.',
  wrongCode:
    'That code is not right. Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  // docs/product/operations.md, "Signing in": a challenge takes five codes; an account ten wrong codes an hour.
  tooManyCodes: 'Too many wrong codes. Please sign in again with your password.',
  tooManyCodesForAccount: (minutes: number) =>
    `Too many wrong codes for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  alreadyEnrolled: 'Your authenticator app is already set up. Enter a code from it.',
  notEnrolled: 'Set up your authenticator app first.',
  signedInAsStaff: 'Signed in as staff',
  consoleTitle: 'Operations console',
  onlyStaff: 'Only operations staff can do that.',
  signInForStaff: 'Please sign in as staff to continue.',
  badFilter: 'Check the filters: dates are YYYY-MM-DD, ids are as shown in the log.',
} as const;

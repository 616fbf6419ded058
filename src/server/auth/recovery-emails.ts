import { PRODUCT_NAME, RESET_TOKEN_TTL_MS } from '../../shared/constants';
import type { Role } from '../../shared/domain/roles';

const TTL_MINUTES = RESET_TOKEN_TTL_MS / 60_000;

/**
 * The reset link (docs/product/recovery.md) on the public origin, its token and type in the fragment (/reset-password#token=…&type=…):
 * a browser never sends the fragment, so the token stays out of request logs and proxies.
 */
export function resetLink(origin: string, token: string, userType: Role, purpose?: 'setup'): string {
  const url = new URL('/reset-password', origin);
  // `purpose=setup`: a first password (ops:add), which the page words as such (docs/product/operations.md).
  url.hash = new URLSearchParams({ token, type: userType, ...(purpose ? { purpose } : {}) }).toString();
  return url.toString();
}

/** How an e-mail names the account (staff: docs/product/operations.md). */
const ACCOUNT_WORD: Record<Role, string> = { talent: 'talent', manager: 'manager', ops: 'staff' };

/** Plain text on purpose: nothing in it can run, and every mail client shows it. */
export function resetEmail(link: string, userType: Role) {
  const account = ACCOUNT_WORD[userType];
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    body: [
      'Hello,',
      '',
      `We received a request to reset the password of your ${PRODUCT_NAME} ${account} account.`,
      'Open this link to choose a new password:',
      '',
      link,
      '',
      `The link works once and expires in ${TTL_MINUTES} minutes.`,
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
      '',
      `— The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

/**
 * OWASP Forgot Password: tell the owner when the password changed, in case it was not them. A reset signs out
 * every device; a change on the profile keeps the device that made it.
 */
export function passwordChangedEmail(supportEmail: string, signedOut: 'every' | 'other' = 'every') {
  const devices = signedOut === 'every' ? 'every device was' : 'every other device was';
  return {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    body: [
      'Hello,',
      '',
      `The password of your ${PRODUCT_NAME} account was just changed, and ${devices} signed out.`,
      `If this was not you, reset your password right away and write to ${supportEmail}.`,
      '',
      `— The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

/**
 * Sent at most once an hour when requests from devices that never signed in to the account have
 * used up its reset links. No link in it: it only says how the owner can still get one.
 */
export function resetRequestsNoticeEmail(userType: Role, supportEmail: string) {
  const account = ACCOUNT_WORD[userType];
  return {
    subject: `Password reset requests for your ${PRODUCT_NAME} account`,
    body: [
      'Hello,',
      '',
      `Several password reset requests were made for your ${PRODUCT_NAME} ${account} account in the last hour,`,
      'more than we send links for, so the latest ones were not answered.',
      '',
      'If it was you, use a device you have signed in on before to ask for a new link (it has its own limit),',
      `or contact support at ${supportEmail}.`,
      'If it was not you, you need not do anything: your password stays the same, and it can only be reset',
      'through a link sent to this address.',
      '',
      `— The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

import { PRODUCT_NAME } from '../../shared/constants';

export const EMAIL_CHANGE_TTL_HOURS = 24;

/** The confirmation link carries its token in the fragment, which browsers never send. */
export function emailChangeLink(origin: string, token: string): string {
  const url = new URL('/confirm-email', origin);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

const signature = `— The ${PRODUCT_NAME} team`;

/** To the NEW address: the only way a new e-mail becomes the account's. Plain text. */
export function confirmNewEmail(link: string) {
  return {
    subject: `Confirm your new ${PRODUCT_NAME} e-mail address`,
    body: [
      'Hello,',
      '',
      `Someone signed in to a ${PRODUCT_NAME} account asked to use this address from now on.`,
      'Open this link to confirm it:',
      '',
      link,
      '',
      `The link works once and expires in ${EMAIL_CHANGE_TTL_HOURS} hours.`,
      'If this was not you, ignore this e-mail: nothing changes.',
      '',
      signature,
    ].join('\n'),
  };
}

/** To the OLD address when the change is asked for: a notice only, never the link. */
export function emailChangeRequestedNotice(newEmail: string, supportEmail: string) {
  return {
    subject: `A change of your ${PRODUCT_NAME} e-mail address was requested`,
    body: [
      'Hello,',
      '',
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its e-mail address to ${newEmail}.`,
      'Nothing changes until that address confirms it.',
      `If this was not you, reset your password right away and write to ${supportEmail}.`,
      '',
      signature,
    ].join('\n'),
  };
}

/** To the OLD address once the change is done, so a takeover does not go unnoticed. */
export function emailChangedNotice(newEmail: string, supportEmail: string) {
  return {
    subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
    body: [
      'Hello,',
      '',
      `Your ${PRODUCT_NAME} account now uses ${newEmail}, and every other device was signed out.`,
      `If this was not you, write to ${supportEmail} right away.`,
      '',
      signature,
    ].join('\n'),
  };
}

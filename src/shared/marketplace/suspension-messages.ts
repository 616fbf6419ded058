// The words of account search, 'Suspend' and 'Reinstate' (docs/product/operations.md, "Accounts";
// docs/product/accounts.md, "Suspended accounts").
import { APPEALS } from '../constants';

const appealDays = Math.round(APPEALS.windowMs / (24 * 60 * 60 * 1000));

export const SUSPENSION_MESSAGES = {
  reasonRequired: 'Please give the reason (the person is told it).',
  reasonTooLong: 'Please keep the reason under 500 characters.',
  accountNotFound: 'No account has this id.',
  notStaffTarget: 'Staff accounts cannot be suspended here.',
  notSuspended: 'This account is not suspended.',
  badSearch: 'Type at least 2 characters: a name, an e-mail, a phone number or a card number.',
  appealLinkInvalid: 'This appeal link is not valid any more. Use the contact form instead.',
  appealWindowClosed: `Appeals are accepted within ${appealDays} days of the suspension.`,
  alreadyAppealed: 'You have already appealed this suspension.',
  appealNoteRequired: 'Please say why the suspension is wrong.',
} as const;

/** What a suspended account is told at sign-in (and in the suspension e-mail). */
export function suspendedSignInMessage(reason: string): string {
  return `Your account is suspended: ${reason.trim().replace(/[.!?]+$/, '')}. You can appeal within ${appealDays} days through the link in the e-mail we sent you, or through the contact form.`;
}

/** The 409 of the second of two staff decisions on the same account at once. */
export function alreadyDecidedMessage(staffName: string, at: Date, decision: string): string {
  return `Already decided by ${staffName} at ${at.toISOString()}: ${decision}.`;
}

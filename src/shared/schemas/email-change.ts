import { z } from 'zod';

// ADR 010: the messages of re-authentication and of the e-mail confirmation link.
export const ACCOUNT_CHANGE_MESSAGES = {
  currentPasswordRequired: 'Enter your current password to change your e-mail or password.',
  currentPasswordWrong: 'Your current password is not correct.',
  tooManyTries: (minutes: number) =>
    `Too many tries with your current password. Try again in ${minutes} minute(s), or reset your password.`,
  emailTaken: 'Another profile already uses this e-mail address. Your e-mail was not changed.',
  invalidLinkTitle: 'Invalid confirmation link',
  invalidLink:
    'This confirmation link is invalid or has already been used. Change your e-mail on your profile again to get a new one.',
  expiredTitle: 'Expired confirmation link',
  expired: 'This confirmation link has expired. Change your e-mail on your profile again to get a new one.',
  confirmedTitle: 'E-mail confirmed',
  confirmed: (email: string) => `Your account now uses ${email}. Other devices were signed out.`,
  pending: (email: string) => `Waiting for confirmation: ${email}`,
} as const;

/** newToken(): 32 random bytes, base64url, 43 characters. */
export const emailChangeConfirmSchema = z.object({
  token: z
    .string({ error: ACCOUNT_CHANGE_MESSAGES.invalidLink })
    .regex(/^[A-Za-z0-9_-]{43}$/, ACCOUNT_CHANGE_MESSAGES.invalidLink),
});
export type EmailChangeConfirm = z.output<typeof emailChangeConfirmSchema>;

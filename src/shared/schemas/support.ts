import { z } from 'zod';
import { MESSAGE_TYPE_VALUES, PASSWORD_MIN_LENGTH } from '../constants';
import type { Role } from '../domain/roles';
import { cleanMultiline } from '../text';
import { emailField, passwordField, refinePasswordConfirmation, requiredText } from './fields';

/**
 * Reset and forgot flows take "talent"; any other value means manager.
 * No value at all means talent, the /forgot-password default (docs/product/recovery.md).
 */
export function resolveUserType(value: string | null | undefined): Role {
  if (!value) return 'talent';
  if (value === 'ops') return 'ops';
  return value === 'talent' ? 'talent' : 'manager';
}

// The contact form's toasts (docs/product/support.md, "Contact form").
export const CONTACT_MESSAGES = {
  successTitle: 'Message sent successfully!',
  success: "We'll get back to you within 24 hours.",
  failureTitle: 'Failed to send message',
  failure: (supportEmail: string) => `Please try again or email us directly at ${supportEmail}`,
} as const;

// The forgot-password form and its toasts (docs/product/recovery.md, "Forgot password").
export const FORGOT_PASSWORD_MESSAGES = {
  requiredTitle: 'Email Required',
  required: 'Please enter your email address.',
  sentTitle: 'Reset Email Sent',
  sent: 'Check your email for password reset instructions.',
  failureTitle: 'Error',
  failure: 'Failed to send reset email. Please try again.',
} as const;

// The reset-password form and its toasts (docs/product/recovery.md, "Reset password").
export const RESET_PASSWORD_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all fields.',
  mismatchTitle: "Passwords Don't Match",
  mismatch: 'Please make sure both passwords match.',
  weakTitle: 'Weak Password',
  weak: 'Password must be at least 8 characters long.',
  invalidLinkTitle: 'Invalid Reset Link',
  invalidLink: 'The password reset link is invalid or expired.',
  usedLink: 'The password reset link is invalid or has already been used.',
  expiredTitle: 'Expired Reset Link',
  expired: 'The password reset link has expired. Please request a new one.',
  errorTitle: 'Error',
  validateError: 'Unable to validate reset link. Please try again.',
  updateError: 'Failed to update password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  successTitle: 'Password Reset Successful',
  success: 'Your password has been updated successfully. You can now log in with your new password.',
} as const;

const NAME_MIN = 'Name must be at least 2 characters';
const SUBJECT_MIN = 'Subject must be at least 5 characters';
const MESSAGE_MIN = 'Message must be at least 10 characters';

// The contact form (docs/product/support.md). `website` is a honeypot: people leave it empty, bots fill it; the
// server accepts and silently drops such messages instead of telling the bot.
export const contactFormSchema = z.object({
  name: requiredText({
    required: NAME_MIN,
    min: { length: 2, message: NAME_MIN },
    max: 100,
    tooLong: 'Name must be at most 100 characters',
  }),
  email: emailField({ invalid: 'Please enter a valid email address' }),
  subject: requiredText({
    required: SUBJECT_MIN,
    min: { length: 5, message: SUBJECT_MIN },
    max: 200,
    tooLong: 'Subject must be at most 200 characters',
  }),
  messageType: z.enum(MESSAGE_TYPE_VALUES, { error: 'Choose a message type' }).default('general'),
  message: requiredText({
    required: MESSAGE_MIN,
    min: { length: 10, message: MESSAGE_MIN },
    max: 5000,
    tooLong: 'Message must be at most 5000 characters',
    clean: cleanMultiline,
  }),
  website: z.string().max(2000).default(''),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField({ required: FORGOT_PASSWORD_MESSAGES.required, invalid: 'Invalid email format' }),
  userType: z.string().nullish().transform(resolveUserType),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

// A link must carry both token and type. Tokens are 256-bit, hex (docs/product/recovery.md, "Reset tokens").
export const resetLinkSchema = z.object({
  token: z
    .string({ error: RESET_PASSWORD_MESSAGES.invalidLink })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, RESET_PASSWORD_MESSAGES.invalidLink),
  type: z
    .string({ error: RESET_PASSWORD_MESSAGES.invalidLink })
    .min(1, RESET_PASSWORD_MESSAGES.invalidLink)
    .transform(resolveUserType),
});
export type ResetLink = z.output<typeof resetLinkSchema>;

export const resetPasswordSchema = refinePasswordConfirmation(
  resetLinkSchema.extend({
    password: passwordField({
      tooShort: RESET_PASSWORD_MESSAGES.weak,
      minLength: PASSWORD_MIN_LENGTH.reset,
      required: RESET_PASSWORD_MESSAGES.missing,
    }),
    confirmPassword: z
      .string({ error: RESET_PASSWORD_MESSAGES.missing })
      .min(1, RESET_PASSWORD_MESSAGES.missing),
  }),
  RESET_PASSWORD_MESSAGES.mismatch,
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;

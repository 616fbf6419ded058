import { z } from 'zod';
import {
  LOGIN_LOCKOUT,
  LOGIN_RATE_LIMIT,
  PASSWORD_MIN_LENGTH,
  SECTOR_VALUES,
  SKILL_OPTIONS,
  STATES,
  YEARS_OPTIONS,
} from '../constants';
import { ROLES } from '../domain/roles';
import { MARYLAND_COUNTIES } from '../domain/wage-floors';
import { PASSWORD_REQUIRED_MESSAGE } from '../password';
import { digitsOnly, displayPhone, toNationalDigits } from '../phone';
import { cleanMultiline, cleanText } from '../text';
import {
  emailField,
  firstFailing,
  optionalText,
  PASSWORD_MAX_LENGTH,
  passwordField,
  phoneDigitsField,
  refinePasswordConfirmation,
  requiredText,
  usPhoneRules,
} from './fields';

// The lockout and the rate limit are stated in their constants; the messages read them.
const inMinutes = (ms: number) => Math.round(ms / 60_000);

// Sign-in messages and the login forms (docs/product/accounts.md, "Sign-in").
export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed. Please try again.',
  loginFailedTitle: 'Login failed',
  invalidInputTitle: 'Invalid input',
  invalidInput: 'Please check your email and password.',
  lockedFor: (minutes: number) => `Account temporarily locked. Try again in ${minutes} minute(s).`,
  tooManyAttempts: `Too many login attempts. Please try again in ${inMinutes(LOGIN_RATE_LIMIT.windowMs)} minutes.`,
  // One address trying many e-mails (password spraying).
  tooManyFromNetwork: (minutes: number) =>
    `Too many sign-in attempts from your network. Please try again in ${minutes} minutes.`,
  lockedNow: `Account locked due to multiple failed attempts. Try again in ${inMinutes(LOGIN_LOCKOUT.lockMs)} minutes.`,
  welcomeTitle: 'Welcome back!',
  welcome: "You've been logged in successfully.",
  logoutTitle: 'Logged out successfully',
  logout: 'You have been securely logged out.',
  logoutErrorTitle: 'Logout error',
  logoutError: 'There was an issue logging out. Please try again.',
  // Generic sign-up is disabled (docs/product/accounts.md, "Roles and permissions").
  genericSignupDisabled: 'Please use the talent onboarding page to create your profile',
} as const;

// Sign-up throttles (talent and manager alike), per address and platform-wide.
export const SIGN_UP_LIMIT_MESSAGES = {
  perAddress: (minutes: number) =>
    `Too many sign-up attempts from your network. Please try again in ${minutes} minutes.`,
  platform: (minutes: number) =>
    `We are receiving an unusual number of sign-ups. Please try again in ${minutes} minutes.`,
} as const;

// The manager sign-up toasts (docs/product/accounts.md, "Manager sign-up").
export const MANAGER_SIGNUP_MESSAGES = {
  success: 'Account created successfully! Redirecting to dashboard...',
  failure: 'An error occurred during signup',
  failureDescription: 'Something went wrong. Please try again.',
} as const;

// The talent form and its toasts, title / description pairs (docs/product/profiles.md, "Onboarding").
export const TALENT_FORM_MESSAGES = {
  mismatchTitle: 'Password mismatch',
  mismatch: 'Passwords do not match. Please try again.',
  shortTitle: 'Password too short',
  // The spec's wording with 8 for its 6 (ADR 009).
  short: `Password must be at least ${PASSWORD_MIN_LENGTH.talentForm} characters long.`,
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'Please select an image under 5MB.',
  updateErrorTitle: 'Could not update profile',
  createErrorTitle: 'Could not create profile',
  errorFallback: 'Please try again.',
  updatedTitle: 'Profile updated successfully!',
  updated: 'Your changes have been saved.',
  createdTitle: 'Profile created successfully!',
  created: 'Your talent profile has been saved. Please wait for approval.',
  updateFailedTitle: 'Profile update failed',
  createFailedTitle: 'Profile creation failed',
  failed: 'Something went wrong. Please try again.',
  loadErrorTitle: 'Error',
  loadError: 'Could not load your profile. Please try logging in again.',
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Could not upload photo. Please try again.',
  photoUploadedTitle: 'Photo uploaded',
  photoUploaded: 'Your profile photo has been updated!',
} as const;

export const loginSchema = z.object({
  email: emailField({ invalid: 'Invalid email format' }),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  // A form for one role signs in to that role only; without it, talent then manager (docs/product/accounts.md).
  role: z.enum(ROLES, { error: 'Choose talent or manager' }).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

const MOBILE_MESSAGE = 'Enter a valid mobile number';
const MANAGER_PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH.managerSignup} characters long.`;
const CONFIRM_MESSAGE = 'Please confirm your password';
const ZIP_MESSAGE = 'ZIP code must be 5 digits';

// Manager sign-up (docs/product/accounts.md). The mobile is typed formatted (13 or 14 characters); the output is
// always "(XXX) XXX-XXXX" so that it passes this schema again on the server.
export const managerSignupSchema = refinePasswordConfirmation(
  z.object({
    firstName: requiredText({
      required: 'First name is required',
      max: 50,
      tooLong: 'First name must be at most 50 characters',
    }),
    lastName: requiredText({
      required: 'Last name is required',
      max: 50,
      tooLong: 'Last name must be at most 50 characters',
    }),
    mobile: z
      .string({ error: MOBILE_MESSAGE })
      .trim()
      .check(
        firstFailing([
          [(value) => value.length >= 13 && value.length <= 14, MOBILE_MESSAGE],
          [(value) => digitsOnly(value).length === 10 && toNationalDigits(value) !== null, MOBILE_MESSAGE],
          ...usPhoneRules,
        ]),
      )
      .overwrite((value) => displayPhone(value, 'spaced')),
    email: emailField({ invalid: 'Enter a valid email', rejectDisposable: true }),
    companyName: requiredText({
      required: 'Company / business name is required',
      max: 100,
      tooLong: 'Company / business name must be at most 100 characters',
    }),
    streetAddress: requiredText({
      required: 'Street address is required',
      max: 200,
      tooLong: 'Street address must be at most 200 characters',
    }),
    city: requiredText({
      required: 'City is required',
      max: 100,
      tooLong: 'City must be at most 100 characters',
    }),
    state: z.enum(STATES, { error: 'State is required' }),
    // In Maryland the minimum wage may be the county's (docs/product/pricing.md, "Wage floors"). Left empty, the
    // highest floor in Maryland applies to the business's shifts; outside Maryland it is not stored.
    county: z
      .union([z.enum(MARYLAND_COUNTIES), z.literal('')], { error: 'Choose a county from the list' })
      .nullish()
      .transform((value) => value || null),
    // Optional (docs/product/accounts.md, "Manager sign-up"). A value is checked only so that a typo is caught,
    // and the message names the expected form ('Enter a valid ZIP code' left people guessing).
    // ZIP+4 (21201-1234) is accepted too.
    zip: z
      .string({ error: ZIP_MESSAGE })
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, ZIP_MESSAGE)
      .nullish()
      .transform((value) => value || null),
    password: passwordField({
      tooShort: MANAGER_PASSWORD_MESSAGE,
      minLength: PASSWORD_MIN_LENGTH.managerSignup,
      required: PASSWORD_REQUIRED_MESSAGE,
    }),
    confirmPassword: z.string({ error: CONFIRM_MESSAGE }).min(1, CONFIRM_MESSAGE),
    smsNotifications: z.boolean().default(false),
  }),
  "Passwords don't match",
);
export type ManagerSignupInput = z.input<typeof managerSignupSchema>;
export type ManagerSignup = z.output<typeof managerSignupSchema>;

const HIGHLIGHT_MAX_LENGTH = 120;

/** A choice that may be left for later: '' (the form's "Select") and a missing value become null. */
const laterChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: message })
    .nullish()
    .transform((value) => value || null);

// Profile fields (docs/product/profiles.md, "Fields"). The talent form requires only name, e-mail and phone (and
// the password), so sector, years and skills are asked for after sign-up, not as a gate: the profile
// page lists what is missing (src/shared/domain/profile-details.ts). The original specification's 2-character name
// and one-skill bounds belonged to a schema it never used; a name needs one character after trimming. Bio 500 as in the spec.
export const talentProfileBaseSchema = z.object({
  name: requiredText({
    required: 'Name is required',
    max: 50,
    tooLong: 'Name must be at most 50 characters',
  }),
  email: emailField({ invalid: 'Invalid email format', rejectDisposable: true }),
  phone: phoneDigitsField('Phone number is required'),
  sector: laterChoice(SECTOR_VALUES, 'Please select a sector'),
  years: laterChoice(YEARS_OPTIONS, 'Please select your years of experience'),
  skills: z
    .array(z.enum(SKILL_OPTIONS, { error: 'Choose skills from the list' }), {
      error: 'Choose skills from the list',
    })
    .overwrite((skills) => [...new Set(skills)])
    .max(SKILL_OPTIONS.length, `Select at most ${SKILL_OPTIONS.length} skills`)
    .default([]),
  bio: optionalText({ max: 500, tooLong: 'Bio must be at most 500 characters', clean: cleanMultiline }),
  funFact: optionalText({ max: 200, tooLong: 'Fun fact must be at most 200 characters' }),
  positionTitle: optionalText({ max: 60, tooLong: 'Position title must be at most 60 characters' }),
  careerHighlights: z
    .array(z.string(), { error: 'Career highlights must be a list' })
    .nullish()
    .transform((items) => (items ?? []).map(cleanText).filter((item) => item !== ''))
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              HIGHLIGHT_MAX_LENGTH,
              `Each career highlight must be at most ${HIGHLIGHT_MAX_LENGTH} characters`,
            ),
        )
        .max(10, 'Add at most 10 career highlights'),
    ),
  smsNotifications: z.boolean().default(false),
});

/** The profile's own fields, the same on creation and on edit. */
export type TalentProfileFields = z.output<typeof talentProfileBaseSchema>;

const talentPassword = passwordField({
  tooShort: TALENT_FORM_MESSAGES.short,
  minLength: PASSWORD_MIN_LENGTH.talentForm,
  required: PASSWORD_REQUIRED_MESSAGE,
});

export const talentProfileCreateSchema = refinePasswordConfirmation(
  talentProfileBaseSchema.extend({
    password: talentPassword,
    confirmPassword: z.string({ error: CONFIRM_MESSAGE }).min(1, CONFIRM_MESSAGE),
  }),
  TALENT_FORM_MESSAGES.mismatch,
);
export type TalentProfileCreateInput = z.input<typeof talentProfileCreateSchema>;
export type TalentProfileCreate = z.output<typeof talentProfileCreateSchema>;

// In edit mode a blank password keeps the current one (docs/product/profiles.md, "Onboarding").
const blankAsUndefined = (value: string | null | undefined) => (value ? value : undefined);

export const talentProfileUpdateSchema = refinePasswordConfirmation(
  talentProfileBaseSchema.extend({
    password: z
      .string({ error: TALENT_FORM_MESSAGES.short })
      .nullish()
      .transform(blankAsUndefined)
      .pipe(talentPassword.optional()),
    confirmPassword: z.string().nullish().transform(blankAsUndefined),
    // Asked for only when the e-mail or the password changes; the server decides when.
    currentPassword: z
      .string({ error: 'Enter your current password.' })
      .max(PASSWORD_MAX_LENGTH, 'Enter your current password.')
      .nullish()
      .transform(blankAsUndefined),
  }),
  TALENT_FORM_MESSAGES.mismatch,
);
export type TalentProfileUpdateInput = z.input<typeof talentProfileUpdateSchema>;
export type TalentProfileUpdate = z.output<typeof talentProfileUpdateSchema>;

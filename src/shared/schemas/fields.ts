// Field builders shared by the account, shift and support schemas, so that one rule carries
// one message everywhere. Every output is valid input again: the client parses a form, sends
// the output, and the server parses it once more (docs/architecture.md, "Stack": validation).
import { z } from 'zod';
import { DISPOSABLE_EMAIL_MESSAGE, isCommonDisposable } from '../email';
import {
  nationalPhone,
  PHONE_DIGITS_MESSAGE,
  PREMIUM_NUMBER_MESSAGE,
  toNationalDigits,
  US_MOBILE_MESSAGE,
  US_ONLY_MESSAGE,
  usPhoneProblem,
} from '../phone';
import { cleanText } from '../text';

type Cleaner = (s: string) => string;

// Long enough for any real password, short enough that hashing cannot be abused.
export const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

const EMAIL_MAX_LENGTH = 254;

type Rule<T> = readonly [passes: (value: T) => boolean, message: string];

/**
 * One check that reports only the first failing rule, so a field never shows two messages.
 * Deliberately not `abort: true`: an explicit abort anywhere would also stop the object-level
 * password confirmation from running (zod skips `when` refinements after one).
 */
export function firstFailing<T>(rules: readonly Rule<T>[]) {
  return (payload: z.core.ParsePayload<T>) => {
    const failed = rules.find(([passes]) => !passes(payload.value));
    if (failed) payload.issues.push({ code: 'custom', message: failed[1], input: payload.value });
  };
}

export function requiredText(options: {
  required: string;
  max: number;
  tooLong: string;
  min?: { length: number; message: string };
  clean?: Cleaner;
}) {
  const min = options.min;
  return z
    .string({ error: options.required })
    .overwrite(options.clean ?? cleanText)
    .min(min?.length ?? 1, {
      error: (issue) => (issue.input === '' || !min ? options.required : min.message),
    })
    .max(options.max, options.tooLong);
}

/** Empty or missing text becomes null (docs/product/shifts.md, "The shift form"). */
export function optionalText(options: { max: number; tooLong: string; clean?: Cleaner }) {
  return z
    .string()
    .overwrite(options.clean ?? cleanText)
    .max(options.max, options.tooLong)
    .nullish()
    .transform((value) => value || null);
}

/**
 * Text that may be blank (the use-case decides when it is needed), cleaned like every other text. Every free-text
 * field is built with requiredText, optionalText or this (tests/quality/free-text-fields.test.ts checks it).
 */
export function cleanedText(options: { max: number; tooLong: string; required?: string; clean?: Cleaner }) {
  return z
    .string(options.required === undefined ? undefined : { error: options.required })
    .overwrite(options.clean ?? cleanText)
    .max(options.max, options.tooLong);
}

/** Trimmed and lowercased before it is checked (docs/product/recovery.md, "Forgot password"). */
export function emailField(options: { invalid: string; required?: string; rejectDisposable?: boolean }) {
  const rules: Rule<string>[] = [
    [(value) => value !== '', options.required ?? options.invalid],
    [(value) => value.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(value), options.invalid],
  ];
  if (options.rejectDisposable) rules.push([(value) => !isCommonDisposable(value), DISPOSABLE_EMAIL_MESSAGE]);
  return z
    .string({ error: options.required ?? options.invalid })
    .trim()
    .toLowerCase()
    .check(firstFailing(rules));
}

/**
 * The US-number rule (`usPhoneProblem`) as field rules, each with its own message; run after a
 * rule that already refused anything but ten digits.
 */
export const usPhoneRules: readonly Rule<string>[] = [
  US_MOBILE_MESSAGE,
  US_ONLY_MESSAGE,
  PREMIUM_NUMBER_MESSAGE,
].map((message) => [(value: string) => usPhoneProblem(value) !== message, message] as const);

/**
 * Text in a fixed format (a phone, a date, a time): trimmed, `required`'s message when empty, else the message of
 * the first of `rules` it fails.
 */
export function formattedField(required: string, rules: readonly Rule<string>[]) {
  return z
    .string({ error: required })
    .trim()
    .check(firstFailing([[(value) => value !== '', required], ...rules]));
}

/** A US phone in any common notation; the output is its 10 national digits. */
export function phoneDigitsField(required: string) {
  return formattedField(required, [
    [(value) => toNationalDigits(value) !== null, PHONE_DIGITS_MESSAGE],
    ...usPhoneRules,
  ]).overwrite(nationalPhone);
}

/** A whole number typed into a form (string) or sent as JSON (number); empty means the default. */
export function optionalIntField(options: {
  defaultValue: number;
  min: number;
  max: number;
  tooSmall: string;
  tooBig: string;
  notInteger: string;
}) {
  return z
    .union([z.number(), z.string()], { error: options.notInteger })
    .nullish()
    .transform((value) => {
      if (value === undefined || value === null) return options.defaultValue;
      if (typeof value === 'number') return value;
      const trimmed = value.trim();
      if (trimmed === '') return options.defaultValue;
      return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    })
    .pipe(
      z
        .number({ error: options.notInteger })
        .int(options.notInteger)
        .min(options.min, options.tooSmall)
        .max(options.max, options.tooBig),
    );
}

/** A new password; `required` gives an empty one its own message (docs/product/recovery.md, "Reset password"). */
export function passwordField(options: { tooShort: string; minLength: number; required?: string }) {
  const required = options.required;
  return z
    .string({ error: required ?? options.tooShort })
    .min(options.minLength, {
      error: (issue) => (issue.input === '' && required ? required : options.tooShort),
    })
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);
}

type PasswordPair = { password?: string | undefined; confirmPassword?: string | null | undefined };

/**
 * Adds "confirmation matches" on confirmPassword. An empty confirmation has its own message and
 * no new password (edit mode) needs none. `when` lets the check run even when another field
 * failed, so the form shows the mismatch together with the other errors.
 */
export function refinePasswordConfirmation<T extends z.ZodType<PasswordPair>>(schema: T, message: string): T {
  return schema.refine(
    (data: PasswordPair) =>
      data.password === undefined || data.confirmPassword === '' || data.password === data.confirmPassword,
    {
      error: message,
      path: ['confirmPassword'],
      when: (payload) => typeof (payload.value as PasswordPair | undefined)?.password === 'string',
    },
  );
}

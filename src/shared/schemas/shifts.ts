import { z } from 'zod';
import { SHIFT_DEFAULTS } from '../constants';
import { isValidShiftDate, isValidShiftTime } from '../domain/shift-time';
import { centsToDollarString } from '../money';
import { cleanMultiline } from '../text';
import {
  emailField,
  formattedField,
  optionalIntField,
  optionalText,
  phoneDigitsField,
  requiredText,
} from './fields';

// "Date before now" needs the clock and the business's zone, so it is not in the schema;
// the form and the server call this with both.
export { isShiftDateSelectable } from '../domain/shift-time';

// The shift form's toasts (docs/product/shifts.md, "The shift form").
export const SHIFT_MESSAGES = {
  createdTitle: 'Shift created successfully!',
  created: 'Your shift posting is now live and available to workers.',
  createErrorTitle: 'Error creating shift',
  createError: 'There was a problem creating your shift. Please try again.',
  updatedTitle: 'Shift updated',
  updatedWorkersTold: 'Workers who were selected or booked have been told.',
  updateErrorTitle: 'Error updating shift',
  autoBackfillLabel: 'Offer the next applicant automatically',
  loginRequired: 'Please log in to view your shifts',
  loadFailed: 'Failed to load shifts',
  overnightLabel: 'Ends next day',
} as const;

export const MAX_HOURLY_RATE_CENTS = 100_000;

const RATE_MESSAGES = {
  required: 'Hourly rate is required',
  notNumber: 'Hourly rate must be a number',
  negative: 'Hourly rate must be 0 or more',
  decimals: 'Hourly rate can have at most 2 decimal places',
  tooHigh: 'Hourly rate must be at most $1,000',
} as const;

/** Whole cents of a dollar amount, or the reason it is not one. Never goes through a float. */
function dollarsToCents(value: string | number): number | string {
  if (typeof value === 'number' && !Number.isFinite(value)) return RATE_MESSAGES.notNumber;
  const text = String(value).trim();
  if (text === '') return RATE_MESSAGES.required;
  const negative = text.startsWith('-');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(negative ? text.slice(1) : text);
  if (!match || `${match[1]}${match[2] ?? ''}` === '') return RATE_MESSAGES.notNumber;
  const whole = (match[1] ?? '').replace(/^0+/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (negative && `${whole}${fraction}` !== '') return RATE_MESSAGES.negative;
  if (fraction.length > 2) return RATE_MESSAGES.decimals;
  if (whole.length > 6) return RATE_MESSAGES.tooHigh;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return cents > MAX_HOURLY_RATE_CENTS ? RATE_MESSAGES.tooHigh : cents;
}

/** Cents of a valid hourly rate ("18.5", 18.5, "18.50"), or null. */
export function parseDollarsToCents(value: string | number): number | null {
  const cents = dollarsToCents(value);
  return typeof cents === 'number' ? cents : null;
}

function timeField(required: string) {
  return formattedField(required, [[isValidShiftTime, 'Enter a valid time']]).overwrite((value) =>
    value.slice(0, value.indexOf(':') + 3).padStart(5, '0'),
  );
}

const HH_MM = /^\d{2}:\d{2}$/;

// Lets the start/end comparison run, and show, even when unrelated fields failed.
function timesAreValid(payload: { value: unknown }): boolean {
  const shift = payload.value as { startTime?: unknown; endTime?: unknown; overnight?: unknown } | undefined;
  return (
    typeof shift?.startTime === 'string' &&
    HH_MM.test(shift.startTime) &&
    typeof shift.endTime === 'string' &&
    HH_MM.test(shift.endTime) &&
    typeof shift.overnight === 'boolean'
  );
}

// The shift form (docs/product/shifts.md). The output keeps hourlyRate as a normalised string ("18.50") so it parses
// again on the server, and adds hourlyRateCents for storage and arithmetic.
export const shiftFormSchema = z
  .object({
    businessName: requiredText({
      required: 'Business name is required',
      max: 100,
      tooLong: 'Business name must be at most 100 characters',
    }),
    managerEmail: emailField({ required: 'Manager email is required', invalid: 'Invalid email format' }),
    positionTitle: requiredText({
      required: 'Position title is required',
      max: 100,
      tooLong: 'Position title must be at most 100 characters',
    }),
    locationAddress: requiredText({
      required: 'Location address is required',
      max: 200,
      tooLong: 'Location address must be at most 200 characters',
    }),
    shiftDate: formattedField('Shift date is required', [[isValidShiftDate, 'Enter a valid date']]),
    startTime: timeField('Start time is required'),
    endTime: timeField('End time is required'),
    hourlyRate: z
      .union([z.string(), z.number()], { error: RATE_MESSAGES.required })
      .transform((value, ctx) => {
        const cents = dollarsToCents(value);
        if (typeof cents === 'number') return cents;
        ctx.issues.push({ code: 'custom', message: cents, input: value });
        return z.NEVER;
      }),
    breakDuration: optionalIntField({
      defaultValue: SHIFT_DEFAULTS.breakMinutes,
      min: 0,
      max: 480,
      tooSmall: 'Break must be 0 minutes or more',
      tooBig: 'Break must be at most 480 minutes',
      notInteger: 'Break must be a whole number of minutes',
    }),
    dressCode: optionalText({ max: 200, tooLong: 'Dress code must be at most 200 characters' }),
    jobDescription: optionalText({
      max: 5000,
      tooLong: 'Job description must be at most 5000 characters',
      clean: cleanMultiline,
    }),
    requirements: optionalText({
      max: 2000,
      tooLong: 'Requirements must be at most 2000 characters',
      clean: cleanMultiline,
    }),
    parkingInfo: optionalText({
      max: 1000,
      tooLong: 'Parking info must be at most 1000 characters',
      clean: cleanMultiline,
    }),
    contactPerson: requiredText({
      required: 'Contact person is required',
      max: 100,
      tooLong: 'Contact person must be at most 100 characters',
    }),
    contactPhone: phoneDigitsField('Contact phone is required'),
    maxApplications: optionalIntField({
      defaultValue: SHIFT_DEFAULTS.maxApplications,
      min: 1,
      max: 50,
      tooSmall: 'Max applications must be at least 1',
      tooBig: 'Max applications must be at most 50',
      notInteger: 'Max applications must be a whole number',
    }),
    overnight: z.boolean().default(false),
    // 'Offer the next applicant automatically' (docs/product/applications.md, "Offer window"), on by default.
    autoBackfill: z.boolean().default(true),
    // 'Favourites first' (docs/product/trust.md, "Favourites and blocks"): only the manager's favourites see the
    // shift for the first 0 (everyone now), 2, 12 or 24 hours after posting. Create only; an edit ignores it.
    favouritesFirstHours: z
      .union([z.literal(0), z.literal(2), z.literal(12), z.literal(24)], {
        error: 'Choose 0, 2, 12 or 24 hours',
      })
      .default(0),
  })
  .refine((shift) => shift.endTime > shift.startTime || shift.overnight, {
    error: 'End time must be after start time (tick "Ends next day" for overnight shifts)',
    path: ['endTime'],
    when: timesAreValid,
  })
  // A ticked box with a later end time would silently make a shift of more than 24 hours.
  .refine((shift) => shift.endTime <= shift.startTime || !shift.overnight, {
    error: 'This shift ends on the same day: untick "Ends next day"',
    path: ['overnight'],
    when: timesAreValid,
  })
  .transform(({ hourlyRate, ...shift }) => ({
    ...shift,
    hourlyRate: centsToDollarString(hourlyRate),
    hourlyRateCents: hourlyRate,
  }));
export type ShiftFormInput = z.input<typeof shiftFormSchema>;
export type ShiftForm = z.output<typeof shiftFormSchema>;

/**
 * `PUT /api/shifts/:id` (docs/product/shifts.md, "Edit shift"): the shift form plus the `version` the form was loaded
 * with, so an edit made meanwhile in another tab is not silently overwritten.
 */
export const shiftEditSchema = shiftFormSchema.and(
  z.object({ version: z.number({ error: 'version is required' }).int().min(0).max(2_147_483_647) }),
);
export type ShiftEditFormInput = z.input<typeof shiftEditSchema>;
export type ShiftEditForm = z.output<typeof shiftEditSchema>;

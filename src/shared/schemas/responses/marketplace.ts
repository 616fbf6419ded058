// What the shift and application routes answer; `src/shared/marketplace/types.ts` derives the DTO types the
// server and the client code against from these (one definition of the wire).
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../domain/application-status';
import { CANCELLATION_CONSEQUENCE_KINDS, ENDED_REASONS } from '../../domain/cancellation-policy';
import { STORED_SHIFT_STATUSES } from '../../domain/shift-status';
import { ACTORS } from '../../domain/state-machine';
import { VETTING_STATUSES } from '../../domain/vetting';
import { isoDateTime } from './common';
import { applicantMatchSchema, matchSchema } from './matching';
import { ratingSummarySchema } from './ratings';
import { businessReliabilitySchema, workerReliabilitySchema } from './reliability';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** What anyone may see of a shift (docs/product/shifts.md, "Open shifts"), without the manager's contact details. */
export const shiftSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  positionTitle: z.string(),
  locationAddress: z.string(),
  /** yyyy-MM-dd, local to `timeZone`. */
  shiftDate: z.iso.date().meta({ examples: ['2026-01-16'] }),
  /** HH:mm, local to `timeZone`. */
  startTime: z.string().meta({ examples: ['09:00'] }),
  endTime: z.string().meta({ examples: ['15:00'] }),
  overnight: z.boolean(),
  timeZone: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  hourlyRateCents: z.number().int().nonnegative(),
  breakMinutes: z.number().int().nonnegative(),
  dressCode: z.string().nullable(),
  jobDescription: z.string().nullable(),
  requirements: z.string().nullable(),
  parkingInfo: z.string().nullable(),
  maxApplications: z.number().int().nonnegative(),
  nonSmokers: z.boolean(),
  additionalInfo: z.string().nullable(),
  status: z.enum(STORED_SHIFT_STATUSES),
  acceptedCount: z.number().int().nonnegative(),
  /** The reason the business gave when it cancelled the shift; null when none was given or it is not cancelled. */
  cancellationNote: z.string().nullable(),
  createdAt: isoDateTime,
});

/** How to reach the business about a shift. */
const shiftContact = {
  managerEmail: z.string(),
  contactPerson: z.string(),
  /** 10 digits. */
  contactPhone: z.string(),
};
export const shiftContactSchema = z.object(shiftContact);

/** The shift as its own manager sees it. */
export const shiftWithContactSchema = shiftSchema.extend({
  ...shiftContact,
  /** 'Offer the next applicant automatically' when an offer expires (docs/product/applications.md, "Offer window"). */
  autoBackfill: z.boolean(),
  /** Sent back with an edit (docs/product/shifts.md, "Edit shift"): an edit made meanwhile in another tab moved it on. */
  version: z.number().int().nonnegative(),
  /** 'Favourites first' (docs/product/trust.md, "Favourites and blocks"): only favourites see it until then; null for everyone. */
  favouritesFirstUntil: isoDateTime.nullable().optional(),
});

/**
 * The shift as a worker who applied sees it: the contact details are null until the worker is booked
 * (selected or later), ADR 013.
 */
export const workerShiftSchema = shiftSchema.extend({
  managerEmail: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** The business's reliability (docs/product/trust.md, "Reliability"). */
  businessReliability: businessReliabilitySchema,
  /** The business's live-rating average and count (docs/product/trust.md, "Ratings"). */
  businessRating: ratingSummarySchema,
});

export const applicationSchema = z.object({
  id: z.string(),
  shiftId: z.string(),
  workerId: z.string(),
  status: applicationStatusSchema,
  appliedAt: isoDateTime,
  /** When the offer was texted (docs/product/applications.md); null when the worker was selected but told in the app only. */
  contactedAt: isoDateTime.nullable(),
  selectedAt: isoDateTime.nullable(),
  acceptedAt: isoDateTime.nullable(),
  /** When a pending offer lapses unanswered (docs/product/applications.md, "Offer window"); null before selection. */
  offerExpiresAt: isoDateTime.nullable(),
  /** When the booked worker said 'Confirm I'm coming' (docs/product/applications.md); null until then. */
  attendanceConfirmedAt: isoDateTime.nullable(),
  /** A booking's cancellation (docs/product/applications.md, "Cancellations"); null unless cancelled. */
  cancelledAt: isoDateTime.nullable(),
  cancelledBy: z.enum(ACTORS).nullable(),
  /** What the cancellation counted for (cancellation-policy.ts), as recorded at the time. */
  cancellationConsequence: z.enum(CANCELLATION_CONSEQUENCE_KINDS).nullable(),
  /** The worker used their emergency excuse for this cancellation. */
  emergencyExcuse: z.boolean(),
  /** Why the platform ended an unbooked application ("No limbo"); null otherwise. */
  endedReason: z.enum(ENDED_REASONS).nullable(),
  /** The shift changed materially after booking and the worker has not re-confirmed; cancelling is free meanwhile. */
  termsChangedAt: isoDateTime.nullable(),
  /** Attendance (docs/product/attendance.md): when the worker checked in and out; null until then. */
  checkedInAt: isoDateTime.nullable(),
  checkedOutAt: isoDateTime.nullable(),
  /** Checked in more than 10 min after the start: 'Checked in at 9:14 AM, late'. */
  checkInLate: z.boolean(),
  /** Checked out automatically at the scheduled end ('auto'). */
  checkOutAuto: z.boolean(),
});

export const openShiftSchema = shiftSchema.extend({
  /** The caller's own application, when the caller is talent and has applied. */
  myApplication: z.object({ id: z.string(), status: applicationStatusSchema }).nullable(),
  /** The business's reliability (docs/product/trust.md, "Reliability"). */
  businessReliability: businessReliabilitySchema,
  /** The business's live-rating average and count (docs/product/trust.md, "Ratings"). */
  businessRating: ratingSummarySchema,
  /** The signed-in worker's match with this shift (docs/decisions/018-match-score.md); null for anyone else. */
  match: matchSchema.nullable(),
  /** The business's account, for 'Hide this business' (docs/product/trust.md); only for a signed-in worker. */
  businessId: z.string().nullable().optional(),
  /**
   * The signed-in worker holds a booking within the travel margin of this shift, so could not accept it
   * (docs/product/applications.md, "No overlapping bookings"); false for anyone else.
   */
  bookedElsewhere: z.boolean(),
  /** The business takes only vetted workers (docs/product/operations.md, "Vetting"): said on the card before 'Apply'. */
  vettedOnly: z.boolean(),
  /** ...and the signed-in worker's profile is not approved, so applying would be refused; false for anyone else. */
  vettedOnlyRefusesViewer: z.boolean(),
  /** Miles from the ZIP code of a distance filter ('3.2 mi away'; docs/product/shifts.md, "Filters"); only then. */
  distanceMiles: z.number().nonnegative().optional(),
});

export const openShiftsPageSchema = z.object({
  shifts: z.array(openShiftSchema),
  nextCursor: z.string().nullable(),
  /** With a distance filter, on the first page: the matching shifts left out for want of a ZIP code. */
  withoutZip: z.number().int().nonnegative().optional(),
});

export const managerShiftSchema = shiftWithContactSchema.extend({
  applicationCount: z.number().int().nonnegative(),
  /** A hold on the business's card for one of its bookings was refused ('Payment issue'; docs/product/payments.md, "Holds"). */
  paymentIssue: z.boolean(),
  /** Who is booked (accepted or checked in) and whether they confirmed they are coming: the dashboard's schedule. */
  bookedWorkers: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['accepted', 'checked_in']),
      attendanceConfirmedAt: isoDateTime.nullable(),
    }),
  ),
});

export const managerShiftsPageSchema = z.object({
  shifts: z.array(managerShiftSchema),
  nextCursor: z.string().nullable(),
});

/** Manage Shifts, 'Today and in progress' (docs/product/shifts.md, "The manager's shifts"): started shifts. */
export const managerUnderwayShiftsPageSchema = z.object({
  shifts: z.array(
    managerShiftSchema.extend({
      /** Timesheets of the shift not yet decided (draft or submitted), for the link to /manager/timesheets. */
      timesheetsToDecide: z.number().int().nonnegative(),
    }),
  ),
  nextCursor: z.string().nullable(),
});

/**
 * What the manager sees of an applicant (docs/product/applications.md, "Contact details"). E-mail and phone are
 * null until the applicant is selected (ADR 013); name, bio, skills and photo are always shown.
 */
export const applicantSchema = applicationSchema.extend({
  /** 'Best match' (docs/decisions/018-match-score.md): the score, its reasons, and whether they are the featured newcomer. */
  match: applicantMatchSchema,
  worker: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    /** 10 digits; '' when none is on file; null while hidden. */
    phone: z.string().nullable(),
    /** Whether a phone is on file, so the offer dialog can say "no phone" before anyone is selected. */
    hasPhone: z.boolean(),
    /**
     * Whether an offer would reach the worker by text (a phone on file, SMS consent on a verified phone, no STOP);
     * otherwise a selection notifies them in the app only.
     */
    receivesTexts: z.boolean(),
    bio: z.string().nullable(),
    skills: z.array(z.string()),
    avatarUrl: z.string().nullable(),
    /** The worker's reliability (docs/product/trust.md, "Reliability"). */
    reliability: workerReliabilitySchema,
    /** The worker's live-rating average and count (docs/product/trust.md, "Ratings"). */
    rating: ratingSummarySchema,
    /** The manager has starred this worker (docs/product/trust.md, "Favourites and blocks"). */
    favourite: z.boolean(),
    /** Approved by the operations team; otherwise the card says 'In review' (docs/product/operations.md, "Vetting"). */
    vetted: z.boolean(),
    /**
     * Where the team's check stands, so an unvetted worker's card says which: 'In review', 'Changes requested' or
     * 'Not approved' (VETTING_STATUS_LABELS), never 'In review' for a rejected profile.
     */
    vettingStatus: z.enum(VETTING_STATUSES),
    /** Booked on another shift within the travel margin of this one (docs/product/applications.md). */
    bookedElsewhere: z.boolean(),
    /**
     * A daily cap an offer text would meet now (docs/product/sms.md, "Daily caps"): the manager's own ('manager') or
     * this worker's number's ('number'); the offer then goes in the app only, and the dialog says so first.
     */
    offerTextCap: z.enum(['manager', 'number']).nullable(),
  }),
});

export const shiftApplicationsSchema = z.object({
  shift: shiftWithContactSchema,
  applications: z.array(applicantSchema),
});

/** The worker's application joined with its shift (docs/product/applications.md, "The worker dashboard"). */
export const myApplicationSchema = applicationSchema.extend({
  shift: workerShiftSchema,
  /**
   * What the worker owes besides the application's own moves ('Pending Actions'; pending-actions.ts): until when
   * their draft timesheet can be submitted (then it is submitted for them), null when there is none to submit.
   */
  submitTimesheetBy: isoDateTime.nullable(),
  /** Until when the worker can rate this completed shift, null once rated, or with nothing to rate. */
  rateBy: isoDateTime.nullable(),
  /**
   * Pay a business's late cancellation owes the worker on this booking (docs/product/payments.md, "Late cancellation
   * compensation"): the amount, and when it was paid out (null until then); null when nothing is owed.
   */
  lateCancellationPay: z
    .object({ amountCents: z.number().int().positive(), paidAt: isoDateTime.nullable() })
    .nullable(),
});

export const myApplicationsSchema = z.object({ applications: z.array(myApplicationSchema) });

/** `opted_out`: the worker replied STOP, so only the in-app notice reached them. */
export const selectApplicantResultSchema = z.object({
  application: applicationSchema,
  /** `capped`: a daily text cap kept the text; `note` names it (docs/product/sms.md, "Daily caps"). */
  sms: z.enum(['sent', 'opted_out', 'capped']),
  note: z.string().optional(),
});

/** `POST /api/shifts`: the shift just posted. */
export const createdShiftResponseSchema = z.object({ shift: shiftWithContactSchema });

/** Applying, accepting, declining: the application as it now stands. */
export const applicationResponseSchema = z.object({ application: applicationSchema });

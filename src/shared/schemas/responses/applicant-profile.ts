// 'View Full Profile' on the manager's applicant card (docs/product/applications.md, "An applicant's full profile").
import { z } from 'zod';
import { isoDateTime } from './common';
import { ratingSummarySchema } from './ratings';
import { workerReliabilitySchema } from './reliability';

/** How one of the worker's past shifts with this business ended. */
export const PAST_SHIFT_OUTCOMES = ['completed', 'no_show', 'cancelled'] as const;

export const APPLICANT_PROFILE_MESSAGES = {
  notFound: 'Application not found',
  loadFailed: 'This profile could not be loaded.',
  noPastShifts: 'No past shifts with your business yet.',
} as const;

/** At most this many past shifts with the business, newest first. */
export const APPLICANT_PAST_SHIFTS_LIMIT = 10;

export const applicantProfileSchema = z.object({
  worker: z.object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
    skills: z.array(z.string()),
    /** Only while the application shares contact details (a booking, ADR 013); null otherwise. */
    email: z.string().nullable(),
    /** 10 digits, '' when none is on file; null while hidden (ADR 013). */
    phone: z.string().nullable(),
    workStamps: z.array(
      z.object({ id: z.string(), companyName: z.string(), position: z.string(), startDate: z.string() }),
    ),
    rating: ratingSummarySchema,
    reliability: workerReliabilitySchema,
  }),
  /** The worker's ended bookings on this business's shifts, newest first, at most APPLICANT_PAST_SHIFTS_LIMIT. */
  pastShifts: z.array(
    z.object({
      applicationId: z.string(),
      positionTitle: z.string(),
      /** yyyy-MM-dd, local to the shift's business. */
      shiftDate: z.string(),
      startsAt: isoDateTime,
      outcome: z.enum(PAST_SHIFT_OUTCOMES),
    }),
  ),
});
export type ApplicantProfileDto = z.infer<typeof applicantProfileSchema>;

// Reliability on the wire (docs/product/trust.md, "Reliability"): the figures of
// src/shared/domain/reliability.ts with what they are made of, so every card can explain its number.
import { z } from 'zod';
import { APPEAL_STATUSES, APPEAL_SUBJECT_KINDS } from '../../domain/appeals';
import { isoDateTime } from './common';

const count = z.number().int().nonnegative();

/** A worker's figure (0..1, null = 'New') and the counts it is made of. */
export const workerReliabilitySchema = z.object({
  figure: z.number().min(0).max(1).nullable(),
  bookingsCounted: count,
  completed: count,
  late: count,
  veryLate: count,
  noShows: count,
});

/** A business's figure (share not cancelled late by it; null = 'New') and its median hours to approve timesheets. */
export const businessReliabilitySchema = z.object({
  figure: z.number().min(0).max(1).nullable(),
  bookingsCounted: count,
  lateCancellations: count,
  medianApprovalHours: z.number().nonnegative().nullable(),
  approvalsCounted: count,
});

/** 'excused': a cancellation with the emergency excuse, shown and never counted. */
export const RELIABILITY_MARK_KINDS = ['late', 'very_late', 'no_show', 'business_late', 'excused'] as const;

/** One mark on 'My reliability': a cancellation or no-show, its reason and date, and its appeal. */
export const reliabilityMarkSchema = z.object({
  /** The booking (shift application) the mark is about: the appeal's subjectId. */
  applicationId: z.string(),
  kind: z.enum(RELIABILITY_MARK_KINDS),
  /** 'Late cancellation (24 to 72 h before the start), counts once'. */
  reason: z.string(),
  at: isoDateTime,
  /** The shift's day as posted ('yyyy-MM-dd', in its own time zone) and its start. */
  shift: z.object({
    positionTitle: z.string(),
    businessName: z.string(),
    shiftDate: z.string(),
    startsAt: isoDateTime,
  }),
  /** Excused (an emergency excuse): shown, never counted. */
  excused: z.boolean(),
  /** Among the bookings the figure counts now (the last 20 within 180 days, no upheld appeal). */
  counted: z.boolean(),
  appeal: z.object({ status: z.enum(APPEAL_STATUSES), createdAt: isoDateTime }).nullable(),
  /** The appeal the server would take now (none yet, within 14 days), and its subject kind. */
  appealSubjectKind: z.enum(APPEAL_SUBJECT_KINDS).nullable(),
  appealable: z.boolean(),
});

export const myReliabilitySchema = z.object({
  role: z.enum(['talent', 'manager']),
  worker: workerReliabilitySchema.nullable(),
  business: businessReliabilitySchema.nullable(),
  /** Every mark within the window (180 days), newest first. */
  marks: z.array(reliabilityMarkSchema),
});

export type WorkerReliabilityDto = z.infer<typeof workerReliabilitySchema>;
export type BusinessReliabilityDto = z.infer<typeof businessReliabilitySchema>;
export type ReliabilityMarkDto = z.infer<typeof reliabilityMarkSchema>;
export type MyReliabilityDto = z.infer<typeof myReliabilitySchema>;

// What the timesheet routes answer (docs/product/attendance.md, "Timesheets").
import { z } from 'zod';
import { TIMESHEET_STATUSES } from '../../domain/timesheet';
import { TIMESHEET_FLAG_REASONS } from '../../domain/timesheet-claims';
import { isoDateTime } from './common';

export const timesheetSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  shiftId: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  /** The manager's star on the worker (docs/product/trust.md, "Favourites and blocks"); the worker's own view ignores it. */
  workerFavourite: z.boolean().optional(),
  businessName: z.string(),
  positionTitle: z.string(),
  /** yyyy-MM-dd, local to `timeZone`. */
  shiftDate: z.iso.date(),
  timeZone: z.string(),
  checkInAt: isoDateTime,
  checkOutAt: isoDateTime,
  breakMinutes: z.number().int().nonnegative(),
  workedMinutes: z.number().int().nonnegative(),
  hourlyRateCents: z.number().int().nonnegative(),
  /** Integer cents (src/shared/domain/pay.ts); fixed once approved. */
  payCents: z.number().int().nonnegative(),
  status: z.enum(TIMESHEET_STATUSES),
  source: z.enum(['worker', 'auto', 'manager']),
  workerNote: z.string().nullable(),
  adjustReason: z.string().nullable(),
  createdAt: isoDateTime,
  submittedAt: isoDateTime.nullable(),
  approvedAt: isoDateTime.nullable(),
  approvedBy: z.enum(['manager', 'system']).nullable(),
  adjustedAt: isoDateTime.nullable(),
  disputedAt: isoDateTime.nullable(),
  disputeNote: z.string().nullable(),
  /** The shift's scheduled start and end (docs/product/attendance.md, "Timesheets in context"). */
  scheduled: z.object({ startsAt: isoDateTime, endsAt: isoDateTime }),
  /**
   * The times the app recorded on the booking at check-in and check-out (or the manager's 'Mark as arrived'), which a
   * correction or an adjustment never changes; null where none was recorded.
   */
  recorded: z.object({
    checkInAt: isoDateTime.nullable(),
    checkOutAt: isoDateTime.nullable(),
    checkInMarkedByManager: z.boolean(),
    checkOutAuto: z.boolean(),
  }),
  /** The worker's times before the manager's 'Adjust'; null when not adjusted. */
  workerClaim: z.object({ checkInAt: isoDateTime, checkOutAt: isoDateTime }).nullable(),
  /** The operations team's decision of the worker's dispute, once decided (its reason as staff gave it). */
  disputeDecision: z
    .object({ decision: z.enum(['keep', 'worker_times']), reason: z.string(), decidedAt: isoDateTime })
    .nullable(),
  /**
   * Set while the times claim more than the shift's scheduled span (docs/product/attendance.md, "Timesheets"): only
   * the manager's own 'Approve' or 'Adjust' decides it.
   */
  flag: z
    .object({
      reason: z.enum(TIMESHEET_FLAG_REASONS),
      scheduledMinutes: z.number().int().nonnegative(),
      claimedMinutes: z.number().int().nonnegative(),
    })
    .nullable(),
  /**
   * The money timeline once approved on a server whose payments move through TalentBridge
   * (docs/product/payments.md, "Money timeline"): 'Approved', 'Business charged', 'Sent to you' (the manager's
   * 'Sent to worker') and 'Arrived', each with its time, or what went wrong and what happens next. Null otherwise.
   */
  money: z
    .array(
      z.object({
        label: z.enum(['Approved', 'Business charged', 'Sent to you', 'Sent to worker', 'Arrived']),
        at: isoDateTime.nullable(),
        problem: z.string().nullable(),
      }),
    )
    .nullable(),
});
export type TimesheetDto = z.infer<typeof timesheetSchema>;

/** What the times side by side need (src/shared/domain/timesheet-comparison.ts); the staff dispute queue carries it too. */
export const timesheetTimesSchema = timesheetSchema.pick({
  timeZone: true,
  shiftDate: true,
  checkInAt: true,
  checkOutAt: true,
  adjustedAt: true,
  scheduled: true,
  recorded: true,
  workerClaim: true,
  disputeDecision: true,
});
export type TimesheetTimesDto = z.infer<typeof timesheetTimesSchema>;

export const timesheetResponseSchema = z.object({ timesheet: timesheetSchema });

export const timesheetListSchema = z.object({
  timesheets: z.array(timesheetSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

/** 'Approve all': how many it approved, and how many claiming more than scheduled it left for one-by-one review. */
export const approveAllResponseSchema = z.object({
  approved: z.number().int().nonnegative(),
  leftForReview: z.number().int().nonnegative(),
});

const totals = z.object({
  minutes: z.number().int().nonnegative(),
  payCents: z.number().int().nonnegative(),
});

/** The worker's earnings: approved pay (shift dates in each shift's zone; weeks start on Monday). */
export const earningsSchema = z.object({ week: totals, month: totals, year: totals });
export type EarningsDto = z.infer<typeof earningsSchema>;

/** The manager's hours and cost per shift and per week (every timesheet; `approvedCents` the part approved). */
export const timesheetCostsSchema = z.object({
  shifts: z.array(
    totals.extend({
      shiftId: z.string(),
      positionTitle: z.string(),
      shiftDate: z.iso.date(),
      approvedCents: z.number().int().nonnegative(),
      count: z.number().int().nonnegative(),
    }),
  ),
  weeks: z.array(totals.extend({ weekStart: z.iso.date(), approvedCents: z.number().int().nonnegative() })),
});
export type TimesheetCostsDto = z.infer<typeof timesheetCostsSchema>;

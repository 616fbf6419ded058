// GET /api/ops/metrics: the console's weekly figures (docs/product/operations.md, "Metrics" defines each one).
import { z } from 'zod';
import { isoDateTime } from './common';

/** How many of the week's events. */
const count = z.number().int();
/** A share 0..1, null when there was nothing to divide by. */
const rate = z.number().nullable();
const sentFailed = z.object({ sent: count, failed: count });

export const metricsWeekSchema = z.object({
  /** The ISO week's Monday (UTC), YYYY-MM-DD, and its label, e.g. '2026-W48'. */
  weekStart: z.string(),
  isoWeek: z.string(),
  /** Shifts that started in the week (not cancelled) and those with every place booked at the start. */
  shiftsStarted: count,
  shiftsFilled: count,
  /** filled / started, 0..1; null without a started shift. */
  fillRate: rate,
  /** Median minutes from posting to the last place accepted, over the filled shifts; null without one. */
  medianMinutesToFill: z.number().nullable(),
  /** Bookings that reached their start, and those marked no-show; the rate 0..1 or null. */
  bookingsStarted: count,
  noShows: count,
  noShowRate: rate,
  /** Cancellations made in the week that counted as late: the worker's (late, very late) and the business's. */
  workerLateCancellations: count,
  workerVeryLateCancellations: count,
  businessLateCancellations: count,
  /** Offers made, accepted and lapsed unanswered in the week. */
  offersSent: count,
  offersAccepted: count,
  offersExpired: count,
  /** Messages queued in the week, by channel: delivered to the provider, and failed for good. */
  sms: sentFailed,
  email: sentFailed,
});
export type MetricsWeek = z.infer<typeof metricsWeekSchema>;

/** The daily reconciliation of the ledger with the payments provider (docs/product/payments.md, "Reconciliation"). */
export const ledgerReconciliationSchema = z.object({
  /** 'Ledger mismatch' items not yet marked resolved. */
  openMismatches: count,
  /** The last finished run: the UTC day it compared, when it finished, what it compared and what it opened. */
  lastRun: z
    .object({
      windowStart: isoDateTime,
      windowEnd: isoDateTime,
      finishedAt: isoDateTime,
      providerObjects: count,
      ledgerTransactions: count,
      approvedTimesheets: count,
      mismatches: count,
    })
    .nullable(),
});
export type LedgerReconciliationDto = z.infer<typeof ledgerReconciliationSchema>;

export const opsMetricsSchema = z.object({
  timeZone: z.literal('UTC'),
  generatedAt: isoDateTime,
  /** Oldest first; the last is the current (partial) week. */
  weeks: z.array(metricsWeekSchema),
  reconciliation: ledgerReconciliationSchema,
});
export type OpsMetrics = z.infer<typeof opsMetricsSchema>;

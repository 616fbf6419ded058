import { and, desc, eq, sql } from 'drizzle-orm';
import { rateBy, submitTimesheetBy } from '../../../shared/domain/pending-actions';
import type { MyApplicationsDto } from '../../../shared/marketplace/types';
import { applicationColumns, toApplicationDto } from '../../booking/application-dto';
import { shiftColumns, toWorkerShiftDto } from '../../booking/shift-dto';
import type { AppContext } from '../../context';
import {
  ledgerLines,
  ledgerTransactions,
  moneyMovements,
  ratings,
  shiftApplications,
  shifts,
  timesheets,
} from '../../db/schema';
import { businessRatingOf, loadBusinessRatings } from '../../trust/load-rating-summaries';
import { businessReliabilityOf, loadBusinessReliability } from '../../trust/load-reliability';

// The dashboard shows a worker's applications in three tabs with counts; this bounds one response.
export const MY_APPLICATIONS_LIMIT = 200;

/**
 * What a business's late cancellation owes the worker on this booking: the ledger's compensation transaction
 * (docs/product/applications.md, "The ledger"), read only for cancelled bookings.
 */
const lateCancellationCentsSql = sql<number | null>`CASE WHEN ${shiftApplications.status} = 'cancelled' THEN (
  SELECT sum(${ledgerLines.amountCents})::int FROM ${ledgerLines}
  JOIN ${ledgerTransactions} ON ${ledgerTransactions.id} = ${ledgerLines.transactionId}
  WHERE ${ledgerTransactions.applicationId} = ${shiftApplications.id}
    AND ${ledgerTransactions.kind} = 'late_cancellation_compensation' AND ${ledgerLines.side} = 'debit'
) END`;

/** When that compensation was paid out to the worker (docs/product/payments.md, "Late cancellation compensation"). */
const lateCancellationPaidAtSql = sql<
  string | Date | null
>`CASE WHEN ${shiftApplications.status} = 'cancelled' THEN (
  SELECT ${moneyMovements.doneAt} FROM ${moneyMovements}
  WHERE ${moneyMovements.applicationId} = ${shiftApplications.id} AND ${moneyMovements.purpose} = 'compensation'
    AND ${moneyMovements.kind} = 'payout' AND ${moneyMovements.status} = 'sent'
) END`;

/**
 * The worker dashboard (docs/product/applications.md): the worker's applications, newest first, joined with their shifts.
 * A shift's contact details come only with a booking (ADR 013). With each, what the worker still owes on it that only
 * the server knows: a draft timesheet to submit, a completed shift to rate ('Pending Actions').
 */
export async function listMyApplications(ctx: AppContext, workerId: string): Promise<MyApplicationsDto> {
  const rows = await ctx.db
    .select({
      application: applicationColumns,
      shift: shiftColumns,
      completedAt: shiftApplications.completedAt,
      timesheetStatus: timesheets.status,
      timesheetCreatedAt: timesheets.createdAt,
      workerRatingId: ratings.id,
      lateCancellationCents: lateCancellationCentsSql,
      lateCancellationPaidAt: lateCancellationPaidAtSql,
    })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    // One timesheet per booking, one rating per booking and side (their unique indexes).
    .leftJoin(timesheets, eq(timesheets.applicationId, shiftApplications.id))
    .leftJoin(ratings, and(eq(ratings.applicationId, shiftApplications.id), eq(ratings.raterRole, 'talent')))
    .where(eq(shiftApplications.workerId, workerId))
    .orderBy(desc(shiftApplications.appliedAt), desc(shiftApplications.id))
    .limit(MY_APPLICATIONS_LIMIT);
  // The businesses' reliability on the offers and bookings, in one query (docs/product/trust.md, "Reliability").
  const businesses = await loadBusinessReliability(
    ctx.db,
    rows.map(({ shift }) => shift.managerId),
    ctx.now(),
  );
  // The businesses' rating averages on the offers and bookings (docs/product/trust.md, "Ratings").
  const businessRatings = await loadBusinessRatings(
    ctx.db,
    rows.map(({ shift }) => shift.managerId),
  );
  const now = ctx.now();
  return {
    applications: rows.map(({ application, shift, ...owed }) => ({
      ...toApplicationDto(application),
      submitTimesheetBy:
        submitTimesheetBy(
          owed.timesheetStatus && owed.timesheetCreatedAt
            ? { status: owed.timesheetStatus, createdAt: owed.timesheetCreatedAt }
            : null,
        )?.toISOString() ?? null,
      rateBy:
        rateBy(
          { completedAt: owed.completedAt, ratedByWorker: owed.workerRatingId !== null },
          now,
        )?.toISOString() ?? null,
      lateCancellationPay:
        owed.lateCancellationCents && owed.lateCancellationCents > 0
          ? {
              amountCents: owed.lateCancellationCents,
              paidAt: owed.lateCancellationPaidAt
                ? new Date(owed.lateCancellationPaidAt).toISOString()
                : null,
            }
          : null,
      shift: {
        ...toWorkerShiftDto(shift, application.status),
        businessReliability: businessReliabilityOf(businesses, shift.managerId),
        businessRating: businessRatingOf(businessRatings, shift.managerId),
      },
    })),
  };
}

import { desc, eq } from 'drizzle-orm';
import type { MyApplicationsDto } from '../../../shared/marketplace/types';
import { applicationColumns, toApplicationDto } from '../../booking/application-dto';
import { shiftColumns, toWorkerShiftDto } from '../../booking/shift-dto';
import type { AppContext } from '../../context';
import { shiftApplications, shifts } from '../../db/schema';
import { businessRatingOf, loadBusinessRatings } from '../../trust/load-rating-summaries';
import { businessReliabilityOf, loadBusinessReliability } from '../../trust/load-reliability';

// The dashboard shows a worker's applications in three tabs with counts; this bounds one response.
export const MY_APPLICATIONS_LIMIT = 200;

/**
 * The worker dashboard (docs/product/applications.md): the worker's applications, newest first, joined with their shifts.
 * A shift's contact details come only with a booking (ADR 013).
 */
export async function listMyApplications(ctx: AppContext, workerId: string): Promise<MyApplicationsDto> {
  const rows = await ctx.db
    .select({ application: applicationColumns, shift: shiftColumns })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
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
  const ratings = await loadBusinessRatings(
    ctx.db,
    rows.map(({ shift }) => shift.managerId),
  );
  return {
    applications: rows.map(({ application, shift }) => ({
      ...toApplicationDto(application),
      shift: {
        ...toWorkerShiftDto(shift, application.status),
        businessReliability: businessReliabilityOf(businesses, shift.managerId),
        businessRating: businessRatingOf(ratings, shift.managerId),
      },
    })),
  };
}

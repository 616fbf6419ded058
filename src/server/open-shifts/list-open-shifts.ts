import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpenShiftFilters } from '../../shared/marketplace/open-shift-filters';
import type { OpenShiftsPageDto } from '../../shared/marketplace/types';
import { isUuid } from '../../shared/uuid';
import { bookedElsewhereSql } from '../booking/overlapping-booking';
import { shiftColumns, toShiftDto } from '../booking/shift-dto';
import type { AppContext } from '../context';
import { shiftApplications, shifts } from '../db/schema';
import { decodeCursor, keysetPage } from '../lib/keyset-cursor';
import { businessRatingOf } from '../trust/load-rating-summaries';
import { businessReliabilityOf } from '../trust/load-reliability';
import { shiftVisibleToAnyoneSql, shiftVisibleToWorkerSql } from '../trust/visibility-sql';
import { loadBusinessFigures } from './business-figures';
import { openShiftFiltersSql, shiftZipSql } from './open-shift-filters-sql';
import { shiftCanTakeWorkerSql } from './shift-availability-sql';
import { distanceFrom, nearFilter } from './zip-centroids';

export const OPEN_SHIFTS_PAGE_SIZE = 20;

/**
 * /shifts (docs/product/shifts.md, "Open shifts" and "Visibility"): open shifts whose start is later than now, soonest
 * first, keyset-paginated on (starts_at, id) so page 500 costs what page 1 costs. Filled shifts are left
 * out: nobody can take them. A talent caller learns, in the same query, which ones they applied to.
 */
export async function listOpenShifts(
  ctx: AppContext,
  /** `ids`: only these shifts (a 'Best match' page, list-best-match-shifts.ts, which orders them itself). */
  options: { viewerId?: string; cursor?: string; limit?: number; ids?: string[]; filters?: OpenShiftFilters },
): Promise<OpenShiftsPageDto> {
  const limit = options.limit ?? OPEN_SHIFTS_PAGE_SIZE;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const near = options.filters ? nearFilter(options.filters) : null;
  const filtered = options.filters ? openShiftFiltersSql(options.filters, ctx.now(), near?.zips) : null;
  const query = ctx.db
    .select({
      shift: shiftColumns,
      applicationId: shiftApplications.id,
      applicationStatus: shiftApplications.status,
      // 'Booked elsewhere at that time' before 'Apply' (docs/product/applications.md, "No overlapping bookings").
      bookedElsewhere: options.viewerId
        ? bookedElsewhereSql(sql`${options.viewerId}::uuid`, sql`${shifts.id}`)
        : sql<boolean>`false`.mapWith(Boolean),
      // 'Only vetted workers can apply' before 'Apply' (docs/product/operations.md, "Vetting"), and whether that
      // refuses this worker (a profile not approved).
      vettedOnly:
        sql<boolean>`coalesce((select ma.vetted_only from manager_accounts ma where ma.user_id = ${shifts.managerId}), false)`.mapWith(
          Boolean,
        ),
      vettedOnlyRefusesViewer: options.viewerId
        ? sql<boolean>`coalesce((select ma.vetted_only from manager_accounts ma where ma.user_id = ${shifts.managerId}), false)
            and not coalesce((select tp.approved from talent_profiles tp where tp.user_id = ${options.viewerId}::uuid), false)`.mapWith(
            Boolean,
          )
        : sql<boolean>`false`.mapWith(Boolean),
      // '3.2 mi away' (docs/product/shifts.md, "Filters"): only with a distance filter.
      zip: near ? shiftZipSql : sql<string | null>`null`,
    })
    .from(shifts)
    .leftJoin(
      shiftApplications,
      and(
        eq(shiftApplications.shiftId, shifts.id),
        // Anonymous callers and managers join nothing.
        options.viewerId ? eq(shiftApplications.workerId, options.viewerId) : sql`false`,
      ),
    )
    .where(
      and(
        shiftCanTakeWorkerSql(ctx.now()),
        // As one array parameter, so the statement's text does not vary with the number of ids.
        options.ids
          ? sql`${shifts.id} = any(string_to_array(${options.ids.filter(isUuid).join(',')}, ',')::uuid[])`
          : undefined,
        // Blocks and 'Favourites first' (docs/product/trust.md, "Favourites and blocks"): a talent sees what the
        // rule lets them see; everyone else (and the anonymous cache) no shift whose window is still running.
        options.viewerId
          ? shiftVisibleToWorkerSql(options.viewerId, ctx.now())
          : shiftVisibleToAnyoneSql(ctx.now()),
        filtered ?? undefined,
        after
          ? sql`(${shifts.startsAt}, ${shifts.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .limit(limit + 1);
  // One text per (signed-in worker or not, ids or not, cursor or not): a named statement on PostgreSQL, parsed and
  // planned once per pooled connection instead of on each request (its planning cost more than its run).
  const name = `tb_open_shifts_${options.viewerId ? 'worker' : 'anyone'}${options.ids ? '_ids' : ''}${after ? '_after' : ''}`;
  // A filtered page's text varies with its filters (docs/product/shifts.md, "Filters"): planned each time.
  const [rows, withoutZip] = await Promise.all([
    filtered ? query : query.prepare(name).execute(),
    near && !after && options.filters ? countWithoutZip(ctx, options.filters, options.viewerId) : undefined,
  ]);

  const { page, nextCursor } = keysetPage(rows, limit, ({ shift }) => ({ at: shift.startsAt, id: shift.id }));
  // The businesses' reliability (docs/product/trust.md, "Reliability") and rating averages ("Ratings") for the page's
  // shifts: one query each, side by side, for the businesses not read in the last few seconds (business-figures.ts).
  const figures = await loadBusinessFigures(
    ctx,
    page.map((row) => row.shift.managerId),
  );
  return {
    shifts: page.map(
      ({
        shift,
        applicationId,
        applicationStatus,
        bookedElsewhere,
        vettedOnly,
        vettedOnlyRefusesViewer,
        zip,
      }) => ({
        ...toShiftDto(shift),
        myApplication:
          applicationId && applicationStatus ? { id: applicationId, status: applicationStatus } : null,
        // The signed-in worker's match is added by open-shifts-for.ts (docs/decisions/018-match-score.md).
        match: null,
        businessReliability: businessReliabilityOf(figures.reliability, shift.managerId),
        businessRating: businessRatingOf(figures.ratings, shift.managerId),
        // 'Hide this business' needs the business's account; only a signed-in worker gets it.
        businessId: options.viewerId ? shift.managerId : null,
        bookedElsewhere,
        vettedOnly,
        vettedOnlyRefusesViewer,
        ...(near ? { distanceMiles: distanceFrom(near.center, zip) } : {}),
      }),
    ),
    nextCursor,
    ...(withoutZip === undefined ? {} : { withoutZip }),
  };
}

/**
 * The shifts a distance filter leaves out for want of a ZIP code, counted under the other filters so the page can
 * say so rather than drop them silently (docs/product/shifts.md, "Filters").
 */
async function countWithoutZip(
  ctx: AppContext,
  filters: OpenShiftFilters,
  viewerId?: string,
): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(shifts)
    .where(
      and(
        shiftCanTakeWorkerSql(ctx.now()),
        viewerId ? shiftVisibleToWorkerSql(viewerId, ctx.now()) : shiftVisibleToAnyoneSql(ctx.now()),
        openShiftFiltersSql(filters, ctx.now(), [], { withoutDistance: true }) ?? undefined,
        sql`${shiftZipSql} is null`,
      ),
    );
  return row?.count ?? 0;
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpenShiftsPageDto } from '../../../shared/marketplace/types';
import type { AppContext } from '../../context';
import { shiftApplications, shifts } from '../../db/schema';
import { decodeCursor, encodeCursor } from './keyset-cursor';
import { shiftCanTakeWorkerSql } from './shift-availability-sql';
import { shiftColumns, toShiftDto } from './shift-dto';

export const OPEN_SHIFTS_PAGE_SIZE = 20;

/**
 * /shifts (docs/product/shifts.md, "Open shifts" and "Visibility"): open shifts whose start is later than now, soonest
 * first, keyset-paginated on (starts_at, id) so page 500 costs what page 1 costs. Filled shifts are left
 * out: nobody can take them (issue 4). A talent caller learns, in the same query, which ones they applied to.
 */
export async function listOpenShifts(
  ctx: AppContext,
  options: { viewerId?: string; cursor?: string; limit?: number },
): Promise<OpenShiftsPageDto> {
  const limit = options.limit ?? OPEN_SHIFTS_PAGE_SIZE;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await ctx.db
    .select({
      shift: shiftColumns,
      applicationId: shiftApplications.id,
      applicationStatus: shiftApplications.status,
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
        after
          ? sql`(${shifts.startsAt}, ${shifts.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page.at(-1)?.shift;
  return {
    shifts: page.map(({ shift, applicationId, applicationStatus }) => ({
      ...toShiftDto(shift),
      myApplication:
        applicationId && applicationStatus ? { id: applicationId, status: applicationStatus } : null,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.startsAt, id: last.id }) : null,
  };
}

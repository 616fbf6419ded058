import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { OpenShiftsPageDto } from '../../../shared/marketplace/types';
import type { AppContext } from '../../context';
import { shiftApplications, shifts } from '../../db/schema';
import { decodeCursor, encodeCursor } from './keyset-cursor';
import { shiftColumns, toShiftDto } from './shift-dto';

export const OPEN_SHIFTS_PAGE_SIZE = 20;

/**
 * Spec §2 /shifts, §4 visibility, §7 calls 8 and 10: open shifts whose start is later than now, soonest
 * first, keyset-paginated on (starts_at, id) so page 500 costs what page 1 costs. Filled shifts are left
 * out: nobody can take them (issue 4). A talent caller learns which ones they applied to.
 */
export async function listOpenShifts(
  ctx: AppContext,
  options: { viewerId?: string; cursor?: string; limit?: number },
): Promise<OpenShiftsPageDto> {
  const limit = options.limit ?? OPEN_SHIFTS_PAGE_SIZE;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await ctx.db
    .select(shiftColumns)
    .from(shifts)
    .where(
      and(
        eq(shifts.status, 'open'),
        gt(shifts.startsAt, ctx.now()),
        lt(shifts.acceptedCount, shifts.maxApplications),
        after
          ? sql`(${shifts.startsAt}, ${shifts.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const mine = new Map<string, { id: string; status: (typeof shiftApplications.$inferSelect)['status'] }>();
  if (options.viewerId && page.length > 0) {
    const applications = await ctx.db
      .select({
        id: shiftApplications.id,
        shiftId: shiftApplications.shiftId,
        status: shiftApplications.status,
      })
      .from(shiftApplications)
      .where(
        and(
          eq(shiftApplications.workerId, options.viewerId),
          inArray(
            shiftApplications.shiftId,
            page.map((row) => row.id),
          ),
        ),
      );
    for (const a of applications) mine.set(a.shiftId, { id: a.id, status: a.status });
  }
  const last = page.at(-1);
  return {
    shifts: page.map((row) => ({ ...toShiftDto(row), myApplication: mine.get(row.id) ?? null })),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.startsAt, id: last.id }) : null,
  };
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { ManagerShiftsPageDto } from '../../../shared/marketplace/types';
import type { AppContext } from '../../context';
import { shifts } from '../../db/schema';
import { decodeCursor, encodeCursor } from './keyset-cursor';
import { shiftIsVisibleSql } from './shift-availability-sql';
import { shiftColumns, toShiftWithContactDto } from './shift-dto';

export const MANAGER_SHIFTS_PAGE_SIZE = 20;

/**
 * /manage-shifts (docs/product/shifts.md, "The manager's shifts" and "Visibility"): the manager's own upcoming shifts, newest first,
 * with their accepted counts (kept on the row) and how many applied. Ownership is by id, not e-mail.
 */
export async function listManagerShifts(
  ctx: AppContext,
  managerId: string,
  options: { cursor?: string; limit?: number } = {},
): Promise<ManagerShiftsPageDto> {
  const limit = options.limit ?? MANAGER_SHIFTS_PAGE_SIZE;
  const before = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await ctx.db
    .select({
      ...shiftColumns,
      // Spelled out: Drizzle renders a bare column inside a select field without its table name.
      applicationCount: sql<number>`(select count(*)::int from shift_applications sa where sa.shift_id = "shifts"."id")`,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.managerId, managerId),
        shiftIsVisibleSql(ctx.now()),
        before
          ? sql`(${shifts.createdAt}, ${shifts.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(shifts.createdAt), desc(shifts.id))
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    shifts: page.map(({ applicationCount, ...row }) => ({ ...toShiftWithContactDto(row), applicationCount })),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

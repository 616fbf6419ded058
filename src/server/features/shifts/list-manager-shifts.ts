import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { UNDERWAY_SHIFTS } from '../../../shared/constants';
import type { ManagerShiftsPageDto, ManagerUnderwayShiftsPageDto } from '../../../shared/marketplace/types';
import { shiftColumns, toShiftWithContactDto } from '../../booking/shift-dto';
import type { AppContext } from '../../context';
import { shifts } from '../../db/schema';
import { decodeCursor, keysetPage } from '../../lib/keyset-cursor';
import { shiftIsVisibleSql } from '../../open-shifts/shift-availability-sql';

export const MANAGER_SHIFTS_PAGE_SIZE = 20;

/** A hold on the card for one of the shift's bookings is refused: the shift shows 'Payment issue'. */
const paymentIssue = sql<boolean>`exists (select 1 from payment_holds ph where ph.shift_id = "shifts"."id" and ph.status = 'failed')`;

/**
 * The workers booked on a shift (accepted, checked in), with whether they confirmed they are coming, soonest booked
 * first: the dashboard's schedule says who is coming and who has not confirmed (docs/product/shifts.md, "The
 * manager's shifts").
 */
const bookedWorkers = sql<
  { name: string; status: 'accepted' | 'checked_in'; attendanceConfirmedAt: string | null }[]
>`(
  select coalesce(json_agg(json_build_object(
    'name', coalesce(tp.name, u.email),
    'status', sa.status,
    'attendanceConfirmedAt', to_char(sa.attendance_confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by sa.accepted_at, sa.id), '[]'::json)
  from shift_applications sa
  join users u on u.id = sa.worker_id
  left join talent_profiles tp on tp.user_id = sa.worker_id
  where sa.shift_id = "shifts"."id" and sa.status in ('accepted', 'checked_in')
)`;

/**
 * /manage-shifts (docs/product/shifts.md, "The manager's shifts" and "Visibility"): the manager's own upcoming shifts,
 * soonest first (keyset on (starts_at, id) over shifts_manager_start_idx), or with `when: 'past'` the shifts that
 * have started, latest first, so every past shift stays reachable. With their accepted counts (kept on the row), how
 * many applied, and who is booked. Ownership is by id, not e-mail.
 */
export async function listManagerShifts(
  ctx: AppContext,
  managerId: string,
  options: { cursor?: string; limit?: number; when?: 'upcoming' | 'past' } = {},
): Promise<ManagerShiftsPageDto> {
  const limit = options.limit ?? MANAGER_SHIFTS_PAGE_SIZE;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const past = options.when === 'past';
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      ...shiftColumns,
      // Spelled out: Drizzle renders a bare column inside a select field without its table name.
      applicationCount: sql<number>`(select count(*)::int from shift_applications sa where sa.shift_id = "shifts"."id")`,
      paymentIssue,
      bookedWorkers,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.managerId, managerId),
        past ? lte(shifts.startsAt, now) : shiftIsVisibleSql(now),
        after
          ? past
            ? sql`(${shifts.startsAt}, ${shifts.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
            : sql`(${shifts.startsAt}, ${shifts.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...(past ? [desc(shifts.startsAt), desc(shifts.id)] : [asc(shifts.startsAt), asc(shifts.id)]))
    .limit(limit + 1);

  const { page, nextCursor } = keysetPage(rows, limit, (row) => ({ at: row.startsAt, id: row.id }));
  return {
    shifts: page.map(({ applicationCount, paymentIssue, bookedWorkers, ...row }) => ({
      ...toShiftWithContactDto(row),
      applicationCount,
      paymentIssue,
      bookedWorkers,
    })),
    nextCursor,
  };
}

/**
 * /manage-shifts, 'Today and in progress' (docs/product/shifts.md, "The manager's shifts"): the manager's shifts that
 * have started (not cancelled) and ended less than 4 h ago or still have timesheets to decide (draft or submitted),
 * latest start first, keyset on (starts_at, id) over shifts_manager_start_idx, so the manager reaches a shift in
 * progress (attendance, check-in code) and one that just ended (timesheets). Display status ('IN PROGRESS' /
 * 'COMPLETED') follows from the times on the client (shift-status.ts).
 */
export async function listManagerUnderwayShifts(
  ctx: AppContext,
  managerId: string,
  options: { cursor?: string; limit?: number } = {},
): Promise<ManagerUnderwayShiftsPageDto> {
  const limit = options.limit ?? MANAGER_SHIFTS_PAGE_SIZE;
  const before = options.cursor ? decodeCursor(options.cursor) : null;
  const now = ctx.now();
  const toDecide = sql<number>`(select count(*)::int from timesheets ts where ts.shift_id = "shifts"."id" and ts.status in ('draft', 'submitted'))`;
  const rows = await ctx.db
    .select({
      ...shiftColumns,
      applicationCount: sql<number>`(select count(*)::int from shift_applications sa where sa.shift_id = "shifts"."id")`,
      paymentIssue,
      bookedWorkers,
      timesheetsToDecide: toDecide,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.managerId, managerId),
        lte(shifts.startsAt, now),
        gte(shifts.startsAt, new Date(now.getTime() - UNDERWAY_SHIFTS.lookbackMs)),
        ne(shifts.status, 'cancelled'),
        sql`(${shifts.endsAt} > ${new Date(now.getTime() - UNDERWAY_SHIFTS.afterEndMs).toISOString()}::timestamptz or ${toDecide} > 0)`,
        before
          ? sql`(${shifts.startsAt}, ${shifts.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(shifts.startsAt), desc(shifts.id))
    .limit(limit + 1);

  const { page, nextCursor } = keysetPage(rows, limit, (row) => ({ at: row.startsAt, id: row.id }));
  return {
    shifts: page.map(({ applicationCount, paymentIssue, bookedWorkers, timesheetsToDecide, ...row }) => ({
      ...toShiftWithContactDto(row),
      applicationCount,
      paymentIssue,
      bookedWorkers,
      timesheetsToDecide,
    })),
    nextCursor,
  };
}

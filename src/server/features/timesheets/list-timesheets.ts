// The timesheet lists, the worker's earnings and the manager's hours and cost
// (docs/product/attendance.md, "Timesheets" and "Earnings").
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import {
  DECIDED_STATUSES,
  earningsPeriods,
  type TimesheetStatusName,
  weekStart,
} from '../../../shared/domain/timesheet';
import { TIMESHEET_MESSAGES } from '../../../shared/marketplace/timesheet-messages';
import type { EarningsDto, TimesheetCostsDto } from '../../../shared/schemas/responses/timesheets';
import type { AppContext } from '../../context';
import { shifts, timesheets } from '../../db/schema';
import { notFoundUnlessUuid } from '../../lib/app-error';
import { selectManagerTimesheetDtos, selectTimesheetDtos, withMoneyTimelines } from './timesheet-dto';

type ListQuery = {
  shiftId?: string;
  status?: TimesheetStatusName;
  flagged?: 'true' | 'false';
  page: number;
  pageSize: number;
};

/** GET /api/timesheets: a manager's across their shifts, a worker's their own; newest shift first, paginated. */
export async function listTimesheets(ctx: AppContext, user: { id: string; role: Role }, query: ListQuery) {
  const where: SQL[] = [
    user.role === 'manager' ? eq(timesheets.managerId, user.id) : eq(timesheets.workerId, user.id),
  ];
  if (query.shiftId) where.push(eq(timesheets.shiftId, query.shiftId));
  if (query.status) where.push(eq(timesheets.status, query.status));
  if (query.flagged) where.push((query.flagged === 'true' ? isNotNull : isNull)(timesheets.flaggedReason));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    (user.role === 'manager' ? selectManagerTimesheetDtos : selectTimesheetDtos)(ctx.db)
      .where(filter)
      .orderBy(desc(shifts.startsAt), timesheets.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(timesheets).where(filter),
  ]);
  return {
    timesheets: await withMoneyTimelines(ctx.db, rows, user.role === 'manager' ? 'manager' : 'worker'),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/shifts/:shiftId/timesheets: one shift's, for its manager (another manager's shift is not found). */
export async function listShiftTimesheets(ctx: AppContext, managerId: string, shiftId: string) {
  const notFound = notFoundUnlessUuid(shiftId, TIMESHEET_MESSAGES.shiftNotFound);
  const [shift] = await ctx.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.managerId, managerId)));
  if (!shift) throw notFound;
  const rows = await selectManagerTimesheetDtos(ctx.db)
    .where(eq(timesheets.shiftId, shiftId))
    .orderBy(timesheets.createdAt);
  return {
    timesheets: await withMoneyTimelines(ctx.db, rows, 'manager'),
    total: rows.length,
    page: 1,
    pageSize: Math.max(1, rows.length),
  };
}

/** Each timesheet's minutes, pay and status with its shift's title, date and zone: what earnings and costs add up. */
const selectTimesheetFigures = (ctx: AppContext) =>
  ctx.db
    .select({
      shiftId: shifts.id,
      positionTitle: shifts.positionTitle,
      shiftDate: shifts.shiftDate,
      timeZone: shifts.timeZone,
      minutes: timesheets.workedMinutes,
      payCents: timesheets.payCents,
      status: timesheets.status,
    })
    .from(timesheets)
    .innerJoin(shifts, eq(shifts.id, timesheets.shiftId));

/**
 * The worker's earnings: approved pay (approved, adjusted or disputed) of shifts dated this week (Monday first), this
 * month and this year, each shift's date and "today" read in that shift's zone.
 */
export async function workerEarnings(ctx: AppContext, workerId: string): Promise<EarningsDto> {
  const now = ctx.now();
  const yearAgo = new Date(now.getTime() - 370 * 86_400_000);
  const rows = await selectTimesheetFigures(ctx).where(
    and(eq(timesheets.workerId, workerId), inArray(timesheets.status, [...DECIDED_STATUSES])),
  );
  const sums: EarningsDto = {
    week: { minutes: 0, payCents: 0 },
    month: { minutes: 0, payCents: 0 },
    year: { minutes: 0, payCents: 0 },
  };
  for (const row of rows) {
    if (new Date(`${row.shiftDate}T00:00:00Z`) < yearAgo) continue;
    const periods = earningsPeriods(row.shiftDate, now, row.timeZone);
    for (const period of ['week', 'month', 'year'] as const) {
      if (!periods[period]) continue;
      sums[period].minutes += row.minutes;
      sums[period].payCents += row.payCents;
    }
  }
  return sums;
}

/** The manager's hours and cost per shift and per week (weeks of the shift dates, Monday first); most recent first. */
export async function managerCosts(ctx: AppContext, managerId: string): Promise<TimesheetCostsDto> {
  const rows = await selectTimesheetFigures(ctx)
    .where(eq(timesheets.managerId, managerId))
    .orderBy(desc(shifts.startsAt));
  const byShift = new Map<string, TimesheetCostsDto['shifts'][number]>();
  const byWeek = new Map<string, TimesheetCostsDto['weeks'][number]>();
  for (const row of rows) {
    const approved = (DECIDED_STATUSES as readonly string[]).includes(row.status) ? row.payCents : 0;
    const shift = byShift.get(row.shiftId) ?? {
      shiftId: row.shiftId,
      positionTitle: row.positionTitle,
      shiftDate: row.shiftDate,
      minutes: 0,
      payCents: 0,
      approvedCents: 0,
      count: 0,
    };
    shift.minutes += row.minutes;
    shift.payCents += row.payCents;
    shift.approvedCents += approved;
    shift.count += 1;
    byShift.set(row.shiftId, shift);
    const start = weekStart(row.shiftDate);
    const week = byWeek.get(start) ?? { weekStart: start, minutes: 0, payCents: 0, approvedCents: 0 };
    week.minutes += row.minutes;
    week.payCents += row.payCents;
    week.approvedCents += approved;
    byWeek.set(start, week);
  }
  return {
    shifts: [...byShift.values()].slice(0, 50),
    weeks: [...byWeek.values()].sort((a, b) => b.weekStart.localeCompare(a.weekStart)).slice(0, 12),
  };
}

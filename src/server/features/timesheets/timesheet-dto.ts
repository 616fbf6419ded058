// A timesheet as both sides see it (docs/product/attendance.md, "Timesheets").
import { eq, sql } from 'drizzle-orm';
import { claimFigures } from '../../../shared/domain/timesheet-claims';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import {
  type TimesheetTimesRow,
  timesheetTimesColumns,
  toTimesheetTimes,
} from '../../booking/timesheet-times';
import type { Db } from '../../db/client';
import { shiftApplications, shifts, talentProfiles, timesheets, users } from '../../db/schema';
import type { Tx } from '../../messaging/outbox';
import { movementsOfTimesheets } from '../../money/movements';
import { moneyTimeline, type Side } from '../../money/timeline';
import { isFavouriteOfSql } from '../../trust/visibility-sql';

/**
 * The columns of a timesheet's DTO: its row, its shift's names, zone and times, the times recorded on its booking,
 * the worker's name.
 */
export const timesheetDtoColumns = {
  row: timesheets,
  businessName: shifts.businessName,
  positionTitle: shifts.positionTitle,
  ...timesheetTimesColumns,
  workerName: talentProfiles.name,
  workerEmail: users.email,
};

type Row = TimesheetTimesRow & {
  row: typeof timesheets.$inferSelect;
  businessName: string;
  positionTitle: string;
  workerName: string | null;
  workerEmail: string;
  /** Only in the manager's lists (selectManagerTimesheetDtos): the star is the manager's own business. */
  workerFavourite?: boolean;
};

/** Selects timesheets with what their DTO needs; the caller adds where, order and paging. */
export const selectTimesheetDtos = (tx: Tx) =>
  tx
    .select(timesheetDtoColumns)
    .from(timesheets)
    .innerJoin(shifts, eq(shifts.id, timesheets.shiftId))
    .innerJoin(shiftApplications, eq(shiftApplications.id, timesheets.applicationId))
    .innerJoin(users, eq(users.id, timesheets.workerId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, timesheets.workerId));

/** As selectTimesheetDtos, with the manager's star on each worker (docs/product/trust.md, "Favourites and blocks"). */
export const selectManagerTimesheetDtos = (tx: Tx) =>
  tx
    .select({
      ...timesheetDtoColumns,
      workerFavourite: isFavouriteOfSql(
        sql`"timesheets"."manager_id"`,
        sql`"timesheets"."worker_id"`,
      ).mapWith(Boolean),
    })
    .from(timesheets)
    .innerJoin(shifts, eq(shifts.id, timesheets.shiftId))
    .innerJoin(shiftApplications, eq(shiftApplications.id, timesheets.applicationId))
    .innerJoin(users, eq(users.id, timesheets.workerId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, timesheets.workerId));

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toTimesheetDto(r: Row): TimesheetDto {
  const t = r.row;
  return {
    id: t.id,
    applicationId: t.applicationId,
    shiftId: t.shiftId,
    workerId: t.workerId,
    workerName: r.workerName ?? r.workerEmail,
    ...(r.workerFavourite === undefined ? {} : { workerFavourite: r.workerFavourite }),
    businessName: r.businessName,
    positionTitle: r.positionTitle,
    ...toTimesheetTimes(t, r),
    breakMinutes: t.breakMinutes,
    workedMinutes: t.workedMinutes,
    hourlyRateCents: t.hourlyRateCents,
    payCents: t.payCents,
    status: t.status,
    source: t.source,
    workerNote: t.workerNote,
    adjustReason: t.adjustReason,
    createdAt: t.createdAt.toISOString(),
    submittedAt: iso(t.submittedAt),
    approvedAt: iso(t.approvedAt),
    approvedBy: t.approvedBy,
    disputedAt: iso(t.disputedAt),
    disputeNote: t.disputeNote,
    flag: t.flaggedReason
      ? {
          reason: t.flaggedReason,
          ...claimFigures(t, { startsAt: r.shiftStartsAt, endsAt: r.shiftEndsAt }),
        }
      : null,
    money: null,
  };
}

/** The DTOs with their money timelines (the reader's side of it), read in one query for the page. */
export async function withMoneyTimelines(
  db: Pick<Db, 'select'>,
  rows: Row[],
  side: Side,
): Promise<TimesheetDto[]> {
  const movements = await movementsOfTimesheets(
    db,
    rows.filter((r) => r.row.approvedAt).map((r) => r.row.id),
  );
  return rows.map((r) => ({
    ...toTimesheetDto(r),
    money: moneyTimeline(r.row.approvedAt, movements.get(r.row.id), side),
  }));
}

/** One timesheet's DTO, read in the caller's transaction (after its change). */
export async function loadTimesheetDto(tx: Tx, id: string): Promise<TimesheetDto> {
  const [row] = await selectTimesheetDtos(tx).where(eq(timesheets.id, id)).limit(1);
  return toTimesheetDto(row!);
}

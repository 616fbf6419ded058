// Shared by the timesheet API tests (timesheets*.test.ts): a booked worker brought to a
// checked-in booking with a timesheet created at check-out through createTimesheet (the contract the check-out
// calls), the routes, and what was stored. The clock is moved (t.ctx.clock.now) instead of sleeping.
import { eq } from 'drizzle-orm';
import { createSession } from '../../src/server/auth/sessions';
import { createTimesheet } from '../../src/server/booking/create-timesheet';
import {
  scheduledJobs,
  shiftApplications,
  shifts,
  talentProfiles,
  timesheets,
  workHistoryStamps,
} from '../../src/server/db/schema';
import type { ShiftFormInput } from '../../src/shared/schemas/shifts';
import { owedAmounts } from '../support/ledger';
import { as, booked, shiftOf, t } from './cancellations-fixtures';
import { at } from './clock';

export { as, t };

/**
 * A shift three days ahead (09:00-15:00, 30 min break, $18.50/h, unless overridden), a booked worker checked in at
 * the start and out at `checkOutAt` (the end by default); the clock is left at the check-out.
 */
export async function workedShift(
  overrides: Partial<ShiftFormInput> = {},
  times: { checkInAt?: (s: Date, e: Date) => Date; checkOutAt?: (s: Date, e: Date) => Date } = {},
) {
  const { owner, shift } = await shiftOf(overrides);
  const worker = await booked(owner, shift.id);
  const timesheetId = await checkInAndOut(shift.id, worker.applicationId, times);
  return { owner, shift, worker, timesheetId };
}

/**
 * Checks a booked application in and out: the times recorded on the booking as the check-in and the check-out record
 * them (directly), then the check-out's createTimesheet.
 */
export async function checkInAndOut(
  shiftId: string,
  applicationId: string,
  times: { checkInAt?: (s: Date, e: Date) => Date; checkOutAt?: (s: Date, e: Date) => Date } = {},
) {
  const [row] = await t.ctx.db.select().from(shifts).where(eq(shifts.id, shiftId));
  const shift = row!;
  const checkInAt = times.checkInAt?.(shift.startsAt, shift.endsAt) ?? shift.startsAt;
  const checkOutAt = times.checkOutAt?.(shift.startsAt, shift.endsAt) ?? shift.endsAt;
  at(checkOutAt);
  return t.ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .update(shiftApplications)
      .set({ status: 'checked_in', checkedInAt: checkInAt, checkedOutAt: checkOutAt })
      .where(eq(shiftApplications.id, applicationId))
      .returning();
    const created = await createTimesheet(tx, t.ctx, {
      application: application!,
      shift,
      checkInAt,
      checkOutAt,
      source: 'worker',
    });
    return created.id;
  });
}

type Who = Parameters<typeof as>[0];
/** 'Correct times' is a PATCH, which the shared test client does not send: signed in at the moved clock, as `as` does. */
export async function correct(who: NonNullable<Who>, id: string, payload: Record<string, unknown>) {
  const session = await createSession(t.ctx.db, who.userId, { ip: null, userAgent: null }, t.ctx.now());
  return t.app.inject({
    method: 'PATCH',
    url: `/api/timesheets/${id}`,
    headers: { cookie: `tb_session=${session.token}` },
    payload,
  });
}
export const submit = async (who: Who, id: string) => (await as(who)).post(`/api/timesheets/${id}/submit`);
export const approve = async (who: Who, id: string) => (await as(who)).post(`/api/timesheets/${id}/approve`);
export const adjust = async (who: Who, id: string, body: Record<string, unknown>) =>
  (await as(who)).post(`/api/timesheets/${id}/adjust`, body);
export const dispute = async (who: Who, id: string, note: string) =>
  (await as(who)).post(`/api/timesheets/${id}/dispute`, { note });
export const approveAll = async (who: Who, shiftId: string) =>
  (await as(who)).post(`/api/shifts/${shiftId}/timesheets/approve-all`);

export const timesheetRow = async (id: string) =>
  (await t.ctx.db.select().from(timesheets).where(eq(timesheets.id, id)))[0]!;
export const applicationStatus = async (id: string) =>
  (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.id, id)))[0]!.status;
export const payLedger = (applicationId: string) =>
  owedAmounts(t.ctx.db, { applicationId, kind: 'timesheet_pay' });
export const shiftsCompleted = async (userId: string) =>
  (await t.ctx.db.select().from(talentProfiles).where(eq(talentProfiles.userId, userId)))[0]!.shiftsCompleted;
export const stampsOf = (userId: string) =>
  t.ctx.db.select().from(workHistoryStamps).where(eq(workHistoryStamps.workerId, userId));
export const jobsOf = (subjectId: string) =>
  t.ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, subjectId));

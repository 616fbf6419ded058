// Shared by the attendance API tests of attendance-*.test.ts: the manager's attendance list, 'Mark
// as arrived', 'Mark no-show', the automatic no-show and appeals. Builds on the cancellation fixtures (a booked worker
// on a shift three days ahead, 09:00-15:00 with a 30 min break at $18.50/h); the clock is moved, nothing sleeps.
import { and, eq } from 'drizzle-orm';
import { appeals, scheduledJobs, timesheets } from '../../src/server/db/schema';
import { as, t } from './cancellations-fixtures';

export * from './cancellations-fixtures';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

type Account = { userId: string; token: string } | null;
type Timed = { startsAt: string | Date; endsAt: string | Date };

/** Moves the clock to the shift's start (or end) plus `ms`. */
export const atStart = (shift: Timed, ms = 0) => {
  t.ctx.clock.now = new Date(new Date(shift.startsAt).getTime() + ms);
  return t.ctx.clock.now;
};
export const atEnd = (shift: Timed, ms = 0) => {
  t.ctx.clock.now = new Date(new Date(shift.endsAt).getTime() + ms);
  return t.ctx.clock.now;
};
/** An instant relative to the shift's start, as the API takes it. */
export const startPlus = (shift: Timed, ms: number) =>
  new Date(new Date(shift.startsAt).getTime() + ms).toISOString();

export const attendanceOf = async (who: Account, shiftId: string) =>
  (await as(who)).get(`/api/shifts/${shiftId}/attendance`);
export const markArrived = async (
  who: Account,
  applicationId: string,
  body: { arrivedAt?: string; leftAt?: string | null; reason?: string },
) => (await as(who)).post(`/api/applications/${applicationId}/mark-arrived`, body);
export const markNoShow = async (who: Account, applicationId: string) =>
  (await as(who)).post(`/api/applications/${applicationId}/no-show`);
export const appeal = async (who: Account, subjectId: string, note = 'I was there; the manager saw me.') =>
  (await as(who)).post('/api/appeals', { subjectKind: 'no_show', subjectId, note });
export const myAppeals = async (who: Account) => (await as(who)).get('/api/appeals/mine');

export const runDue = () => t.ctx.services.scheduler.runDue();
export const noShowJobs = (applicationId: string) =>
  t.ctx.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, 'auto-no-show'), eq(scheduledJobs.subjectId, applicationId)));
export const timesheetOf = async (applicationId: string) =>
  (await t.ctx.db.select().from(timesheets).where(eq(timesheets.applicationId, applicationId)))[0] ?? null;
export const appealRows = (subjectId: string) =>
  t.ctx.db.select().from(appeals).where(eq(appeals.subjectId, subjectId));

// The manager's 'Approve', 'Adjust' and 'Approve all', and the automatic approval 48 h after
// submission (docs/product/attendance.md, "Timesheets"). Every decision is one conditional update (WHERE status is
// still undecided), so a manager's click racing the scheduler has one outcome.
import { and, eq, inArray } from 'drizzle-orm';
import { timesheetPay } from '../../../shared/domain/pay';
import { instantFromLocal, spanProblem, UNDECIDED_STATUSES } from '../../../shared/domain/timesheet';
import { TIMESHEET_MESSAGES } from '../../../shared/marketplace/timesheet-messages';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { isUuid } from '../../../shared/uuid';
import { inChangeTransaction } from '../../booking/booking-change';
import { TIMESHEET_JOB_KINDS } from '../../booking/create-timesheet';
import type { AppContext } from '../../context';
import { shifts, timesheets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import type { ScheduledJob } from '../../scheduler/scheduler';
import { completeFromTimesheet } from './complete-application';
import { loadTimesheetDto } from './timesheet-dto';
import { lockTimesheet, whileTimesheetIs } from './timesheet-lock';

/** `bulk`: 'Approve all', which leaves a flagged timesheet for the manager's own 'Approve'. */
type Decision =
  | { kind: 'approve'; bulk?: boolean }
  | { kind: 'adjust'; checkInAt: Date; checkOutAt: Date; reason: string };

/**
 * Decides a locked, undecided timesheet: approved as recorded, or adjusted (new times, pay recomputed by pay.ts,
 * the reason kept); then completes the booking. Null when it was decided meanwhile (the other click or the job won).
 * The manager may decide as soon as the timesheet exists (a draft too): deciding ends the worker's corrections, and a
 * worker who disagrees with an adjustment disputes it. A timesheet claiming more than scheduled (flagged_reason) is
 * decided only by its manager one at a time: 'flagged' for the automatic approval and for 'Approve all', checked under
 * the row lock so a correction committed meanwhile counts (docs/product/attendance.md, "Timesheets").
 */
async function decide(
  tx: Tx,
  ctx: AppContext,
  id: string,
  by: 'manager' | 'system',
  decision: Decision,
  owner: { managerId?: string },
) {
  const { timesheet, shift } = await lockTimesheet(tx, id, owner);
  if (!(UNDECIDED_STATUSES as readonly string[]).includes(timesheet.status)) return null;
  if (timesheet.flaggedReason && (by === 'system' || (decision.kind === 'approve' && decision.bulk)))
    return 'flagged' as const;
  const now = ctx.now();
  const change =
    decision.kind === 'approve'
      ? { status: 'approved' as const }
      : {
          status: 'adjusted' as const,
          checkInAt: decision.checkInAt,
          checkOutAt: decision.checkOutAt,
          adjustReason: decision.reason,
          adjustedAt: now,
          // The worker's times, for the operations team's "Use the worker's times" if the adjustment is disputed.
          workerCheckInAt: timesheet.checkInAt,
          workerCheckOutAt: timesheet.checkOutAt,
          ...timesheetPay({
            checkInAt: decision.checkInAt,
            checkOutAt: decision.checkOutAt,
            breakMinutes: timesheet.breakMinutes,
            hourlyRateCents: timesheet.hourlyRateCents,
          }),
        };
  const [decided] = await tx
    .update(timesheets)
    .set({
      ...change,
      approvedAt: now,
      approvedBy: by,
      submittedAt: timesheet.submittedAt ?? now,
      updatedAt: now,
    })
    .where(and(eq(timesheets.id, id), inArray(timesheets.status, [...UNDECIDED_STATUSES])))
    .returning();
  if (!decided) return null;
  // The pending jobs are dropped; the automatic approval running this (by 'system') is left to finish its own row.
  await ctx.services.scheduler.cancel(tx, TIMESHEET_JOB_KINDS.autoSubmit, id);
  if (by === 'manager') await ctx.services.scheduler.cancel(tx, TIMESHEET_JOB_KINDS.autoApprove, id);
  await completeFromTimesheet(tx, ctx, { timesheet: decided, shift, by });
  return decided;
}

/** 'Approve' (the shift's manager). */
export async function approveTimesheet(
  ctx: AppContext,
  managerId: string,
  id: string,
): Promise<TimesheetDto> {
  return inChangeTransaction(ctx, async (tx) => {
    const decided = await decide(tx, ctx, id, 'manager', { kind: 'approve' }, { managerId });
    if (!decided) throw new AppError('CONFLICT', TIMESHEET_MESSAGES.alreadyDecided);
    return loadTimesheetDto(tx, id);
  });
}

/** 'Adjust' (the shift's manager): times in the shift's zone, a reason required. */
export async function adjustTimesheet(
  ctx: AppContext,
  managerId: string,
  id: string,
  body: { checkInAt: string; checkOutAt: string; reason: string },
): Promise<TimesheetDto> {
  return inChangeTransaction(ctx, async (tx) => {
    const { shift } = await lockTimesheet(tx, id, { managerId });
    const checkInAt = instantFromLocal(body.checkInAt, shift.timeZone);
    const checkOutAt = instantFromLocal(body.checkOutAt, shift.timeZone);
    if (!checkInAt || !checkOutAt) throw new AppError('BAD_REQUEST', TIMESHEET_MESSAGES.invalidTime);
    const problem = spanProblem(checkInAt, checkOutAt);
    if (problem) throw new AppError('BAD_REQUEST', TIMESHEET_MESSAGES[problem]);
    const decided = await decide(
      tx,
      ctx,
      id,
      'manager',
      { kind: 'adjust', checkInAt, checkOutAt, reason: body.reason },
      { managerId },
    );
    if (!decided) throw new AppError('CONFLICT', TIMESHEET_MESSAGES.alreadyDecided);
    return loadTimesheetDto(tx, id);
  });
}

/**
 * 'Approve all' for a shift: each undecided timesheet approved as recorded, one transaction each (a timesheet the
 * job or another click decided meanwhile is skipped). Answers how many this call approved, and how many claiming more
 * than scheduled it left for the manager's own 'Approve'.
 */
export async function approveAllForShift(ctx: AppContext, managerId: string, shiftId: string) {
  if (!isUuid(shiftId)) throw new AppError('NOT_FOUND', TIMESHEET_MESSAGES.shiftNotFound);
  const [shift] = await ctx.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.managerId, managerId)))
    .limit(1);
  if (!shift) throw new AppError('NOT_FOUND', TIMESHEET_MESSAGES.shiftNotFound);
  const pending = await ctx.db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.shiftId, shiftId), inArray(timesheets.status, [...UNDECIDED_STATUSES])))
    .orderBy(timesheets.id);
  return approveEach(ctx, managerId, pending);
}

/**
 * 'Approve all submitted' across the manager's shifts (the page without a shift filter): each submitted timesheet
 * approved as recorded, one transaction each; drafts are left for their workers to correct or submit.
 */
export async function approveAllSubmitted(ctx: AppContext, managerId: string) {
  const pending = await ctx.db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.managerId, managerId), eq(timesheets.status, 'submitted')))
    .orderBy(timesheets.id);
  return approveEach(ctx, managerId, pending);
}

/**
 * Approves each of the manager's timesheets as recorded, one transaction each; the count of those this call approved
 * (one decided meanwhile by the other click or the job is not counted) and of those left for the manager's own
 * 'Approve' because they claim more than scheduled.
 */
async function approveEach(ctx: AppContext, managerId: string, pending: { id: string }[]) {
  let approved = 0;
  let leftForReview = 0;
  for (const { id } of pending) {
    const decided = await inChangeTransaction(ctx, (tx) =>
      decide(tx, ctx, id, 'manager', { kind: 'approve', bulk: true }, { managerId }),
    );
    if (decided === 'flagged') leftForReview += 1;
    else if (decided) approved += 1;
  }
  return { approved, leftForReview };
}

/**
 * The scheduler's 'timesheet-auto-approve' (48 h after submission): approves a timesheet still submitted. Idempotent:
 * one already decided is left alone, and one claiming more than scheduled stays for its manager (decide).
 */
export async function autoApproveTimesheet(ctx: AppContext, job: ScheduledJob) {
  await whileTimesheetIs(ctx, job.subjectId, 'submitted', (tx) =>
    decide(tx, ctx, job.subjectId, 'system', { kind: 'approve' }, {}),
  );
}

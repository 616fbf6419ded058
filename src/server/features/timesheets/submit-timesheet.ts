// A draft timesheet is submitted by its worker, or automatically 24 h after creation, and the 48 h
// of the manager's decision start (docs/product/attendance.md, "Timesheets").
import { and, eq } from 'drizzle-orm';
import { hoursLabel, timesheetPay } from '../../../shared/domain/pay';
import {
  approvableUntil,
  correctableUntil,
  instantFromLocal,
  spanProblem,
} from '../../../shared/domain/timesheet';
import {
  claimFigures,
  claimFlag,
  claimLabel,
  correctionWindowMessage,
  withinCorrectionWindows,
} from '../../../shared/domain/timesheet-claims';
import { dollars } from '../../../shared/marketplace/cancellation-messages';
import { TIMESHEET_MESSAGES } from '../../../shared/marketplace/timesheet-messages';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { publishApplicationChanged } from '../../booking/application-events';
import { inChangeTransaction } from '../../booking/booking-change';
import { shiftLine } from '../../booking/cancellation-notices';
import { TIMESHEET_JOB_KINDS } from '../../booking/create-timesheet';
import type { AppContext } from '../../context';
import { timesheets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import { createNotification } from '../../notifications/create-notification';
import type { ScheduledJob } from '../../scheduler/scheduler';
import { loadTimesheetDto } from './timesheet-dto';
import { lockTimesheet, whileTimesheetIs } from './timesheet-lock';

/** draft → submitted (conditional), the auto-approval scheduled 48 h on, the manager told. Null if no longer a draft. */
async function submit(
  tx: Tx,
  ctx: AppContext,
  id: string,
  owner: { workerId?: string },
  by: 'worker' | 'system',
) {
  const { timesheet, shift } = await lockTimesheet(tx, id, owner);
  if (timesheet.status !== 'draft') return null;
  const now = ctx.now();
  const [submitted] = await tx
    .update(timesheets)
    .set({ status: 'submitted', submittedAt: now, updatedAt: now })
    .where(and(eq(timesheets.id, id), eq(timesheets.status, 'draft')))
    .returning();
  if (!submitted) return null;
  // The worker's submit drops the pending automatic one; the automatic one running this finishes its own row.
  if (by === 'worker') await ctx.services.scheduler.cancel(tx, TIMESHEET_JOB_KINDS.autoSubmit, id);
  await ctx.services.scheduler.schedule(tx, {
    kind: TIMESHEET_JOB_KINDS.autoApprove,
    subjectId: id,
    runAt: approvableUntil(now),
  });
  await createNotification(tx, {
    recipientId: shift.managerId,
    senderId: timesheet.workerId,
    type: 'timesheet_submitted',
    title: 'A timesheet to approve',
    message: `The timesheet for ${shiftLine(shift)} is submitted: ${hoursLabel(submitted.workedMinutes)}, ${dollars(submitted.payCents)}. ${by === 'system' ? 'It was submitted automatically 24 hours after check-out. ' : ''}${decideWithin(submitted, shift)}`,
    data: { shiftId: shift.id, applicationId: timesheet.applicationId, timesheetId: id },
  });
  await publishApplicationChanged(
    tx,
    { workerId: timesheet.workerId, managerId: shift.managerId },
    { applicationId: timesheet.applicationId, shiftId: shift.id, status: 'checked_in' },
  );
  return submitted;
}

/**
 * The manager's deadline, or for a timesheet claiming more than scheduled what it claims: such a one waits for the
 * manager (docs/product/attendance.md, "Timesheets").
 */
function decideWithin(
  submitted: { flaggedReason: string | null; checkInAt: Date; checkOutAt: Date },
  shift: { startsAt: Date; endsAt: Date },
) {
  if (!submitted.flaggedReason)
    return 'Approve or adjust it within 48 hours; after that it is approved automatically.';
  return `It claims more than scheduled (${claimLabel(claimFigures(submitted, shift))}), so it is not approved automatically or by 'Approve all': approve or adjust it yourself.`;
}

/** The worker's 'Submit' before the 24 h are up. */
export async function submitTimesheet(ctx: AppContext, workerId: string, id: string): Promise<TimesheetDto> {
  return inChangeTransaction(ctx, async (tx) => {
    const submitted = await submit(tx, ctx, id, { workerId }, 'worker');
    if (!submitted) throw new AppError('CONFLICT', TIMESHEET_MESSAGES.notDraft);
    return loadTimesheetDto(tx, id);
  });
}

/** The scheduler's 'timesheet-auto-submit' (24 h after creation). Idempotent: a timesheet past draft is left alone. */
export async function autoSubmitTimesheet(ctx: AppContext, job: ScheduledJob) {
  await whileTimesheetIs(ctx, job.subjectId, 'draft', (tx) => submit(tx, ctx, job.subjectId, {}, 'system'));
}

/**
 * 'Correct times' (the worker, within 24 h of creation, while a draft): times in the shift's zone, a note required;
 * worked minutes and pay recomputed (pay.ts). Refused when the end is not after the start, the span exceeds 24 h, a
 * time falls outside the shift's windows (timesheet-claims.ts), or the 24 h have passed. The flag of a claim longer
 * than scheduled is set or cleared with the new times.
 */
export async function correctTimesheet(
  ctx: AppContext,
  workerId: string,
  id: string,
  body: { checkInAt: string; checkOutAt: string; note: string },
): Promise<TimesheetDto> {
  return inChangeTransaction(ctx, async (tx) => {
    const { timesheet, shift } = await lockTimesheet(tx, id, { workerId });
    const now = ctx.now();
    if (timesheet.status !== 'draft' || now >= correctableUntil(timesheet.createdAt))
      throw new AppError('CONFLICT', TIMESHEET_MESSAGES.correctionClosed);
    const checkInAt = instantFromLocal(body.checkInAt, shift.timeZone);
    const checkOutAt = instantFromLocal(body.checkOutAt, shift.timeZone);
    if (!checkInAt || !checkOutAt) throw new AppError('BAD_REQUEST', TIMESHEET_MESSAGES.invalidTime);
    const problem = spanProblem(checkInAt, checkOutAt);
    if (problem) throw new AppError('BAD_REQUEST', TIMESHEET_MESSAGES[problem]);
    if (!withinCorrectionWindows(checkInAt, checkOutAt, shift))
      throw new AppError('BAD_REQUEST', correctionWindowMessage(shift, shift.timeZone));
    const [updated] = await tx
      .update(timesheets)
      .set({
        checkInAt,
        checkOutAt,
        flaggedReason: claimFlag(checkInAt, checkOutAt, shift),
        workerNote: body.note,
        updatedAt: now,
        ...timesheetPay({
          checkInAt,
          checkOutAt,
          breakMinutes: timesheet.breakMinutes,
          hourlyRateCents: timesheet.hourlyRateCents,
        }),
      })
      .where(and(eq(timesheets.id, id), eq(timesheets.status, 'draft')))
      .returning({ id: timesheets.id });
    if (!updated) throw new AppError('CONFLICT', TIMESHEET_MESSAGES.correctionClosed);
    await publishApplicationChanged(
      tx,
      { workerId, managerId: shift.managerId },
      { applicationId: timesheet.applicationId, shiftId: shift.id, status: 'checked_in' },
    );
    return loadTimesheetDto(tx, id);
  });
}

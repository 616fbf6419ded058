// A booking's timesheet is created at check-out (docs/product/attendance.md, "Timesheets").
// Called by the worker's check-out, the automatic check-out and the manager's 'Mark as arrived' with times.
import { eq } from 'drizzle-orm';
import { TIMESHEET_WINDOW } from '../../shared/constants';
import type { ApplicationStatus } from '../../shared/domain/application-status';
import { timesheetPay } from '../../shared/domain/pay';
import { claimFlag } from '../../shared/domain/timesheet-claims';
import type { AppContext } from '../context';
import { type TimesheetSource, timesheets } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { publishApplicationChanged } from './application-events';

export type Timesheet = typeof timesheets.$inferSelect;

/** The scheduler kinds of the timesheet's life (registered in src/server/features/jobs.ts). */
export const TIMESHEET_JOB_KINDS = {
  /** 24 h after creation, a draft the worker did not submit is submitted (submit-timesheet.ts). */
  autoSubmit: 'timesheet-auto-submit',
  /** 48 h after submission, a timesheet the manager did not decide is approved (approve-timesheet.ts). */
  autoApprove: 'timesheet-auto-approve',
} as const;

export type CreateTimesheetInput = {
  application: { id: string; workerId: string; status?: ApplicationStatus };
  shift: {
    id: string;
    managerId: string;
    breakMinutes: number;
    hourlyRateCents: number;
    startsAt: Date;
    endsAt: Date;
  };
  checkInAt: Date;
  checkOutAt: Date;
  source: TimesheetSource;
};

/**
 * Writes the draft timesheet of a booking (one per application: a second call returns the first, unchanged), with
 * worked minutes and pay from src/shared/domain/pay.ts, and schedules its automatic submission 24 h later. Runs in the
 * caller's transaction; the caller holds the application's row lock and has already recorded the check-out.
 */
export async function createTimesheet(
  tx: Tx,
  ctx: AppContext,
  input: CreateTimesheetInput,
): Promise<Timesheet> {
  const { application, shift } = input;
  const now = ctx.now();
  // A check-out cannot precede its check-in; if the clocks say so, the timesheet spans zero minutes.
  const checkOutAt = new Date(Math.max(input.checkOutAt.getTime(), input.checkInAt.getTime()));
  const figures = timesheetPay({
    checkInAt: input.checkInAt,
    checkOutAt,
    breakMinutes: shift.breakMinutes,
    hourlyRateCents: shift.hourlyRateCents,
  });
  const [created] = await tx
    .insert(timesheets)
    .values({
      applicationId: application.id,
      shiftId: shift.id,
      workerId: application.workerId,
      managerId: shift.managerId,
      checkInAt: input.checkInAt,
      checkOutAt,
      breakMinutes: shift.breakMinutes,
      workedMinutes: figures.workedMinutes,
      hourlyRateCents: shift.hourlyRateCents,
      payCents: figures.payCents,
      status: 'draft',
      source: input.source,
      // Times the worker's check-in and check-out recorded may claim more than scheduled; the manager's own do not
      // need the manager's second look (src/shared/domain/timesheet-claims.ts).
      flaggedReason: input.source === 'manager' ? null : claimFlag(input.checkInAt, checkOutAt, shift),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: timesheets.applicationId })
    .returning();
  if (!created) {
    const [existing] = await tx.select().from(timesheets).where(eq(timesheets.applicationId, application.id));
    return existing!;
  }
  await ctx.services.scheduler.schedule(tx, {
    kind: TIMESHEET_JOB_KINDS.autoSubmit,
    subjectId: created.id,
    runAt: new Date(now.getTime() + TIMESHEET_WINDOW.correctionMs),
  });
  await publishApplicationChanged(
    tx,
    { workerId: application.workerId, managerId: shift.managerId },
    { applicationId: application.id, shiftId: shift.id, status: application.status ?? 'checked_in' },
  );
  return created;
}

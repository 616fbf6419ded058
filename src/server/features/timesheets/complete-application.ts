// An approved timesheet completes its booking (docs/product/attendance.md, "Completion").
import { eq, sql } from 'drizzle-orm';
import { hoursLabel } from '../../../shared/domain/pay';
import { TRANSITION_REFUSAL_MESSAGES } from '../../../shared/domain/state-machine';
import { dollars } from '../../../shared/marketplace/cancellation-messages';
import { applicationColumns } from '../../booking/application-dto';
import { shiftLine } from '../../booking/cancellation-notices';
import { changeBooking } from '../../booking/change-booking';
import type { AppContext } from '../../context';
import {
  shiftApplications,
  type shifts,
  talentProfiles,
  type timesheets,
  workHistoryStamps,
} from '../../db/schema';
import { bookingOwed } from '../../ledger/booking-owed';
import { type LedgerPosting, postTransaction } from '../../ledger/post-transaction';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import { startCharge } from '../../money/charge';
import { createNotification } from '../../notifications/create-notification';

type Shift = typeof shifts.$inferSelect;
type TimesheetRow = typeof timesheets.$inferSelect;

/**
 * In the approval's transaction, after the timesheet became approved or adjusted: the application checked_in →
 * completed (the state machine, a conditional update), the talent's `shifts_completed` + 1, a work-history stamp
 * (company, position, date), the ledger transaction of the approved pay (kind 'timesheet_pay', owed by the shift's
 * manager to the worker; written once, never recomputed), the business's charge (money/charge.ts), a notice to each
 * side and the live event.
 */
export async function completeFromTimesheet(
  tx: Tx,
  ctx: AppContext,
  input: { timesheet: TimesheetRow; shift: Shift; by: 'manager' | 'system' },
) {
  const { timesheet, shift, by } = input;
  const now = ctx.now();
  const [application] = await tx
    .select(applicationColumns)
    .from(shiftApplications)
    .where(eq(shiftApplications.id, timesheet.applicationId))
    .for('update');
  if (!application) throw new AppError('NOT_FOUND', 'Booking not found.');
  // The 7-day rating window opens with the change (change-booking.ts; docs/product/trust.md, "Ratings").
  const result = await changeBooking(tx, ctx, {
    application,
    shift,
    to: 'completed',
    actor: by,
    now,
    set: { completedAt: now },
  });
  if (!result.ok)
    throw new AppError(
      'CONFLICT',
      result.reason === 'changed'
        ? 'This booking changed meanwhile. Reload and try again.'
        : TRANSITION_REFUSAL_MESSAGES[result.reason],
    );

  await tx
    .update(talentProfiles)
    .set({ shiftsCompleted: sql`${talentProfiles.shiftsCompleted} + 1` })
    .where(eq(talentProfiles.userId, timesheet.workerId));
  await tx.insert(workHistoryStamps).values({
    workerId: timesheet.workerId,
    companyName: shift.businessName,
    position: shift.positionTitle,
    startDate: shift.shiftDate,
  });
  await postTransaction(tx, timesheetPayPosting(shift, timesheet, now));
  // The business's charge (pay + fee), made by a job within minutes (docs/product/payments.md, "Charges and payouts").
  await startCharge(tx, ctx, { timesheet, shift, at: now });

  const figures = `${hoursLabel(timesheet.workedMinutes)}, ${dollars(timesheet.payCents)}`;
  const adjusted = timesheet.status === 'adjusted';
  const how =
    by === 'system'
      ? 'approved automatically: 48 hours passed without a decision'
      : adjusted
        ? `adjusted by the manager (${timesheet.adjustReason ?? ''})`
        : 'approved by the manager';
  const data = { shiftId: shift.id, applicationId: timesheet.applicationId, timesheetId: timesheet.id };
  await createNotification(tx, {
    recipientId: timesheet.workerId,
    type: 'timesheet_approved',
    title: adjusted ? 'Your timesheet was adjusted' : 'Your timesheet is approved',
    message: `Your timesheet for ${shiftLine(shift)} was ${how}: ${figures}. The shift is completed.${adjusted ? ' You may dispute the adjustment within 48 hours.' : ''}`,
    data,
  });
  await createNotification(tx, {
    recipientId: shift.managerId,
    type: 'timesheet_approved',
    title: by === 'system' ? 'A timesheet was approved automatically' : 'Timesheet approved',
    message: `The timesheet for ${shiftLine(shift)} was ${how}: ${figures} owed to the worker.`,
    data,
  });
}

/**
 * The ledger transaction of the approved pay (kind 'timesheet_pay', owed by the shift's manager to the worker, once
 * per booking). Also posted in bulk for the demo's past timesheets (src/server/seed/factories/history-timesheets.ts).
 * A timesheet of zero minutes owes nothing: the posting has no line and records nothing.
 */
export function timesheetPayPosting(
  shift: Pick<Shift, 'id' | 'managerId'>,
  timesheet: TimesheetRow,
  at: Date,
): LedgerPosting {
  return bookingOwed({
    kind: 'timesheet_pay',
    managerId: shift.managerId,
    workerId: timesheet.workerId,
    amountCents: timesheet.payCents,
    shiftId: shift.id,
    applicationId: timesheet.applicationId,
    timesheetId: timesheet.id,
    reason: `Approved timesheet ${timesheet.id}: ${timesheet.workedMinutes} min at ${dollars(timesheet.hourlyRateCents)}/hr`,
    at,
  });
}

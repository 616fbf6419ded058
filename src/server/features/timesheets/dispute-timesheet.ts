// The worker's 'Dispute' of an adjusted timesheet within 48 h (docs/product/attendance.md,
// "Timesheets"). Recorded for the operations team (their console is ); shown as 'Disputed' to both sides.
// The approved pay and its ledger entry stay as they are until the operations team decides.
import { and, eq } from 'drizzle-orm';
import { disputableUntil } from '../../../shared/domain/timesheet';
import { TIMESHEET_MESSAGES } from '../../../shared/marketplace/timesheet-messages';
import type { TimesheetDto } from '../../../shared/schemas/responses/timesheets';
import { publishApplicationChanged } from '../../booking/application-events';
import { inChangeTransaction } from '../../booking/booking-change';
import { shiftLine } from '../../booking/cancellation-notices';
import type { AppContext } from '../../context';
import { timesheets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createNotification } from '../../notifications/create-notification';
import { loadTimesheetDto } from './timesheet-dto';
import { lockTimesheet } from './timesheet-lock';

export async function disputeTimesheet(
  ctx: AppContext,
  workerId: string,
  id: string,
  note: string,
): Promise<TimesheetDto> {
  return inChangeTransaction(ctx, async (tx) => {
    const { timesheet, shift } = await lockTimesheet(tx, id, { workerId });
    // Disputed once: after the operations team's decision the timesheet is 'adjusted' again, not disputable again.
    if (timesheet.status === 'disputed' || timesheet.disputeDecidedAt)
      throw new AppError('CONFLICT', TIMESHEET_MESSAGES.alreadyDisputed);
    if (timesheet.status !== 'adjusted' || !timesheet.adjustedAt)
      throw new AppError('CONFLICT', TIMESHEET_MESSAGES.notAdjusted);
    const now = ctx.now();
    if (now >= disputableUntil(timesheet.adjustedAt))
      throw new AppError('CONFLICT', TIMESHEET_MESSAGES.disputeClosed);
    const [disputed] = await tx
      .update(timesheets)
      .set({ status: 'disputed', disputedAt: now, disputeNote: note, updatedAt: now })
      .where(and(eq(timesheets.id, id), eq(timesheets.status, 'adjusted')))
      .returning({ id: timesheets.id });
    if (!disputed) throw new AppError('CONFLICT', TIMESHEET_MESSAGES.alreadyDisputed);
    const data = { shiftId: shift.id, applicationId: timesheet.applicationId, timesheetId: id };
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: workerId,
      type: 'timesheet_disputed',
      title: 'A worker disputed your adjustment',
      message: `The worker disputed your adjustment of the timesheet for ${shiftLine(shift)}: "${note}". The operations team will decide, with a reason.`,
      data,
    });
    await createNotification(tx, {
      recipientId: workerId,
      type: 'timesheet_disputed',
      title: 'Your dispute is recorded',
      message: `Your dispute of the timesheet for ${shiftLine(shift)} is with the operations team, who will decide with a reason.`,
      data,
    });
    await publishApplicationChanged(
      tx,
      { workerId, managerId: shift.managerId },
      { applicationId: timesheet.applicationId, shiftId: shift.id, status: 'completed' },
    );
    return loadTimesheetDto(tx, id);
  });
}

import { CHECK_OUT_MESSAGES, checkedOutLabel, checkOutProblem } from '../../../shared/domain/attendance';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { type ApplicationRow, toApplicationDto } from '../../booking/application-dto';
import { publishApplicationChange } from '../../booking/application-events';
import { changeApplication } from '../../booking/booking-change';
import { recordCheckOutTime } from '../../booking/booking-facts';
import { shiftLine } from '../../booking/cancellation-notices';
import { createTimesheet } from '../../booking/create-timesheet';
import type { ShiftRow } from '../../booking/shift-dto';
import { workerName } from '../../booking/worker-contact';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import { createNotification } from '../../notifications/create-notification';
import { AUTO_CHECK_OUT_KIND } from './check-in';

/**
 * Records the check-out of a checked-in booking at `at` as one conditional UPDATE (WHERE status = 'checked_in' AND
 * checked_out_at IS NULL: the worker's click and the automatic check-out racing have one outcome; the loser gets
 * null), creates its timesheet and publishes the change to both sides.
 */
export async function recordCheckOut(
  tx: Tx,
  ctx: AppContext,
  input: { application: ApplicationRow; shift: ShiftRow; at: Date; auto: boolean },
): Promise<ApplicationRow | null> {
  const { application, shift, at, auto } = input;
  const updated = await recordCheckOutTime(tx, application.id, at, auto);
  if (!updated?.checkedInAt) return null;
  await createTimesheet(tx, ctx, {
    application: updated,
    shift,
    checkInAt: updated.checkedInAt,
    checkOutAt: at,
    source: auto ? 'auto' : 'worker',
  });
  await publishApplicationChange(tx, { application, shift }, updated.status);
  return updated;
}

/**
 * POST /api/applications/:applicationId/check-out: the checked-in worker, from check-in until 4 h after the scheduled
 * end (checkOutProblem, src/shared/domain/attendance.ts). Refused before check-in, after a check-out, and once the
 * window has closed. The manager gets an in-app notice; the automatic check-out's job is dropped.
 */
export async function checkOut(
  ctx: AppContext,
  workerId: string,
  applicationId: string,
): Promise<ApplicationDto> {
  const updated = await changeApplication(
    ctx,
    applicationId,
    { workerId },
    'Booking not found.',
    async (tx, locked, now) => {
      const problem = checkOutProblem(locked.application, locked.shift, now);
      if (problem) throw new AppError('CONFLICT', CHECK_OUT_MESSAGES[problem]);
      const row = await recordCheckOut(tx, ctx, { ...locked, at: now, auto: false });
      if (!row?.checkedOutAt) throw new AppError('CONFLICT', CHECK_OUT_MESSAGES.alreadyCheckedOut);
      await ctx.services.scheduler.cancel(tx, AUTO_CHECK_OUT_KIND, applicationId);
      const name = await workerName(tx, workerId);
      await createNotification(tx, {
        recipientId: locked.shift.managerId,
        senderId: workerId,
        type: 'checked_out',
        title: `${name} checked out`,
        message: `${name}: ${checkedOutLabel({ checkedOutAt: row.checkedOutAt, checkOutAuto: false }, locked.shift.timeZone)} (${shiftLine(locked.shift)}). Their timesheet is on the way.`,
        data: { shiftId: locked.shift.id, applicationId, kind: 'checked_out', auto: false },
      });
      return row;
    },
  );
  return toApplicationDto(updated);
}

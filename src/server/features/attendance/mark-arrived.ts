import { ATTENDANCE_WINDOW } from '../../../shared/constants';
import { applicationTransition } from '../../../shared/domain/state-machine';
import { MANAGER_ATTENDANCE_MESSAGES as M } from '../../../shared/marketplace/manager-attendance-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { toApplicationDto } from '../../booking/application-dto';
import { changeApplication } from '../../booking/booking-change';
import { recordCheckOutTime } from '../../booking/booking-facts';
import { createTimesheet } from '../../booking/create-timesheet';
import type { ShiftRow } from '../../booking/shift-dto';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { AUTO_CHECK_OUT_KIND, recordArrival } from './check-in';

export type MarkArrivedInput = { arrivedAt: Date; leftAt?: Date | null; reason: string };

/** What is wrong with the stated times at `now`, in the screen's words; null when they fit the shift. */
export function arrivalTimesProblem(
  shift: Pick<ShiftRow, 'startsAt' | 'endsAt'>,
  input: MarkArrivedInput,
  now: Date,
) {
  const arrived = input.arrivedAt.getTime();
  const opens = shift.startsAt.getTime() - ATTENDANCE_WINDOW.checkInOpensBeforeStartMs;
  if (arrived < opens || arrived > shift.endsAt.getTime()) return M.arrivalOutsideShift;
  if (arrived > now.getTime()) return M.arrivalInFuture;
  if (!input.leftAt) return null;
  const left = input.leftAt.getTime();
  if (left <= arrived) return M.departureBeforeArrival;
  if (left > shift.endsAt.getTime() + ATTENDANCE_WINDOW.checkOutClosesAfterEndMs) return M.departureTooLate;
  if (left > now.getTime()) return M.departureInFuture;
  return null;
}

export async function markArrived(
  ctx: AppContext,
  managerId: string,
  applicationId: string,
  input: MarkArrivedInput,
): Promise<ApplicationDto> {
  return changeApplication(ctx, applicationId, { managerId }, M.bookingNotFound, async (tx, locked, now) => {
    // Another manager's booking reads as none, so ids cannot be probed.
    const { application, shift } = locked;
    // The window first, in this screen's words (recordArrival asks the state machine again and words the worker's).
    const move = applicationTransition(application.status, 'checked_in', { actor: 'manager', now, shift });
    if (!move.ok) {
      if (move.reason === 'checkInNotOpen') throw new AppError('CONFLICT', M.arrivalTooEarly);
      if (move.reason === 'checkInClosed') throw new AppError('CONFLICT', M.arrivalTooLate);
      throw new AppError('CONFLICT', M.arrivalNotBooked);
    }
    const problem = arrivalTimesProblem(shift, input, now);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    let updated = await recordArrival(tx, ctx, {
      application,
      shift,
      at: input.arrivedAt,
      by: 'manager',
      managerId,
      reason: input.reason,
    });
    if (input.leftAt) {
      const out = await recordCheckOutTime(tx, applicationId, input.leftAt, false);
      if (!out) throw new AppError('CONFLICT', M.changedMeanwhile);
      updated = out;
      // Checked out already: the automatic check-out has nothing left to do.
      await ctx.services.scheduler.cancel(tx, AUTO_CHECK_OUT_KIND, applicationId);
      await createTimesheet(tx, ctx, {
        application: { id: applicationId, workerId: application.workerId, status: 'checked_in' },
        shift,
        checkInAt: input.arrivedAt,
        checkOutAt: input.leftAt,
        source: 'manager',
      });
    }
    return toApplicationDto(updated);
  });
}

// 'Mark no-show' (docs/product/attendance.md, "No-show"): the shift's manager records that a booked
// worker never came, from 30 min after the start (the state machine's managerNoShow bound).
import { MANAGER_ATTENDANCE_MESSAGES as M } from '../../../shared/marketplace/manager-attendance-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { toApplicationDto } from '../../booking/application-dto';
import { inChangeTransaction, lockApplication } from '../../booking/booking-change';
import { recordNoShow } from '../../booking/no-show';
import type { AppContext } from '../../context';
import { AppError, notFoundUnlessUuid } from '../../lib/app-error';

export async function markNoShow(
  ctx: AppContext,
  managerId: string,
  applicationId: string,
): Promise<ApplicationDto> {
  const notFound = notFoundUnlessUuid(applicationId, M.bookingNotFound);
  return inChangeTransaction(ctx, async (tx) => {
    // Another manager's booking reads as none, so ids cannot be probed.
    const locked = await lockApplication(tx, applicationId, { managerId });
    if (!locked) throw notFound;
    const result = await recordNoShow(tx, ctx, { ...locked, by: 'manager' });
    if (result.ok) return toApplicationDto(result.application);
    if (result.reason === 'noShowTooEarly') throw new AppError('CONFLICT', M.noShowTooEarly);
    if (result.reason === 'changed') throw new AppError('CONFLICT', M.changedMeanwhile);
    throw new AppError('CONFLICT', M.noShowNotBooked);
  });
}

import { isShiftVisible } from '../../../shared/domain/shift-availability';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { toApplicationDto } from '../../booking/application-dto';
import { publishApplicationChange } from '../../booking/application-events';
import { lockApplication } from '../../booking/booking-change';
import { reconfirmTerms } from '../../booking/booking-facts';
import { workerName } from '../../booking/worker-contact';
import type { AppContext } from '../../context';
import { AppError, notFoundUnlessUuid } from '../../lib/app-error';
import { createNotification } from '../../notifications/create-notification';

/**
 * 'Keep my booking' after a material change (docs/product/shifts.md, "Edit shift"): the booked worker accepts the
 * new terms; terms_changed_at is cleared (so cancelling has the usual consequence again) and the manager is told.
 * Conditional on terms_changed_at still being set, so two taps re-confirm once and tell the manager once.
 */
export async function reconfirmBooking(
  ctx: AppContext,
  workerId: string,
  applicationId: string,
): Promise<ApplicationDto> {
  const notFound = notFoundUnlessUuid(applicationId, EDIT_SHIFT_MESSAGES.applicationNotFound);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, applicationId, { workerId });
    if (!locked) throw notFound;
    const { application, shift } = locked;
    if (application.status !== 'accepted' || !application.termsChangedAt)
      throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.reconfirmNotNeeded);
    if (!isShiftVisible(shift, now)) throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.started);

    // The next edit may text the worker again (docs/product/shifts.md, "Edit shift").
    const updated = await reconfirmTerms(tx, applicationId);
    if (!updated) throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.reconfirmNotNeeded);

    const name = await workerName(tx, workerId);
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: workerId,
      type: 'shift_changed',
      title: EDIT_SHIFT_MESSAGES.reconfirmedTitle,
      message: `${name} re-confirmed the changed ${shift.positionTitle} shift.`,
      data: { shiftId: shift.id, applicationId, kind: 'booking_reconfirmed' },
    });
    await publishApplicationChange(tx, locked, updated.status);
    return toApplicationDto(updated);
  });
}

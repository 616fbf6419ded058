import { CANCELLATION_MESSAGES } from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { toApplicationDto } from '../../booking/application-dto';
import { changeApplication } from '../../booking/booking-change';
import { endedNotice } from '../../booking/cancellation-notices';
import { changeBookingOrRefuse } from '../../booking/change-booking';
import type { AppContext } from '../../context';
import { createNotification } from '../../notifications/create-notification';

/**
 * 'Not this time' (docs/product/applications.md, "Cancellations"): the shift's manager passes on an applicant who is
 * still waiting, before the start (interested → rejected, ended_reason passed). The worker sees 'Not selected' and is
 * told kindly in the app. Another manager's applicant is not found, as for 'Select and Contact Worker'.
 */
export async function passApplicant(
  ctx: AppContext,
  managerId: string,
  applicationId: string,
): Promise<ApplicationDto> {
  return changeApplication(
    ctx,
    applicationId,
    { managerId },
    CANCELLATION_MESSAGES.notFound,
    async (tx, locked, now) => {
      const { application, shift } = locked;
      const updated = await changeBookingOrRefuse(
        tx,
        ctx,
        { ...locked, to: 'rejected', actor: 'manager', now, set: { endedReason: 'passed' } },
        { notAllowed: CANCELLATION_MESSAGES.notApplicant },
      );
      await createNotification(tx, {
        recipientId: application.workerId,
        senderId: managerId,
        type: 'application_ended',
        ...endedNotice(shift, 'passed'),
        data: { shiftId: shift.id, applicationId, kind: 'application_passed' },
      });
      return toApplicationDto(updated);
    },
  );
}

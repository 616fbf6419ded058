import { CANCELLATION_MESSAGES } from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { toApplicationDto } from '../../booking/application-dto';
import { changeApplication } from '../../booking/booking-change';
import { shiftLine } from '../../booking/cancellation-notices';
import { changeBookingOrRefuse } from '../../booking/change-booking';
import { workerName } from '../../booking/worker-contact';
import type { AppContext } from '../../context';
import { createNotification } from '../../notifications/create-notification';

/**
 * 'Withdraw' (docs/product/applications.md, "Cancellations"): the worker takes back an application that is still
 * waiting (interested → withdrawn, no consequence). An offer is answered with Decline instead, a booking with
 * 'Cancel booking'. The manager is told in the app.
 */
export async function withdrawApplication(
  ctx: AppContext,
  workerId: string,
  applicationId: string,
): Promise<ApplicationDto> {
  return changeApplication(
    ctx,
    applicationId,
    { workerId },
    CANCELLATION_MESSAGES.notFound,
    async (tx, locked, now) => {
      const { shift } = locked;
      const updated = await changeBookingOrRefuse(
        tx,
        ctx,
        { ...locked, to: 'withdrawn', actor: 'talent', now },
        { notAllowed: CANCELLATION_MESSAGES.notInterested },
      );
      const name = await workerName(tx, workerId);
      await createNotification(tx, {
        recipientId: shift.managerId,
        senderId: workerId,
        type: 'application_ended',
        title: 'An applicant withdrew',
        message: `${name} withdrew their application for ${shiftLine(shift)}.`,
        data: { shiftId: shift.id, applicationId, kind: 'application_withdrawn' },
      });
      return toApplicationDto(updated);
    },
  );
}

import { CANCELLATION_MESSAGES } from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { shiftLine } from '../../booking/cancellation-notices';
import { workerName } from '../../booking/worker-contact';
import type { AppContext } from '../../context';
import { createNotification } from '../../notifications/create-notification';
import { moveOwnApplication } from './move-own-application';

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
  return moveOwnApplication(ctx, { workerId }, applicationId, ({ shift }) => ({
    to: 'withdrawn',
    actor: 'talent',
    notAllowed: CANCELLATION_MESSAGES.notInterested,
    tell: async (tx) => {
      const name = await workerName(tx, workerId);
      await createNotification(tx, {
        recipientId: shift.managerId,
        senderId: workerId,
        type: 'application_ended',
        title: 'An applicant withdrew',
        message: `${name} withdrew their application for ${shiftLine(shift)}.`,
        data: { shiftId: shift.id, applicationId, kind: 'application_withdrawn' },
      });
    },
  }));
}

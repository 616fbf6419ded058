import { CANCELLATION_MESSAGES } from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { endedNotice } from '../../booking/cancellation-notices';
import type { AppContext } from '../../context';
import { createNotification } from '../../notifications/create-notification';
import { moveOwnApplication } from './move-own-application';

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
  return moveOwnApplication(ctx, { managerId }, applicationId, ({ application, shift }) => ({
    to: 'rejected',
    actor: 'manager',
    set: { endedReason: 'passed' },
    notAllowed: CANCELLATION_MESSAGES.notApplicant,
    tell: (tx) =>
      createNotification(tx, {
        recipientId: application.workerId,
        senderId: managerId,
        type: 'application_ended',
        ...endedNotice(shift, 'passed'),
        data: { shiftId: shift.id, applicationId, kind: 'application_passed' },
      }),
  }));
}

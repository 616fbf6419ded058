import { and, eq } from 'drizzle-orm';
import { applicationTransition } from '../../../shared/domain/state-machine';
import { CANCELLATION_MESSAGES } from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { shiftApplications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createNotification } from '../notifications/create-notification';
import { applicationColumns, toApplicationDto } from './application-dto';
import { publishApplicationChanged } from './application-events';
import { inChangeTransaction, lockApplication, refusal } from './booking-change';
import { endedNotice } from './cancellation-notices';

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
  const notFound = new AppError('NOT_FOUND', CANCELLATION_MESSAGES.notFound);
  if (!isUuid(applicationId)) throw notFound;
  const now = ctx.now();
  return inChangeTransaction(ctx, async (tx) => {
    const locked = await lockApplication(tx, applicationId, { managerId });
    if (!locked) throw notFound;
    const { application, shift } = locked;
    const move = applicationTransition(application.status, 'rejected', { actor: 'manager', now, shift });
    if (!move.ok) throw refusal(move.reason, CANCELLATION_MESSAGES.notApplicant);
    const [updated] = await tx
      .update(shiftApplications)
      .set({ status: 'rejected', endedReason: 'passed' })
      .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.status, 'interested')))
      .returning(applicationColumns);
    if (!updated) throw new AppError('CONFLICT', CANCELLATION_MESSAGES.notApplicant);
    await createNotification(tx, {
      recipientId: application.workerId,
      senderId: managerId,
      type: 'application_ended',
      ...endedNotice(shift, 'passed'),
      data: { shiftId: shift.id, applicationId, kind: 'application_passed' },
    });
    await publishApplicationChanged(
      tx,
      { workerId: application.workerId, managerId },
      { applicationId, shiftId: shift.id, status: updated.status },
    );
    return toApplicationDto(updated);
  });
}

import { and, eq } from 'drizzle-orm';
import { applicationTransition } from '../../../shared/domain/state-machine';
import { CANCELLATION_MESSAGES } from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { shiftApplications, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createNotification } from '../notifications/create-notification';
import { applicationColumns, toApplicationDto } from './application-dto';
import { publishApplicationChanged } from './application-events';
import { inChangeTransaction, lockApplication, refusal } from './booking-change';
import { shiftLine } from './cancellation-notices';

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
  const notFound = new AppError('NOT_FOUND', CANCELLATION_MESSAGES.notFound);
  if (!isUuid(applicationId)) throw notFound;
  const now = ctx.now();
  return inChangeTransaction(ctx, async (tx) => {
    const locked = await lockApplication(tx, applicationId, { workerId });
    if (!locked) throw notFound;
    const { application, shift } = locked;
    const move = applicationTransition(application.status, 'withdrawn', { actor: 'talent', now, shift });
    if (!move.ok) throw refusal(move.reason, CANCELLATION_MESSAGES.notInterested);
    const [updated] = await tx
      .update(shiftApplications)
      .set({ status: 'withdrawn' })
      .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.status, 'interested')))
      .returning(applicationColumns);
    if (!updated) throw new AppError('CONFLICT', CANCELLATION_MESSAGES.notInterested);
    const [worker] = await tx
      .select({ name: talentProfiles.name, email: users.email })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(users.id, workerId))
      .limit(1);
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: workerId,
      type: 'application_ended',
      title: 'An applicant withdrew',
      message: `${worker?.name ?? worker?.email ?? 'A worker'} withdrew their application for ${shiftLine(shift)}.`,
      data: { shiftId: shift.id, applicationId, kind: 'application_withdrawn' },
    });
    await publishApplicationChanged(
      tx,
      { workerId, managerId: shift.managerId },
      { applicationId, shiftId: shift.id, status: updated.status },
    );
    return toApplicationDto(updated);
  });
}

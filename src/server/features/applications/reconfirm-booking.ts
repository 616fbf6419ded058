import { and, eq, isNotNull } from 'drizzle-orm';
import { isShiftVisible } from '../../../shared/domain/shift-availability';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { isUuid } from '../../../shared/uuid';
import type { AppContext } from '../../context';
import { shiftApplications, shifts, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createNotification } from '../notifications/create-notification';
import { shiftColumns } from '../shifts/shift-dto';
import { applicationColumns, toApplicationDto } from './application-dto';
import { publishApplicationChanged } from './application-events';

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
  const notFound = new AppError('NOT_FOUND', EDIT_SHIFT_MESSAGES.applicationNotFound);
  if (!isUuid(applicationId)) throw notFound;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // Lock order everywhere: application, then shift (respond-to-offer.ts).
    const [application] = await tx
      .select(applicationColumns)
      .from(shiftApplications)
      .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.workerId, workerId)))
      .for('update');
    if (!application) throw notFound;
    const [shift] = await tx
      .select(shiftColumns)
      .from(shifts)
      .where(eq(shifts.id, application.shiftId))
      .for('update');
    if (!shift) throw notFound;
    if (application.status !== 'accepted' || !application.termsChangedAt)
      throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.reconfirmNotNeeded);
    if (!isShiftVisible(shift, now)) throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.started);

    const [updated] = await tx
      .update(shiftApplications)
      .set({ termsChangedAt: null })
      .where(
        and(
          eq(shiftApplications.id, applicationId),
          eq(shiftApplications.status, 'accepted'),
          isNotNull(shiftApplications.termsChangedAt),
        ),
      )
      .returning(applicationColumns);
    if (!updated) throw new AppError('CONFLICT', EDIT_SHIFT_MESSAGES.reconfirmNotNeeded);

    const [worker] = await tx
      .select({ name: talentProfiles.name, email: users.email })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(users.id, workerId))
      .limit(1);
    const workerName = worker?.name ?? worker?.email ?? 'A worker';
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: workerId,
      type: 'shift_changed',
      title: EDIT_SHIFT_MESSAGES.reconfirmedTitle,
      message: `${workerName} re-confirmed the changed ${shift.positionTitle} shift.`,
      data: { shiftId: shift.id, applicationId, kind: 'booking_reconfirmed' },
    });
    await publishApplicationChanged(
      tx,
      { workerId, managerId: shift.managerId },
      { applicationId, shiftId: shift.id, status: updated.status },
    );
    return toApplicationDto(updated);
  });
}

import { and, eq } from 'drizzle-orm';
import { TRANSITION_REFUSAL_MESSAGES } from '../../shared/domain/state-machine';
import { DASHBOARD_MESSAGES } from '../../shared/marketplace/messages';
import type { ApplicationDto } from '../../shared/marketplace/types';
import { isUuid } from '../../shared/uuid';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { shiftApplications, shifts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { createNotification } from '../notifications/create-notification';
import { applicationColumns, toApplicationDto } from './application-dto';
import { publishApplicationChanged } from './application-events';
import { recordAttendanceConfirmed } from './booking-facts';
import { attendanceConfirmedNotification, responseData } from './offer-messages';
import { shiftColumns } from './shift-dto';
import { workerContact } from './worker-contact';

export type ConfirmVia = 'app' | 'sms';

/**
 * 'Confirm I'm coming' (docs/product/applications.md, "Confirm I'm coming"): the booked worker says
 * they will be there, from the booked card or by replying YES to the reminder (docs/product/sms.md). Only an accepted
 * booking of a shift that has not started; not a status change (the booking stays accepted, and is never removed for
 * lacking it), so it is one conditional UPDATE (WHERE status = 'accepted' AND not yet confirmed). Idempotent: a second
 * confirmation returns the booking unchanged and tells nobody again. The manager gets an in-app notice and both
 * sides' screens refetch.
 */
export async function confirmAttendance(
  ctx: AppContext,
  workerId: string,
  applicationId: string,
  via: ConfirmVia,
  within?: DbTransaction,
): Promise<ApplicationDto> {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', DASHBOARD_MESSAGES.notFound);
  const now = ctx.now();
  // Inside `within` (a reply by text, handle-inbound-sms.ts): a savepoint, so a refusal undoes only this.
  return (within ?? ctx.db).transaction(async (tx) => {
    // Lock order everywhere: application, then shift.
    const [application] = await tx
      .select(applicationColumns)
      .from(shiftApplications)
      .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.workerId, workerId)))
      .for('update');
    if (!application) throw new AppError('NOT_FOUND', DASHBOARD_MESSAGES.notFound);
    if (application.status !== 'accepted') throw new AppError('CONFLICT', DASHBOARD_MESSAGES.notBooked);
    if (application.attendanceConfirmedAt) return toApplicationDto(application);

    const [shift] = await tx.select(shiftColumns).from(shifts).where(eq(shifts.id, application.shiftId));
    if (!shift) throw new AppError('NOT_FOUND', DASHBOARD_MESSAGES.notFound);
    if (now.getTime() >= shift.startsAt.getTime())
      throw new AppError('CONFLICT', TRANSITION_REFUSAL_MESSAGES.shiftStarted);

    const updated = await recordAttendanceConfirmed(tx, applicationId, now);
    if (!updated) throw new AppError('CONFLICT', DASHBOARD_MESSAGES.notBooked);

    const data = responseData(shift, await workerContact(tx, workerId));
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: workerId,
      type: 'attendance_confirmed',
      ...attendanceConfirmedNotification(data),
      data: { ...data, via },
    });
    await publishApplicationChanged(
      tx,
      { workerId, managerId: shift.managerId },
      { applicationId, shiftId: shift.id, status: updated.status },
    );
    return toApplicationDto(updated);
  });
}

import { and, count, eq, gt } from 'drizzle-orm';
import { CANCELLATION_POLICY } from '../../../shared/constants';
import { applicationTransition } from '../../../shared/domain/state-machine';
import {
  CANCELLATION_MESSAGES,
  workerCancellation,
  workerConsequenceText,
} from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { toApplicationDto } from '../../booking/application-dto';
import { scheduleBackfill } from '../../booking/backfill';
import { inChangeTransaction, lockApplication, refusal } from '../../booking/booking-change';
import { shiftLine } from '../../booking/cancellation-notices';
import { changeBookingOrRefuse } from '../../booking/change-booking';
import { emailShiftManager } from '../../booking/email-shift-manager';
import type { AppContext } from '../../context';
import { shiftApplications, talentProfiles, users } from '../../db/schema';
import { AppError, notFoundUnlessUuid } from '../../lib/app-error';
import { createNotification } from '../../notifications/create-notification';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Cancel booking' (docs/product/applications.md, "Cancellations"): the worker cancels their own booking before the
 * start (accepted → cancelled). The consequence is the §3 table's (cancellation-policy.ts, through
 * workerCancellation, the dialog's own function): free 72 h or more before, after a material change of the terms,
 * or with the emergency excuse (one per worker per 90 days, refused once used up); late from 24 h; very late under.
 * Recorded with the change, the place is given back (accepted_count − 1, so a FILLED shift reopens), the manager is
 * told in the app and by e-mail (as for a decline), and with auto_backfill the next interested applicant is offered
 * the place by the backfill job (backfill.ts), scheduled in this transaction and run by the scheduler at once.
 */
export async function cancelBooking(
  ctx: AppContext,
  workerId: string,
  applicationId: string,
  options: { emergency: boolean },
): Promise<ApplicationDto> {
  const notFound = notFoundUnlessUuid(applicationId, CANCELLATION_MESSAGES.notFound);
  const now = ctx.now();
  const result = await inChangeTransaction(ctx, async (tx) => {
    const locked = await lockApplication(tx, applicationId, { workerId });
    if (!locked) throw notFound;
    const { application, shift } = locked;
    // Asked before the excuse is counted, so a refused cancellation never reads as an excuse used up.
    const move = applicationTransition(application.status, 'cancelled', { actor: 'talent', now, shift });
    if (!move.ok) throw refusal(move.reason, CANCELLATION_MESSAGES.notBooked);

    const booking = { shift, termsChangedAt: application.termsChangedAt };
    // The excuse is used only when it changes the consequence: a cancellation that is free anyway keeps it.
    const useExcuse = options.emergency && workerCancellation(booking, now, false).kind !== 'none';
    if (useExcuse) {
      // The worker's row serialises two excused cancellations at once (lock order: application, shift, user).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, workerId)).for('update');
      const since = new Date(now.getTime() - CANCELLATION_POLICY.emergencyExcuse.windowDays * DAY_MS);
      const [used] = await tx
        .select({ n: count() })
        .from(shiftApplications)
        .where(
          and(
            eq(shiftApplications.workerId, workerId),
            eq(shiftApplications.emergencyExcuse, true),
            gt(shiftApplications.cancelledAt, since),
          ),
        );
      if ((used?.n ?? 0) >= CANCELLATION_POLICY.emergencyExcuse.max)
        throw new AppError('CONFLICT', CANCELLATION_MESSAGES.emergencyUsedUp);
    }
    const consequence = workerCancellation(booking, now, useExcuse);

    const updated = await changeBookingOrRefuse(
      tx,
      ctx,
      {
        application,
        shift,
        to: 'cancelled',
        actor: 'talent',
        now,
        set: {
          cancelledAt: now,
          cancelledBy: 'talent',
          cancellationConsequence: consequence.kind,
          emergencyExcuse: useExcuse,
        },
        cancelledBecause: 'You cancelled this booking.',
      },
      { notAllowed: CANCELLATION_MESSAGES.notBooked },
    );

    const [worker] = await tx
      .select({ name: talentProfiles.name, email: users.email })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(users.id, workerId))
      .limit(1);
    const name = worker?.name ?? worker?.email ?? 'A worker';
    const reopened =
      shift.status !== 'open'
        ? ' Applications are closed, so nobody new can take the place.'
        : shift.autoBackfill
          ? ' The place is offered to the next applicant automatically, if one is waiting.'
          : ' The shift is open again for a new applicant.';
    const message = `${name} cancelled their booking for ${shiftLine(shift)}.${reopened}`;
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: workerId,
      type: 'booking_cancelled',
      title: 'A booked worker cancelled',
      message,
      data: { shiftId: shift.id, applicationId, kind: 'booking_cancelled', consequence: consequence.kind },
      sentVia: ['email'],
    });
    await emailShiftManager(tx, shift, {
      subject: `${name} cancelled their booking for your ${shift.positionTitle} shift`,
      body: `${message}\n\nView the applications: ${ctx.config.APP_ORIGIN}/view-applications/${shift.id}`,
    });
    await createNotification(tx, {
      recipientId: workerId,
      type: 'booking_cancelled',
      title: 'Your booking is cancelled',
      message: `You cancelled ${shiftLine(shift)}. ${workerConsequenceText(consequence)}`,
      data: { shiftId: shift.id, applicationId, kind: 'booking_cancelled', consequence: consequence.kind },
    });
    // As after an expiry: the backfill is a job of its own, committed with the cancellation (it texts, so it runs
    // outside this transaction, and the scheduler retries it if the text's provider throws).
    if (shift.autoBackfill && shift.status === 'open') await scheduleBackfill(tx, ctx, shift.id);
    return { updated, shift };
  });
  return toApplicationDto(result.updated);
}

import { eq, sql } from 'drizzle-orm';
import {
  businessCancellation,
  CANCELLATION_MESSAGES,
} from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { toApplicationDto } from '../../booking/application-dto';
import { publishApplicationChange } from '../../booking/application-events';
import {
  changeApplication,
  recordLateCancellation,
  requireTransition,
  updateApplicationFrom,
} from '../../booking/booking-change';
import { queueBookingEmail } from '../../booking/booking-emails';
import {
  bookingEndedByBusinessNotice,
  bookingEndedByBusinessSms,
  shiftLine,
  tellBookedWorker,
} from '../../booking/cancellation-notices';
import { cancelReminders } from '../../booking/reminders';
import type { AppContext } from '../../context';
import { shifts } from '../../db/schema';

/**
 * 'Remove from shift' (docs/product/applications.md, "Cancellations"): the shift's manager cancels one booking before
 * the start (accepted → cancelled, by the manager). Free 24 h or more before; under 24 h a late cancellation by the
 * business: the worker is owed min(4 h, the scheduled paid time) at the hourly rate, recorded once in the ledger.
 * The place is given back (accepted_count − 1) and the worker is told in the app and by text or e-mail.
 */
export async function removeBookedWorker(
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
      requireTransition(
        locked,
        'cancelled',
        { actor: 'manager', now },
        CANCELLATION_MESSAGES.notBookedWorker,
      );
      const { consequence, owedCents } = businessCancellation(shift, now);
      const updated = await updateApplicationFrom(tx, {
        applicationId,
        from: 'accepted',
        set: {
          status: 'cancelled',
          cancelledAt: now,
          cancelledBy: 'manager',
          cancellationConsequence: consequence.kind,
        },
        lost: CANCELLATION_MESSAGES.notBookedWorker,
      });
      await cancelReminders(tx, ctx, applicationId);
      // The calendar invite is withdrawn (METHOD:CANCEL; docs/product/messaging.md, "Booking e-mails and calendar invites").
      await queueBookingEmail(tx, ctx, {
        applicationId,
        kind: 'cancelled',
        reason: `${shift.businessName} removed you from this shift.`,
      });
      await tx
        .update(shifts)
        .set({ acceptedCount: sql`greatest(${shifts.acceptedCount} - 1, 0)` })
        .where(eq(shifts.id, shift.id));
      await recordLateCancellation(tx, {
        shift,
        application,
        amountCents: owedCents,
        reason: `Removed from ${shiftLine(shift)} less than 24 hours before the start`,
        now,
      });
      await tellBookedWorker(tx, ctx, {
        workerId: application.workerId,
        senderId: managerId,
        notice: bookingEndedByBusinessNotice(shift, 'removed', owedCents),
        sms: bookingEndedByBusinessSms(shift, 'removed', owedCents, ctx.config.APP_ORIGIN),
        data: { shiftId: shift.id, applicationId, kind: 'booking_removed', owedCents },
        appOrigin: ctx.config.APP_ORIGIN,
      });
      await publishApplicationChange(tx, locked, updated.status);
      return toApplicationDto(updated);
    },
  );
}

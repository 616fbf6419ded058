import {
  businessCancellation,
  CANCELLATION_MESSAGES,
  latePaySentence,
} from '../../../shared/marketplace/cancellation-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { recordLateCancellation } from '../../booking/booking-change';
import {
  bookingEndedByBusinessNotice,
  bookingEndedByBusinessSms,
  shiftLine,
  tellBookedWorker,
} from '../../booking/cancellation-notices';
import type { AppContext } from '../../context';
import { moveOwnApplication } from './move-own-application';

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
  return moveOwnApplication(ctx, { managerId }, applicationId, ({ application, shift }, now) => {
    const { consequence, owedCents } = businessCancellation(shift, now);
    return {
      to: 'cancelled',
      actor: 'manager',
      set: { cancelledAt: now, cancelledBy: 'manager', cancellationConsequence: consequence.kind },
      cancelledBecause: [`${shift.businessName} removed you from this shift.`, latePaySentence(owedCents)]
        .filter(Boolean)
        .join(' '),
      notAllowed: CANCELLATION_MESSAGES.notBookedWorker,
      tell: async (tx) => {
        await recordLateCancellation(tx, ctx, {
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
      },
    };
  });
}

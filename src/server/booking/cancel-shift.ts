import { and, eq, inArray } from 'drizzle-orm';
import { shiftTransition } from '../../shared/domain/state-machine';
import {
  businessCancellation,
  CANCELLATION_MESSAGES,
  latePaySentence,
} from '../../shared/marketplace/cancellation-messages';
import type { ShiftWithContactDto } from '../../shared/marketplace/types';
import { isUuid } from '../../shared/uuid';
import type { AppContext } from '../context';
import { shiftApplications, shifts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { publishEvent } from '../realtime/publish-event';
import { inChangeTransaction, lockShift, recordLateCancellation, shiftRefusal } from './booking-change';
import {
  bookingEndedByBusinessNotice,
  bookingEndedByBusinessSms,
  shiftLine,
  tellBookedWorker,
} from './cancellation-notices';
import { changeBooking, changingApplicationColumns } from './change-booking';
import { endRemainingApplications } from './end-remaining-applications';
import { shiftColumns, toShiftWithContactDto } from './shift-dto';

/**
 * 'Cancel shift' (docs/product/shifts.md, "Shift states"; docs/product/applications.md, "Cancellations"): the
 * shift's manager cancels an open or closed shift before the start (→ cancelled). In the same transaction every
 * booking is cancelled (by the system, for the business: free 24 h or more before, otherwise each booked worker is
 * owed min(4 h, the scheduled paid time) at the rate, one ledger entry each) and told in the app and by text or
 * e-mail; every application still waiting ends as rejected (ended_reason cancelled) with its offer-expiry job
 * dropped. The manager's optional `reason` goes into the notices. Two tabs cancelling at once: one wins, the other
 * is told the shift is already cancelled.
 */
export async function cancelShift(
  ctx: AppContext,
  managerId: string,
  shiftId: string,
  reason?: string | null,
): Promise<ShiftWithContactDto> {
  const notFound = new AppError('NOT_FOUND', CANCELLATION_MESSAGES.shiftNotFound);
  if (!isUuid(shiftId)) throw notFound;
  const now = ctx.now();
  const note = reason?.trim() || null;
  return inChangeTransaction(ctx, async (tx) => {
    const shift = await lockShift(tx, shiftId, managerId);
    if (!shift) throw notFound;
    const move = shiftTransition(shift.status, 'cancelled', { actor: 'manager', now, shift });
    if (!move.ok) throw shiftRefusal(shift.status, move.reason);
    const [updated] = await tx
      .update(shifts)
      .set({ status: 'cancelled', acceptedCount: 0, cancellationNote: note })
      .where(and(eq(shifts.id, shiftId), inArray(shifts.status, ['open', 'closed'])))
      .returning(shiftColumns);
    if (!updated) throw new AppError('CONFLICT', CANCELLATION_MESSAGES.alreadyCancelled);

    const { consequence, owedCents } = businessCancellation(shift, now);
    const booked = await tx
      .select(changingApplicationColumns)
      .from(shiftApplications)
      .where(and(eq(shiftApplications.shiftId, shiftId), eq(shiftApplications.status, 'accepted')))
      .orderBy(shiftApplications.id);
    for (const application of booked) {
      // The state machine (ADR 014): accepted → cancelled by the system, before the start (checked with the shift
      // as it was, before this change). The reminders end and the calendar invite is withdrawn with it.
      const cancelled = await changeBooking(tx, ctx, {
        application,
        shift,
        to: 'cancelled',
        actor: 'system',
        now,
        set: {
          cancelledAt: now,
          cancelledBy: 'system',
          cancellationConsequence: consequence.kind,
          endedReason: 'cancelled',
        },
        cancelledBecause: [
          `${shift.businessName} cancelled this shift.`,
          note ? `Reason: ${/[.!?]$/.test(note) ? note : `${note}.`}` : '',
          latePaySentence(owedCents),
        ]
          .filter(Boolean)
          .join(' '),
      });
      if (!cancelled.ok) continue;
      await recordLateCancellation(tx, ctx, {
        shift,
        application,
        amountCents: owedCents,
        reason: `${shiftLine(shift)} cancelled by the business less than 24 hours before the start`,
        now,
      });
      await tellBookedWorker(tx, ctx, {
        workerId: application.workerId,
        senderId: managerId,
        notice: bookingEndedByBusinessNotice(shift, 'cancelled', owedCents, note),
        sms: bookingEndedByBusinessSms(shift, 'cancelled', owedCents, ctx.config.APP_ORIGIN, note),
        data: { shiftId, applicationId: application.id, kind: 'shift_cancelled', owedCents },
        appOrigin: ctx.config.APP_ORIGIN,
      });
    }
    await endRemainingApplications(ctx, tx, updated, 'cancelled', note);
    // The manager's other tabs refetch their lists even when nobody had applied (docs/product/realtime.md).
    await publishEvent(tx, managerId, 'shift_changed', { shiftId });
    return toShiftWithContactDto(updated);
  });
}

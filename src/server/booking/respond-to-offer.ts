import { TRANSITION_REFUSAL_MESSAGES, vacancyRefusal } from '../../shared/domain/state-machine';
import { CANCELLATION_MESSAGES } from '../../shared/marketplace/cancellation-messages';
import { DASHBOARD_MESSAGES } from '../../shared/marketplace/messages';
import type { ApplicationDto } from '../../shared/marketplace/types';
import { isUuid } from '../../shared/uuid';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { AppError } from '../lib/app-error';
import { createNotification } from '../notifications/create-notification';
import { toApplicationDto } from './application-dto';
import { lockApplication } from './booking-change';
import { changeBooking } from './change-booking';
import { emailShiftManager } from './email-shift-manager';
import { endRemainingApplications } from './end-remaining-applications';
import { responseData, responseEmail, responseNotification } from './offer-messages';
import { workerContact } from './worker-contact';

export type OfferDecision = 'accepted' | 'declined';

/**
 * The worker accepts or declines a selection (docs/product/applications.md, "Accept or decline"; docs/architecture.md, core loop steps 4-5). Only from
 * selected. Accepting locks the shift row and counts the place under that lock, so two workers accepting the
 * last place at the same instant cannot both get it (never "n+1/n Confirmed"). The manager's in-app notice
 * and the e-mail (through the outbox: a failed e-mail never blocks this) commit with the change.
 */
export async function respondToOffer(
  ctx: AppContext,
  workerId: string,
  applicationId: string,
  decision: OfferDecision,
  within?: DbTransaction,
): Promise<ApplicationDto> {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', DASHBOARD_MESSAGES.notFound);
  const now = ctx.now();
  // Inside `within` (a reply by text, handle-inbound-sms.ts): a savepoint, so a refusal undoes only this.
  return (within ?? ctx.db).transaction(async (tx) => {
    // Lock order everywhere: application, then shift.
    const locked = await lockApplication(tx, applicationId, { workerId });
    if (!locked) throw new AppError('NOT_FOUND', DASHBOARD_MESSAGES.notFound);
    const { application, shift } = locked;
    // The state machine (ADR 014), under both locks: only from selected, and accepting only while the shift can
    // take the worker; with the offer's expiry, so a lapsed offer is refused even before the offer-expiry job has
    // run. Accepting takes the place under the shift's lock (change-booking.ts).
    const result = await changeBooking(tx, ctx, {
      application,
      shift,
      to: decision,
      actor: 'talent',
      now,
      set: { acceptedAt: decision === 'accepted' ? now : null },
    });
    if (!result.ok) {
      // Lapsed, whether or not the job has marked it yet: the state machine's words ('This offer has expired.').
      if (result.reason === 'offerExpired' || application.status === 'expired')
        throw new AppError('CONFLICT', TRANSITION_REFUSAL_MESSAGES.offerExpired);
      // No limbo (end-remaining-applications.ts): an offer the shift's filling, closing or cancellation ended says
      // why, as it would have a moment earlier.
      if (application.status === 'rejected' && application.endedReason === 'filled')
        throw new AppError('CONFLICT', DASHBOARD_MESSAGES.shiftFilled);
      if (application.status === 'rejected' && application.endedReason === 'closed')
        throw new AppError('CONFLICT', DASHBOARD_MESSAGES.shiftClosed);
      if (application.status === 'rejected' && application.endedReason === 'cancelled')
        throw new AppError('CONFLICT', CANCELLATION_MESSAGES.alreadyCancelled);
      // The API's words as before: the shift's problem, or for any other status 'notSelected'.
      const problem = result.reason === 'changed' ? null : vacancyRefusal(result.reason);
      throw new AppError('CONFLICT', problem ? DASHBOARD_MESSAGES[problem] : DASHBOARD_MESSAGES.notSelected);
    }
    const updated = result.application;

    const data = responseData(shift, await workerContact(tx, workerId));
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: workerId,
      type: decision === 'accepted' ? 'worker_accepted' : 'worker_declined',
      ...responseNotification(decision, data),
      data,
      sentVia: ['email'],
    });
    await emailShiftManager(tx, shift, responseEmail(decision, data, ctx.config.APP_ORIGIN));
    // No limbo (docs/product/applications.md): the accept that fills the shift ends every application still waiting.
    if (result.filledShift)
      await endRemainingApplications(ctx, tx, { ...shift, acceptedCount: shift.acceptedCount + 1 }, 'filled');
    return toApplicationDto(updated);
  });
}

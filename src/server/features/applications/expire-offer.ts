import { lte } from 'drizzle-orm';
import { scheduleBackfill } from '../../booking/backfill';
import { lockApplication } from '../../booking/booking-change';
import { changeBooking } from '../../booking/change-booking';
import { emailShiftManager } from '../../booking/email-shift-manager';
import { expiredManagerNotification, expiredNotification } from '../../booking/offer-messages';
import { workerName } from '../../booking/worker-contact';
import type { AppContext } from '../../context';
import { shiftApplications } from '../../db/schema';
import { createNotification } from '../../notifications/create-notification';
import type { ScheduledJob } from '../../scheduler/scheduler';

/**
 * The offer-expiry job (docs/product/applications.md, "Offer window"; docs/decisions/015-scheduler.md): an offer
 * still unanswered at its expiry becomes expired, the worker and the manager are told, and, when the shift has
 * auto_backfill, a backfill job is scheduled in the same transaction (backfill.ts), which selects the next interested
 * applicant as the manager's button would. Idempotent: the change is conditional on selected and a lapsed expiry,
 * and its notices and the backfill job commit with it, so a second run finds nothing to do and sends nothing.
 */
export async function expireOffer(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Lock order everywhere: application, then shift (respond-to-offer.ts).
    const locked = await lockApplication(tx, job.subjectId);
    if (!locked) return;
    const { application, shift } = locked;
    // The state machine (ADR 014): selected → expired by the system, only once the offer has lapsed.
    const result = await changeBooking(tx, ctx, {
      application,
      shift,
      to: 'expired',
      actor: 'system',
      now,
      where: lte(shiftApplications.offerExpiresAt, now),
    });
    if (!result.ok) return;

    const name = await workerName(tx, application.workerId);
    const data = { shiftId: shift.id, applicationId: application.id };
    await createNotification(tx, {
      recipientId: application.workerId,
      type: 'offer_expired',
      ...expiredNotification(shift),
      data,
    });
    const managerNotice = expiredManagerNotification(shift, name);
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: application.workerId,
      type: 'offer_expired',
      ...managerNotice,
      data,
      sentVia: ['email'],
    });
    // The manager is e-mailed as for a decline (respond-to-offer.ts).
    await emailShiftManager(tx, shift, {
      subject: `${name}'s offer for your ${shift.positionTitle} shift expired`,
      body: `${managerNotice.message}\n\nView the applications: ${ctx.config.APP_ORIGIN}/view-applications/${shift.id}`,
    });
    // The backfill is its own job, scheduled with the expiry so it is neither lost nor repeated (backfill.ts).
    if (shift.autoBackfill) await scheduleBackfill(tx, ctx, shift.id);
  });
}

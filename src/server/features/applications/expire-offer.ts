import { and, asc, eq, lte } from 'drizzle-orm';
import { applicationTransition } from '../../../shared/domain/state-machine';
import type { AppContext } from '../../context';
import { shiftApplications, shifts, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ScheduledJob } from '../../scheduler/scheduler';
import { createNotification } from '../notifications/create-notification';
import { shiftColumns } from '../shifts/shift-dto';
import { applicationColumns } from './application-dto';
import { publishApplicationChanged } from './application-events';
import { emailShiftManager } from './email-shift-manager';
import { expiredManagerNotification, expiredNotification } from './offer-messages';
import { selectApplicant } from './select-applicant';

/** Applicants tried in turn by one backfill (one without a phone, or whose text fails, is skipped). */
const BACKFILL_TRIES = 5;

/**
 * The offer-expiry job (docs/product/applications.md, "Offer window"; docs/decisions/015-scheduler.md): an offer
 * still unanswered at its expiry becomes expired, the worker and the manager are told, and, when the shift has
 * auto_backfill and can still take a worker, the next interested applicant is selected as the manager's button
 * would. Idempotent: the change is conditional on selected and a lapsed expiry, and its notices commit with it, so
 * a second run finds nothing to do and sends nothing.
 */
export async function expireOffer(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  const now = ctx.now();
  const expired = await ctx.db.transaction(async (tx) => {
    // Lock order everywhere: application, then shift (respond-to-offer.ts).
    const [application] = await tx
      .select(applicationColumns)
      .from(shiftApplications)
      .where(eq(shiftApplications.id, job.subjectId))
      .for('update');
    if (!application) return null;
    const [shift] = await tx
      .select(shiftColumns)
      .from(shifts)
      .where(eq(shifts.id, application.shiftId))
      .for('update');
    if (!shift) return null;
    // The state machine (ADR 014): selected → expired by the system, only once the offer has lapsed.
    const move = applicationTransition(application.status, 'expired', {
      actor: 'system',
      now,
      shift,
      offerExpiresAt: application.offerExpiresAt,
    });
    if (!move.ok) return null;
    const [updated] = await tx
      .update(shiftApplications)
      .set({ status: 'expired' })
      .where(
        and(
          eq(shiftApplications.id, application.id),
          eq(shiftApplications.status, 'selected'),
          lte(shiftApplications.offerExpiresAt, now),
        ),
      )
      .returning(applicationColumns);
    if (!updated) return null;

    const [worker] = await tx
      .select({ name: talentProfiles.name, email: users.email })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(users.id, application.workerId))
      .limit(1);
    const workerName = worker?.name ?? worker?.email ?? 'A worker';
    const data = { shiftId: shift.id, applicationId: application.id };
    await createNotification(tx, {
      recipientId: application.workerId,
      type: 'offer_expired',
      ...expiredNotification(shift),
      data,
    });
    const managerNotice = expiredManagerNotification(shift, workerName);
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
      subject: `${workerName}'s offer for your ${shift.positionTitle} shift expired`,
      body: `${managerNotice.message}\n\nView the applications: ${ctx.config.APP_ORIGIN}/view-applications/${shift.id}`,
    });
    await publishApplicationChanged(
      tx,
      { workerId: application.workerId, managerId: shift.managerId },
      { applicationId: application.id, shiftId: shift.id, status: updated.status },
    );
    return { shift };
  });
  if (expired?.shift.autoBackfill) await backfill(ctx, expired.shift.id, expired.shift.managerId);
}

/**
 * Selects the next interested applicant through the manager's own path (select-applicant.ts, actor 'system'), so
 * the same state machine bounds (the shift can still take a worker), texting rules, caps and opt-outs apply.
 * "Best-ranked" is the earliest applied for now; matching replaces it in issue 14. Also run when a booked worker
 * cancels (cancel-booking.ts, docs/product/applications.md "Cancellations").
 */
export async function backfill(ctx: AppContext, shiftId: string, managerId: string): Promise<void> {
  const candidates = await ctx.db
    .select({ id: shiftApplications.id })
    .from(shiftApplications)
    .where(and(eq(shiftApplications.shiftId, shiftId), eq(shiftApplications.status, 'interested')))
    .orderBy(asc(shiftApplications.appliedAt), asc(shiftApplications.id))
    .limit(BACKFILL_TRIES);
  for (const candidate of candidates) {
    try {
      await selectApplicant(ctx, managerId, candidate.id, 'system');
      return;
    } catch (error) {
      // A conflict means the shift cannot take a worker (filled, closed, started) or someone else is selecting:
      // nobody else is tried. Any other refusal (no phone, the text failed) moves on to the next applicant.
      if (error instanceof AppError && error.code === 'CONFLICT') return;
      if (!(error instanceof AppError)) throw error;
    }
  }
}

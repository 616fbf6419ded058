// A booking the worker never came to (docs/product/attendance.md, "No-show"). The manager records it
// from 30 min after the start ('Mark no-show', mark-no-show.ts); the scheduler does 4 h after the end when there is
// neither a check-in nor a manager's mark (auto-no-show.ts). Both go through here: accepted → no_show by the state
// machine, with the §3 consequence in the columns of migration 0008 (cancellation_consequence 'no_show', weight 3).
import { eq } from 'drizzle-orm';
import { APPEALS, CANCELLATION_POLICY } from '../../shared/constants';
import { formatShiftDate, formatTime12 } from '../../shared/domain/shift-time';
import type { TransitionRefusal } from '../../shared/domain/state-machine';
import type { AppContext } from '../context';
import { talentProfiles, users } from '../db/schema';
import type { TextTx } from '../messaging/queue-text';
import { createNotification } from '../notifications/create-notification';
import type { ScheduledJob } from '../scheduler/scheduler';
import { smsSafeText } from '../sms/safe-text';
import type { ApplicationRow } from './application-dto';
import { AUTO_NO_SHOW_KIND, autoNoShowAt } from './auto-no-show';
import { lockApplication } from './booking-change';
import { type NoticeShift, shiftLine, tellBookedWorker } from './cancellation-notices';
import { changeBooking } from './change-booking';
import { emailShiftManager } from './email-shift-manager';
import type { ShiftRow } from './shift-dto';

/** The §3 weight of a no-show in the worker's reliability (counts as three). */
export const NO_SHOW_WEIGHT = CANCELLATION_POLICY.weights.no_show;

const APPEAL_DAYS = APPEALS.windowMs / (24 * 60 * 60 * 1000);

/** Where the worker appeals: their History, where the no-show's card has 'Appeal' (no-show-appeal.tsx). */
export const appealLink = (appOrigin: string) => `${appOrigin}/worker-dashboard`;

/** The worker's notice, in the app: 'You were marked as a no-show for …. If this is wrong, appeal within 14 days.' */
export function noShowNotice(shift: NoticeShift) {
  return {
    title: 'Marked as a no-show',
    message: `You were marked as a no-show for ${shiftLine(shift)}. If this is wrong, appeal within ${APPEAL_DAYS} days.`,
  };
}

/** The same by text, with the link; only the user-written parts pass smsSafeText. */
export function noShowSms(shift: NoticeShift, appOrigin: string) {
  const what = `${smsSafeText(shift.positionTitle, 40)} at ${smsSafeText(shift.businessName, 40)}`;
  const when = `${formatShiftDate(shift.shiftDate)}, ${formatTime12(shift.startTime)}`;
  return (
    `TalentBridge: You were marked as a no-show for ${what} on ${when}. If this is wrong, appeal within ` +
    `${APPEAL_DAYS} days: ${appealLink(appOrigin)}. Reply STOP to opt out.`
  );
}

/**
 * Records the no-show of a locked booking: the transition (refused → the state machine's reason, nothing written), the
 * conditional update from accepted (a check-in, a cancellation or another no-show a moment earlier wins: null), the
 * worker told in the app and by text or e-mail with the appeal link, and both sides' screens refetched. The caller
 * holds the application's row lock and tells the manager when it was not the manager who decided.
 */
export async function recordNoShow(
  tx: TextTx,
  ctx: AppContext,
  input: {
    application: Pick<ApplicationRow, 'id' | 'workerId' | 'status' | 'offerExpiresAt'>;
    shift: ShiftRow;
    by: 'manager' | 'system';
  },
): Promise<{ ok: true; application: ApplicationRow } | { ok: false; reason: TransitionRefusal | 'changed' }> {
  const { application, shift, by } = input;
  const now = ctx.now();
  const result = await changeBooking(tx, ctx, {
    application,
    shift,
    to: 'no_show',
    actor: by,
    now,
    // The decision's time: the 14 days of an appeal run from it (src/shared/domain/appeals.ts).
    set: { cancelledAt: now, cancelledBy: by, cancellationConsequence: 'no_show' },
  });
  if (!result.ok) return result;
  const updated = result.application;
  await tellBookedWorker(tx, ctx, {
    workerId: application.workerId,
    senderId: shift.managerId,
    type: 'no_show',
    notice: noShowNotice(shift),
    sms: noShowSms(shift, ctx.config.APP_ORIGIN),
    data: {
      shiftId: shift.id,
      applicationId: application.id,
      kind: 'no_show',
      by,
      weight: NO_SHOW_WEIGHT,
      appealHref: '/worker-dashboard',
    },
    appOrigin: ctx.config.APP_ORIGIN,
  });
  return { ok: true, application: updated };
}

/**
 * The job. Idempotent (docs/decisions/015-scheduler.md): it acts only on a booking still accepted, through the state
 * machine's system bound, with the conditional update of recordNoShow; a booking checked in, marked or cancelled
 * meanwhile, or a second run, changes nothing and tells nobody. A shift whose end moved later since the job was
 * scheduled gets the job again at the new time.
 */
export async function runAutoNoShow(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, job.subjectId);
    if (locked?.application.status !== 'accepted') return;
    const { application, shift } = locked;
    const result = await recordNoShow(tx, ctx, { application, shift, by: 'system' });
    if (!result.ok) {
      if (result.reason === 'noShowTooEarly')
        await ctx.services.scheduler.schedule(tx, {
          kind: AUTO_NO_SHOW_KIND,
          subjectId: application.id,
          runAt: autoNoShowAt(shift.endsAt),
        });
      return;
    }
    const [worker] = await tx
      .select({ name: talentProfiles.name })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(users.id, application.workerId))
      .limit(1);
    const workerName = worker?.name ?? 'A worker';
    const message =
      `${workerName} did not check in for ${shiftLine(shift)} and no arrival was marked, so they were recorded ` +
      'as a no-show. They may appeal within 14 days.';
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: application.workerId,
      type: 'no_show',
      title: 'No-show recorded',
      message,
      data: { shiftId: shift.id, applicationId: application.id, kind: 'no_show', by: 'system' },
      sentVia: ['email'],
    });
    await emailShiftManager(tx, shift, {
      subject: `${workerName} was recorded as a no-show for your ${shift.positionTitle} shift`,
      body: `${message}\n\nThe shift's attendance: ${ctx.config.APP_ORIGIN}/view-applications/${shift.id}`,
    });
  });
}

// A booking the worker never came to (docs/product/attendance.md, "No-show"). The manager records it
// from 30 min after the start ('Mark no-show', mark-no-show.ts); the scheduler does 4 h after the end when there is
// neither a check-in nor a manager's mark (auto-no-show.ts). Both go through here: accepted → no_show by the state
// machine, with the §3 consequence in the columns of migration 0008 (cancellation_consequence 'no_show', weight 3).
import { and, eq } from 'drizzle-orm';
import { APPEALS, CANCELLATION_POLICY } from '../../shared/constants';
import { formatShiftDate, formatTime12 } from '../../shared/domain/shift-time';
import { applicationTransition, type TransitionRefusal } from '../../shared/domain/state-machine';
import type { AppContext } from '../context';
import { shiftApplications } from '../db/schema';
import type { TextTx } from '../messaging/queue-text';
import { smsSafeText } from '../sms/safe-text';
import { type ApplicationRow, applicationColumns } from './application-dto';
import { publishApplicationChanged } from './application-events';
import { type NoticeShift, shiftLine, tellBookedWorker } from './cancellation-notices';
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
    application: Pick<ApplicationRow, 'id' | 'workerId' | 'status'>;
    shift: ShiftRow;
    by: 'manager' | 'system';
  },
): Promise<{ ok: true; application: ApplicationRow } | { ok: false; reason: TransitionRefusal | 'changed' }> {
  const { application, shift, by } = input;
  const now = ctx.now();
  const move = applicationTransition(application.status, 'no_show', { actor: by, now, shift });
  if (!move.ok) return { ok: false, reason: move.reason };
  const [updated] = await tx
    .update(shiftApplications)
    .set({
      status: 'no_show',
      // The decision's time: the 14 days of an appeal run from it (src/shared/domain/appeals.ts).
      cancelledAt: now,
      cancelledBy: by,
      cancellationConsequence: 'no_show',
    })
    .where(and(eq(shiftApplications.id, application.id), eq(shiftApplications.status, 'accepted')))
    .returning(applicationColumns);
  if (!updated) return { ok: false, reason: 'changed' };
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
  await publishApplicationChanged(
    tx,
    { workerId: application.workerId, managerId: shift.managerId },
    { applicationId: application.id, shiftId: shift.id, status: 'no_show' },
  );
  return { ok: true, application: updated };
}

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { EndedReason } from '../../shared/domain/cancellation-policy';
import { isShiftFull } from '../../shared/domain/shift-availability';
import type { AppContext } from '../context';
import { shiftApplications, shifts } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { createNotification } from '../notifications/create-notification';
import type { ScheduledJob } from '../scheduler/scheduler';
import { endedNotice, type NoticeShift } from './cancellation-notices';
import { type BookingShift, changeBooking, changingApplicationColumns } from './change-booking';
import { shiftColumns } from './shift-dto';

/** The sweep of applications another transaction held while the shift changed (runEndRemaining below). */
export const END_REMAINING_KIND = 'end-remaining';

const waitingOn = (shiftId: string) =>
  and(eq(shiftApplications.shiftId, shiftId), inArray(shiftApplications.status, ['interested', 'selected']));

/**
 * No limbo (docs/product/applications.md, "No limbo"): when a shift fills, closes or is cancelled, every application
 * still waiting on it (interested, or selected with the offer unanswered) becomes rejected with `ended_reason`, its
 * worker gets a kind notice, a pending offer's expiry job is dropped, and both sides' screens are told. Runs in the
 * caller's transaction, after the caller has changed the shift under its row lock; each update is conditional on the
 * status it read, so an answer racing it has one outcome. Returns how many ended.
 */
export async function endRemainingApplications(
  ctx: AppContext,
  tx: Tx,
  shift: NoticeShift & BookingShift,
  reason: Exclude<EndedReason, 'passed'>,
  note?: string | null,
): Promise<number> {
  const now = ctx.now();
  // SKIP LOCKED: an application locked by its own change (another worker's accept of the same shift waits for this
  // shift's row lock while holding its application) would deadlock with this one. It is left to a sweep, due at once,
  // that runs after both have finished: the other accept then finds the shift full and is told so, and the sweep
  // ends its application like the rest.
  const waiting = await tx
    .select(changingApplicationColumns)
    .from(shiftApplications)
    .where(waitingOn(shift.id))
    .orderBy(asc(shiftApplications.id))
    .for('update', { skipLocked: true });
  const [all] = await tx.select({ n: count() }).from(shiftApplications).where(waitingOn(shift.id));
  if ((all?.n ?? 0) > waiting.length)
    await ctx.services.scheduler.schedule(tx, { kind: END_REMAINING_KIND, subjectId: shift.id, runAt: now });
  let ended = 0;
  const notice = endedNotice(shift, reason, note);
  for (const application of waiting) {
    // The state machine (ADR 014): interested → rejected and selected → rejected by the system, at any time; a
    // pending offer's expiry job is dropped with it (change-booking.ts).
    const result = await changeBooking(tx, ctx, {
      application,
      shift,
      to: 'rejected',
      actor: 'system',
      now,
      set: { endedReason: reason, contactingUntil: null },
    });
    if (!result.ok) continue;
    ended += 1;
    await createNotification(tx, {
      recipientId: application.workerId,
      senderId: shift.managerId,
      type: 'application_ended',
      ...notice,
      data: { shiftId: shift.id, applicationId: application.id, kind: `application_${reason}` },
    });
  }
  return ended;
}

/**
 * The sweep job (subject: the shift id): ends what is still waiting on a shift that is cancelled, closed or full, for
 * the reason the shift's state gives now; nothing when the shift can take workers again. Idempotent: a second run
 * finds nothing waiting, and one that again meets a locked application schedules itself anew.
 */
export async function runEndRemaining(ctx: AppContext, job: Pick<ScheduledJob, 'subjectId'>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [shift] = await tx
      .select(shiftColumns)
      .from(shifts)
      .where(eq(shifts.id, job.subjectId))
      .for('update');
    if (!shift) return;
    const reason =
      shift.status === 'cancelled'
        ? 'cancelled'
        : shift.status === 'closed'
          ? 'closed'
          : isShiftFull(shift)
            ? 'filled'
            : null;
    if (reason) await endRemainingApplications(ctx, tx, shift, reason);
  });
}

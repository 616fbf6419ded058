// docs/product/attendance.md, "Check-in"; ADR 017: a booked worker arrives. The worker checks in
// with the shift's code (check-in-routes.ts → checkIn below); the manager's 'Mark as arrived' (P's attendance
// feature) records the same arrival through recordArrival, so both are one transition with one late mark.
import { and, eq } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/domain/application-status';
import { autoCheckOutAt, checkedInLabel, isLateArrival } from '../../../shared/domain/attendance';
import {
  applicationTransition,
  TRANSITION_REFUSAL_MESSAGES,
  type TransitionRefusal,
} from '../../../shared/domain/state-machine';
import { CHECK_IN_MESSAGES } from '../../../shared/marketplace/attendance-messages';
import type { ApplicationDto } from '../../../shared/marketplace/types';
import { type ApplicationRow, toApplicationDto } from '../../booking/application-dto';
import { inChangeTransaction, lockApplication } from '../../booking/booking-change';
import { clearWrongCheckInCodes, countWrongCheckInCode } from '../../booking/booking-facts';
import { shiftLine } from '../../booking/cancellation-notices';
import { changeBooking } from '../../booking/change-booking';
import { ensureCheckInCode, isCheckInCode } from '../../booking/check-in-code';
import { type ShiftRow, shiftColumns } from '../../booking/shift-dto';
import { workerName } from '../../booking/worker-contact';
import type { AppContext } from '../../context';
import { shiftApplications, shifts } from '../../db/schema';
import { AppError, notFoundUnlessUuid } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import { createNotification } from '../../notifications/create-notification';

/** The scheduler kind of the automatic check-out (jobs.ts; auto-check-out.ts). */
export const AUTO_CHECK_OUT_KIND = 'auto-check-out';

export type RecordArrivalInput = {
  /** The booking, read under a row lock by the caller (accepted). */
  application: ApplicationRow;
  shift: ShiftRow;
  /** When the worker arrived: now for a check-in, the time the manager states for 'Mark as arrived'. */
  at: Date;
  by: 'talent' | 'manager';
  /** The manager who marked the arrival, and their reason (required for 'Mark as arrived'). */
  managerId?: string;
  reason?: string;
};

/**
 * accepted → checked_in through the state machine (the worker within checkInWindow, the manager within
 * arrivalWindow, both judged at ctx.now()), as one conditional UPDATE (WHERE status = 'accepted'), so two arrivals at
 * once have one outcome: the loser gets a 409. Marks the arrival late when `at` is more than 10 min after the start,
 * schedules the automatic check-out (end + 4 h), publishes the change to both sides and tells the other side in the
 * app: the manager of the worker's check-in, the worker of the manager's mark. Returns the updated booking.
 */
export async function recordArrival(
  tx: Tx,
  ctx: AppContext,
  input: RecordArrivalInput,
): Promise<ApplicationRow> {
  const { application, shift, at, by } = input;
  const late = isLateArrival(at, shift.startsAt);
  const result = await changeBooking(tx, ctx, {
    application,
    shift,
    to: 'checked_in',
    actor: by,
    now: ctx.now(),
    set: {
      checkedInAt: at,
      checkInLate: late,
      arrivalMarkedBy: by === 'manager' ? (input.managerId ?? shift.managerId) : null,
      arrivalReason: by === 'manager' ? (input.reason ?? null) : null,
    },
  });
  if (!result.ok) {
    if (result.reason === 'changed') throw new AppError('CONFLICT', CHECK_IN_MESSAGES.alreadyCheckedIn);
    throw arrivalRefusal(application.status, result.reason);
  }
  const updated = result.application;

  // Idempotent at its run (auto-check-out.ts); the end cannot move once the shift started (edit until the start).
  await ctx.services.scheduler.schedule(tx, {
    kind: AUTO_CHECK_OUT_KIND,
    subjectId: application.id,
    runAt: autoCheckOutAt(shift.endsAt),
    payload: { endsAt: shift.endsAt.toISOString() },
  });

  const label = checkedInLabel({ checkedInAt: at, checkInLate: late }, shift.timeZone);
  const data = { shiftId: shift.id, applicationId: application.id, kind: 'checked_in', late, by };
  if (by === 'talent') {
    const name = await workerName(tx, application.workerId);
    await createNotification(tx, {
      recipientId: shift.managerId,
      senderId: application.workerId,
      type: 'checked_in',
      title: late ? `${name} checked in late` : `${name} checked in`,
      message: `${name}: ${label} (${shiftLine(shift)}).`,
      data,
    });
  } else {
    await createNotification(tx, {
      recipientId: application.workerId,
      senderId: input.managerId ?? shift.managerId,
      type: 'checked_in',
      title: 'The manager marked you as arrived',
      message: `${label} (${shiftLine(shift)}), recorded by the manager${input.reason ? `: "${input.reason}"` : ''}.`,
      data,
    });
  }
  return updated;
}

/**
 * POST /api/applications/:applicationId/check-in { code } (docs/product/attendance.md, "Check-in"): the booked
 * worker, within the check-in window, with the shift's code. A refusal that is not about the code (not booked,
 * window closed) costs no try. Wrong codes are counted exactly on the booking (check_in_failures; ADR 017): the fifth
 * locks check-in for that shift for 15 min from that fifth wrong code (check_in_locked_until), however far apart the
 * five were; a try within the lock is refused with 429 and Retry-After, even with the right code. A right code resets
 * the count.
 */
export async function checkIn(
  ctx: AppContext,
  workerId: string,
  applicationId: string,
  code: string,
): Promise<ApplicationDto> {
  const notFound = notFoundUnlessUuid(applicationId, CHECK_IN_MESSAGES.notFound);
  const [found] = await ctx.db
    .select({ status: shiftApplications.status, shift: shiftColumns })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.workerId, workerId)));
  if (!found) throw notFound;
  // The window and the status first, so a try that could not succeed anyway costs nothing.
  const move = applicationTransition(found.status, 'checked_in', {
    actor: 'talent',
    now: ctx.now(),
    shift: found.shift,
  });
  if (!move.ok) throw arrivalRefusal(found.status, move.reason);

  const now = ctx.now();
  type Outcome = { lockedUntil: Date } | { wrongCode: true } | { updated: ApplicationRow };
  const outcome = await inChangeTransaction(ctx, async (tx): Promise<Outcome> => {
    // The row lock orders tries on this booking; the lock is read under it.
    const locked = await lockApplication(tx, applicationId, { workerId });
    if (!locked) throw notFound;
    const [state] = await tx
      .select({ lockedUntil: shiftApplications.checkInLockedUntil })
      .from(shiftApplications)
      .where(eq(shiftApplications.id, applicationId));
    if (state?.lockedUntil && state.lockedUntil > now) return { lockedUntil: state.lockedUntil };
    const expected = await ensureCheckInCode(tx, locked.shift.id);
    if (!expected || !isCheckInCode(expected, code)) {
      // The fifth wrong code is still answered as a wrong code; the lock refuses the tries after it.
      const alreadyLocked = await countWrongCheckInCode(tx, applicationId, now);
      return alreadyLocked ? { lockedUntil: alreadyLocked } : { wrongCode: true };
    }
    await clearWrongCheckInCodes(tx, applicationId);
    return { updated: await recordArrival(tx, ctx, { ...locked, at: now, by: 'talent' }) };
  });
  if ('lockedUntil' in outcome) {
    const retryAfterSeconds = Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', CHECK_IN_MESSAGES.locked(Math.ceil(retryAfterSeconds / 60)), {
      retryAfterSeconds,
    });
  }
  if ('wrongCode' in outcome)
    throw new AppError('BAD_REQUEST', CHECK_IN_MESSAGES.wrongCode, { field: 'code' });
  return toApplicationDto(outcome.updated);
}

/** A refusal of accepted → checked_in in the worker's words. */
function arrivalRefusal(status: ApplicationStatus, reason: TransitionRefusal): AppError {
  if (status === 'checked_in' || status === 'completed')
    return new AppError('CONFLICT', CHECK_IN_MESSAGES.alreadyCheckedIn);
  if (reason === 'notAllowed') return new AppError('CONFLICT', CHECK_IN_MESSAGES.notBooked);
  return new AppError('CONFLICT', TRANSITION_REFUSAL_MESSAGES[reason]);
}

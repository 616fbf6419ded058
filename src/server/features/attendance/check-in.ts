// Issue 13 item 2 (docs/product/attendance.md, "Check-in"; ADR 017): a booked worker arrives. The worker checks in
// with the shift's code (check-in-routes.ts → checkIn below); the manager's 'Mark as arrived' (P's attendance
// feature) records the same arrival through recordArrival, so both are one transition with one late mark.
import { and, eq } from 'drizzle-orm';
import { autoCheckOutAt, checkedInLabel, isLateArrival } from '../../../shared/domain/attendance';
import { applicationTransition, TRANSITION_REFUSAL_MESSAGES } from '../../../shared/domain/state-machine';
import type { AppContext } from '../../context';
import { shiftApplications, talentProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import { type ApplicationRow, applicationColumns } from '../applications/application-dto';
import { publishApplicationChanged } from '../applications/application-events';
import { shiftLine } from '../applications/cancellation-notices';
import { createNotification } from '../notifications/create-notification';
import type { ShiftRow } from '../shifts/shift-dto';

/** The scheduler kind of the automatic check-out (jobs.ts; auto-check-out.ts). */
export const AUTO_CHECK_OUT_KIND = 'auto-check-out';

export const CHECK_IN_MESSAGES = {
  notFound: 'Booking not found.',
  notBooked: 'Only a booked worker can check in to this shift.',
  alreadyCheckedIn: 'You have already checked in to this shift.',
  wrongCode: 'That code is not right. Check the code with the manager on site.',
  changedMeanwhile: 'This booking changed meanwhile; refresh to see where it stands.',
} as const;

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
  ctx: Pick<AppContext, 'now' | 'services'>,
  input: RecordArrivalInput,
): Promise<ApplicationRow> {
  const { application, shift, at, by } = input;
  const move = applicationTransition(application.status, 'checked_in', { actor: by, now: ctx.now(), shift });
  if (!move.ok) {
    if (application.status === 'checked_in' || application.status === 'completed')
      throw new AppError('CONFLICT', CHECK_IN_MESSAGES.alreadyCheckedIn);
    if (move.reason === 'notAllowed') throw new AppError('CONFLICT', CHECK_IN_MESSAGES.notBooked);
    throw new AppError('CONFLICT', TRANSITION_REFUSAL_MESSAGES[move.reason]);
  }
  const late = isLateArrival(at, shift.startsAt);
  const [updated] = await tx
    .update(shiftApplications)
    .set({
      status: 'checked_in',
      checkedInAt: at,
      checkInLate: late,
      arrivalMarkedBy: by === 'manager' ? (input.managerId ?? shift.managerId) : null,
      arrivalReason: by === 'manager' ? (input.reason ?? null) : null,
    })
    .where(and(eq(shiftApplications.id, application.id), eq(shiftApplications.status, 'accepted')))
    .returning(applicationColumns);
  if (!updated) throw new AppError('CONFLICT', CHECK_IN_MESSAGES.alreadyCheckedIn);

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
    const [worker] = await tx
      .select({ name: talentProfiles.name, email: users.email })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(users.id, application.workerId))
      .limit(1);
    const name = worker?.name ?? worker?.email ?? 'A worker';
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
  await publishApplicationChanged(
    tx,
    { workerId: application.workerId, managerId: shift.managerId },
    { applicationId: application.id, shiftId: shift.id, status: updated.status },
  );
  return updated;
}

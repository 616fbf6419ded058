// What a suspension ends (docs/product/accounts.md, "Suspended accounts"), per the cancellation
// table (product-next §3): a suspended manager's upcoming shifts are cancelled as a business cancellation ('Cancel
// shift': each booked worker told, late compensation and its ledger entry under 24 h); a suspended worker's
// upcoming bookings are cancelled by the system with no mark (consequence 'none', like an excused cancellation), the
// place given back and the manager told; their waiting applications and offers end. Each change is its own
// transaction through the use-cases' own locks; one that lost a race to another change is skipped.
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { shiftApplications, shifts, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { createNotification } from '../notifications/create-notification';
import type { ScheduledJob } from '../scheduler/scheduler';
import { scheduleBackfill } from './backfill';
import { inChangeTransaction, lockApplication } from './booking-change';
import { cancelShift } from './cancel-shift';
import { shiftLine } from './cancellation-notices';
import { changeBooking } from './change-booking';
import { emailShiftManager } from './email-shift-manager';
import { workerName } from './worker-contact';

export type SuspensionEnded = {
  shiftsCancelled: number;
  bookingsCancelled: number;
  applicationsEnded: number;
};

const SHIFT_NOTE = 'The business can no longer run this shift.';

/** A change another request made first (409) is not this one's to repeat: skipped. */
async function unlessTaken(work: () => Promise<boolean>): Promise<boolean> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) return false;
    throw error;
  }
}

async function cancelManagerShifts(ctx: AppContext, managerId: string): Promise<number> {
  const upcoming = await ctx.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.managerId, managerId),
        inArray(shifts.status, ['open', 'closed']),
        gt(shifts.startsAt, ctx.now()),
      ),
    );
  let cancelled = 0;
  for (const shift of upcoming) {
    if (await unlessTaken(async () => Boolean(await cancelShift(ctx, managerId, shift.id, SHIFT_NOTE))))
      cancelled++;
  }
  return cancelled;
}

/** One of the worker's bookings or waiting applications, ended by the system; false when it had moved on. */
async function endWorkerApplication(
  ctx: AppContext,
  workerId: string,
  applicationId: string,
): Promise<boolean> {
  const now = ctx.now();
  return inChangeTransaction(ctx, async (tx) => {
    const locked = await lockApplication(tx, applicationId, { workerId });
    if (!locked) return false;
    const { application, shift } = locked;
    if (shift.startsAt.getTime() <= now.getTime()) return false;
    const from = application.status;
    const booked = from === 'accepted';
    if (!booked && from !== 'interested' && from !== 'selected') return false;
    // A booking is cancelled with no mark (consequence 'none'); the reminders end and the invite is withdrawn with
    // it (change-booking.ts). A waiting application ends as if withdrawn, an offer as if declined.
    const result = await changeBooking(tx, ctx, {
      application,
      shift,
      to: booked ? 'cancelled' : from === 'selected' ? 'declined' : 'withdrawn',
      actor: 'system',
      now,
      set: booked ? { cancelledAt: now, cancelledBy: 'system', cancellationConsequence: 'none' } : {},
      cancelledBecause: 'Your account is suspended, so this booking is cancelled.',
    });
    if (!result.ok) return false;
    const name = await workerName(tx, workerId);
    const reopened =
      shift.status === 'open' && shift.autoBackfill
        ? ' The place is offered to the next applicant automatically, if one is waiting.'
        : '';
    const message = booked
      ? `${name} can no longer work ${shiftLine(shift)}, so their booking is cancelled.${reopened}`
      : `${name} is no longer available for ${shiftLine(shift)}, so their application has ended.`;
    await createNotification(tx, {
      recipientId: shift.managerId,
      type: booked ? 'booking_cancelled' : 'application_ended',
      title: booked ? 'A booked worker is no longer available' : 'An applicant is no longer available',
      message,
      data: { shiftId: shift.id, applicationId, kind: booked ? 'booking_cancelled' : 'application_ended' },
      sentVia: booked ? ['email'] : [],
    });
    if (booked)
      await emailShiftManager(tx, shift, {
        subject: `${name} can no longer work your ${shift.positionTitle} shift`,
        body: `${message}\n\nView the applications: ${ctx.config.APP_ORIGIN}/view-applications/${shift.id}`,
      });
    if ((booked || from === 'selected') && shift.autoBackfill && shift.status === 'open')
      await scheduleBackfill(tx, ctx, shift.id);
    return true;
  });
}

async function endWorkerBookings(ctx: AppContext, workerId: string) {
  const rows = await ctx.db
    .select({ id: shiftApplications.id, status: shiftApplications.status })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(
      and(
        eq(shiftApplications.workerId, workerId),
        inArray(shiftApplications.status, ['interested', 'selected', 'accepted']),
        gt(shifts.startsAt, ctx.now()),
      ),
    );
  let bookingsCancelled = 0;
  let applicationsEnded = 0;
  for (const row of rows) {
    if (!(await unlessTaken(() => endWorkerApplication(ctx, workerId, row.id)))) continue;
    if (row.status === 'accepted') bookingsCancelled++;
    else applicationsEnded++;
  }
  return { bookingsCancelled, applicationsEnded };
}

/**
 * The scheduler's backstop (docs/decisions/015-scheduler.md): scheduled in the suspension's transaction, due at once,
 * so the bookings end even if the process stops between the commit and the inline run; a run for an account
 * reinstated meanwhile does nothing.
 */
export const SUSPENSION_BOOKINGS_KIND = 'suspension-bookings';

export async function runSuspensionBookings(
  ctx: AppContext,
  job: Pick<ScheduledJob, 'subjectId'>,
): Promise<void> {
  const [account] = await ctx.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, job.subjectId), isNotNull(users.suspendedAt)));
  if (account) await endSuspendedBookings(ctx, account);
}

/** Ends what the suspended account had ahead (idempotent: a second run finds nothing left to end). */
export async function endSuspendedBookings(
  ctx: AppContext,
  account: { id: string; role: string },
): Promise<SuspensionEnded> {
  if (account.role === 'manager')
    return {
      shiftsCancelled: await cancelManagerShifts(ctx, account.id),
      bookingsCancelled: 0,
      applicationsEnded: 0,
    };
  if (account.role === 'talent') return { shiftsCancelled: 0, ...(await endWorkerBookings(ctx, account.id)) };
  return { shiftsCancelled: 0, bookingsCancelled: 0, applicationsEnded: 0 };
}

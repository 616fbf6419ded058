// The one way an application's status changes (docs/product/applications.md, "The application state machine";
// ADR 014). Every use-case that moves an application (applying aside, which creates it) calls changeBooking: it asks
// the state machine, writes the change as one conditional UPDATE, keeps the shift's count of booked places, runs the
// transition's effects and publishes the change. The words told to each side stay with the use-case.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../shared/domain/application-status';
import { OVERLAP_MESSAGES } from '../../shared/domain/booking-overlap';
import { isShiftFull } from '../../shared/domain/shift-availability';
import { type Actor, applicationTransition, type TransitionRefusal } from '../../shared/domain/state-machine';
import type { AppContext } from '../context';
import { shiftApplications, shifts } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Tx } from '../messaging/outbox';
import { releaseHolds, scheduleHold } from '../money/hold';
import { type ApplicationRow, applicationColumns } from './application-dto';
import { publishApplicationChanged } from './application-events';
import { scheduleAutoNoShow } from './auto-no-show';
import { refusal } from './booking-change';
import { queueBookingEmail } from './booking-emails';
import { OFFER_EXPIRY_KIND } from './offer-messages';
import { lockWorkerBookings, overlappingBooking } from './overlapping-booking';
import { scheduleRatingJobs } from './rating-jobs';
import { cancelReminders, scheduleReminders } from './reminders';

/** The columns a change may write beside the status (the status itself is the change's `to`). */
export type BookingColumns = Omit<Partial<typeof shiftApplications.$inferInsert>, 'id' | 'status'>;

/** What a change reads of the shift: the state machine's facts, its parties and its places. */
export type BookingShift = {
  id: string;
  managerId: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  acceptedCount: number;
  maxApplications: number;
};

/** What a change reads of the application, for the callers that select the applications they change. */
export const changingApplicationColumns = {
  id: shiftApplications.id,
  workerId: shiftApplications.workerId,
  status: shiftApplications.status,
  offerExpiresAt: shiftApplications.offerExpiresAt,
};

export type BookingChange = {
  /** The application as read under its row lock (lock the application, then the shift: lockApplication). */
  application: Pick<ApplicationRow, keyof typeof changingApplicationColumns>;
  /** Its shift, locked after it. */
  shift: BookingShift;
  to: ApplicationStatus;
  actor: Actor;
  now: Date;
  set?: BookingColumns;
  /** A further condition of the conditional UPDATE (for example that the offer has lapsed). */
  where?: SQL;
  /** Leaving a booking for cancelled: the reason the withdrawn calendar invite gives. */
  cancelledBecause?: string;
};

export type BookingChangeResult =
  | {
      ok: true;
      application: ApplicationRow;
      /** This change took the shift's last place: the caller ends what still waits on it (no limbo). */
      filledShift: boolean;
    }
  | { ok: false; reason: TransitionRefusal | 'changed' };

/**
 * How a transition changes the shift's count of booked places (shifts.accepted_count): a booking takes a place; a
 * cancelled booking gives it back. A check-in, a no-show and a completion keep it: the place was used.
 */
export function bookedPlacesDelta(from: ApplicationStatus, to: ApplicationStatus): -1 | 0 | 1 {
  if (to === 'accepted' && from !== 'accepted') return 1;
  if (from === 'accepted' && to === 'cancelled') return -1;
  return 0;
}

type Effect = (tx: Tx, ctx: AppContext, change: BookingChange, updated: ApplicationRow) => Promise<void>;

/**
 * What each transition schedules, cancels and sends, in the change's transaction (docs/product/messaging.md,
 * "Booking e-mails and calendar invites", "Reminders"; docs/product/attendance.md; docs/product/trust.md, "Ratings").
 * A transition not listed has no effect beyond the count and the live event.
 */
const EFFECTS: { from: ApplicationStatus; to: ApplicationStatus; effect: Effect }[] = [
  {
    // The offer lapses at offer_expires_at unless answered first.
    from: 'interested',
    to: 'selected',
    effect: async (tx, ctx, _change, updated) => {
      if (updated.offerExpiresAt)
        await ctx.services.scheduler.schedule(tx, {
          kind: OFFER_EXPIRY_KIND,
          subjectId: updated.id,
          runAt: updated.offerExpiresAt,
        });
    },
  },
  {
    // An offer ended by the shift's filling, closing or cancellation, or by a block: its expiry has nothing to do.
    from: 'selected',
    to: 'rejected',
    effect: async (tx, ctx, change) => {
      await ctx.services.scheduler.cancel(tx, OFFER_EXPIRY_KIND, change.application.id);
    },
  },
  {
    // Booked: the worker's e-mail with its calendar invite, the reminders, the no-show 4 h after the end
    // unless the worker checks in or the manager marks them, and the hold on the business's card.
    from: 'selected',
    to: 'accepted',
    effect: async (tx, ctx, change, updated) => {
      await queueBookingEmail(tx, ctx, { applicationId: updated.id, kind: 'booked' });
      await scheduleReminders(tx, ctx, updated, change.shift);
      await scheduleAutoNoShow(tx, ctx, updated, change.shift);
      await scheduleHold(tx, ctx, updated.id, change.now);
    },
  },
  {
    // A booking ended before the start: no more reminders, the calendar invite is withdrawn (METHOD:CANCEL), and
    // the card's hold for it released, except after a business's late cancellation: its compensation's charge
    // captures from the hold, or releases it (money/compensation.ts, docs/product/payments.md).
    from: 'accepted',
    to: 'cancelled',
    effect: async (tx, ctx, change) => {
      await cancelReminders(tx, ctx, change.application.id);
      if (change.set?.cancellationConsequence !== 'business_late')
        await releaseHolds(tx, ctx, change.application.id, change.now);
      await queueBookingEmail(tx, ctx, {
        applicationId: change.application.id,
        kind: 'cancelled',
        reason: change.cancelledBecause ?? 'This booking is cancelled.',
      });
    },
  },
  {
    // A no-show is paid nothing: the card's hold for the booking is released (docs/product/payments.md, "Holds").
    from: 'accepted',
    to: 'no_show',
    effect: (tx, ctx, change) => releaseHolds(tx, ctx, change.application.id, change.now),
  },
  {
    // The 7-day rating window opens: its end and its reminders are scheduled (ADR 019).
    from: 'checked_in',
    to: 'completed',
    effect: (tx, ctx, change) => scheduleRatingJobs(tx, ctx, change.application.id, change.now),
  },
];

/**
 * Moves one locked application to `change.to`: refused (nothing written) when the state machine does not let the
 * actor make that move now, or `changed` when the conditional UPDATE (WHERE status = the status read) finds that a
 * racing change won. Otherwise, in the caller's transaction: the row, the shift's booked places, the transition's
 * effects (EFFECTS) and both sides' live event.
 *
 * A booking that would overlap another of the worker's (docs/product/applications.md, "No overlapping bookings") is
 * refused with a 409 naming the other booking: the check runs under a lock of the worker's bookings, so two accepts of
 * overlapping shifts at the same instant make one booking.
 */
export async function changeBooking(
  tx: Tx,
  ctx: AppContext,
  change: BookingChange,
): Promise<BookingChangeResult> {
  const { application, shift, to } = change;
  const from = application.status;
  const move = applicationTransition(from, to, {
    actor: change.actor,
    now: change.now,
    shift,
    offerExpiresAt: application.offerExpiresAt,
  });
  if (!move.ok) return { ok: false, reason: move.reason };
  if (to === 'accepted' && from !== 'accepted') {
    await lockWorkerBookings(tx, application.workerId);
    const otherShift = await overlappingBooking(tx, application.workerId, shift);
    if (otherShift) throw new AppError('CONFLICT', OVERLAP_MESSAGES.accept(otherShift));
  }
  const [updated] = await tx
    .update(shiftApplications)
    .set({ ...change.set, status: to })
    .where(and(eq(shiftApplications.id, application.id), eq(shiftApplications.status, from), change.where))
    .returning(applicationColumns);
  if (!updated) return { ok: false, reason: 'changed' };

  const delta = bookedPlacesDelta(from, to);
  if (delta !== 0)
    await tx
      .update(shifts)
      .set({ acceptedCount: sql`greatest(${shifts.acceptedCount} + ${delta}, 0)` })
      .where(eq(shifts.id, shift.id));
  for (const row of EFFECTS)
    if (row.from === from && row.to === to) await row.effect(tx, ctx, change, updated);
  await publishApplicationChanged(
    tx,
    { workerId: application.workerId, managerId: shift.managerId },
    { applicationId: application.id, shiftId: shift.id, status: to },
  );
  const filledShift = delta === 1 && isShiftFull({ ...shift, acceptedCount: shift.acceptedCount + 1 });
  return { ok: true, application: updated, filledShift };
}

/**
 * changeBooking for a use-case that answers a refusal with an error (booking-change.ts, refusal): a started shift in
 * the cancellation words, any other refusal as `notAllowed`, and a lost race as `lost` (all 409).
 */
export async function changeBookingOrRefuse(
  tx: Tx,
  ctx: AppContext,
  change: BookingChange,
  words: { notAllowed: string; lost?: string },
): Promise<ApplicationRow> {
  const result = await changeBooking(tx, ctx, change);
  if (result.ok) return result.application;
  if (result.reason === 'changed') throw new AppError('CONFLICT', words.lost ?? words.notAllowed);
  throw refusal(result.reason, words.notAllowed);
}

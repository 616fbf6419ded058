// What is written on an application without changing its status: a new application, a check-out time, the check-in
// code's wrong tries, the terms of an edited shift and their re-confirmation, an offer's moved expiry. With
// change-booking.ts (every change of status), select-applicant.ts (the offer's contact lease) and booking-emails.ts
// (the calendar's sequence), these are the only writers of shift_applications: each write keeps its own condition,
// so two racing requests have one outcome.
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { CHECK_IN_CODE } from '../../shared/constants';
import { shiftApplications } from '../db/schema';
import type { Tx } from '../messaging/outbox';
import { type ApplicationRow, applicationColumns } from './application-dto';

/** A new application (interested); a second one by the same worker fails on the unique index. */
export async function insertApplication(
  tx: Tx,
  application: { shiftId: string; workerId: string; appliedAt: Date },
): Promise<ApplicationRow> {
  const [row] = await tx
    .insert(shiftApplications)
    .values({ ...application, status: 'interested' })
    .returning(applicationColumns);
  return row as ApplicationRow;
}

/**
 * Bookings that already happened, written as they ended (the demo history: seed/factories/history.ts). Nothing is
 * scheduled or told: they are past.
 */
export async function insertPastApplications(
  tx: Tx,
  rows: (typeof shiftApplications.$inferInsert)[],
  chunk = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk)
    await tx.insert(shiftApplications).values(rows.slice(i, i + chunk));
}

/**
 * The check-out of a checked-in booking at `at`, as one conditional UPDATE (WHERE status = 'checked_in' AND
 * checked_out_at IS NULL): the worker's click, the manager's 'left at' and the automatic check-out racing have one
 * outcome; the loser gets null.
 */
export async function recordCheckOutTime(
  tx: Tx,
  applicationId: string,
  at: Date,
  auto: boolean,
): Promise<ApplicationRow | null> {
  const [updated] = await tx
    .update(shiftApplications)
    .set({ checkedOutAt: at, checkOutAuto: auto })
    .where(
      and(
        eq(shiftApplications.id, applicationId),
        eq(shiftApplications.status, 'checked_in'),
        isNull(shiftApplications.checkedOutAt),
      ),
    )
    .returning(applicationColumns);
  return updated ?? null;
}

/** A right check-in code starts the count of wrong ones again. */
export async function clearWrongCheckInCodes(tx: Tx, applicationId: string): Promise<void> {
  await tx
    .update(shiftApplications)
    .set({ checkInFailures: 0, checkInLockedUntil: null })
    .where(eq(shiftApplications.id, applicationId));
}

/**
 * Counts one wrong code as one conditional UPDATE … RETURNING (ADR 017, "Wrong-code lock"): only while the booking
 * is not locked, and the fifth sets the lock (now + 15 min) and starts the count again, so parallel guesses can never
 * count more than CHECK_IN_CODE.maxWrongCodes per lock. Returns null when the guess was counted (the fifth included),
 * or the end of the lock a parallel guess set meanwhile (this guess is not counted).
 */
export async function countWrongCheckInCode(tx: Tx, applicationId: string, now: Date): Promise<Date | null> {
  const lockUntil = new Date(now.getTime() + CHECK_IN_CODE.lockMs);
  const locks = sql`${shiftApplications.checkInFailures} + 1 >= ${CHECK_IN_CODE.maxWrongCodes}`;
  const [counted] = await tx
    .update(shiftApplications)
    .set({
      checkInFailures: sql`case when ${locks} then 0 else ${shiftApplications.checkInFailures} + 1 end`,
      checkInLockedUntil: sql`case when ${locks} then ${lockUntil.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(shiftApplications.id, applicationId),
        or(isNull(shiftApplications.checkInLockedUntil), lte(shiftApplications.checkInLockedUntil, now)),
      ),
    )
    .returning({ id: shiftApplications.id });
  if (counted) return null;
  const [state] = await tx
    .select({ lockedUntil: shiftApplications.checkInLockedUntil })
    .from(shiftApplications)
    .where(eq(shiftApplications.id, applicationId));
  return state?.lockedUntil ?? lockUntil;
}

/**
 * A material edit of a booked shift (docs/product/shifts.md, "Edit shift"): the booking waits for 'Keep my booking',
 * and cancelling is free meanwhile.
 */
export async function markTermsChanged(tx: Tx, applicationId: string, now: Date): Promise<void> {
  await tx
    .update(shiftApplications)
    .set({ termsChangedAt: now })
    .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.status, 'accepted')));
}

/**
 * 'Keep my booking': the changed terms are accepted, and the next edit may text the worker again. Conditional on the
 * terms still being changed, so two taps re-confirm once; null for the second.
 */
export async function reconfirmTerms(tx: Tx, applicationId: string): Promise<ApplicationRow | null> {
  const [updated] = await tx
    .update(shiftApplications)
    .set({ termsChangedAt: null, editTextedAt: null })
    .where(
      and(
        eq(shiftApplications.id, applicationId),
        eq(shiftApplications.status, 'accepted'),
        isNotNull(shiftApplications.termsChangedAt),
      ),
    )
    .returning(applicationColumns);
  return updated ?? null;
}

/** An edit texted the booked worker: the next edits before a re-confirmation are told in the app only. */
export async function markEditTexted(tx: Tx, applicationId: string, now: Date): Promise<void> {
  await tx
    .update(shiftApplications)
    .set({ editTextedAt: now })
    .where(eq(shiftApplications.id, applicationId));
}

/** An edit that moved the start moves a pending offer's expiry with it (offer-window.ts). */
export async function moveOfferExpiry(tx: Tx, applicationId: string, expiresAt: Date): Promise<void> {
  await tx
    .update(shiftApplications)
    .set({ offerExpiresAt: expiresAt })
    .where(and(eq(shiftApplications.id, applicationId), eq(shiftApplications.status, 'selected')));
}

/** 'Confirm I'm coming' (the button or a reply YES): once, on a booking still accepted; null when it was not. */
export async function recordAttendanceConfirmed(
  tx: Tx,
  applicationId: string,
  now: Date,
): Promise<ApplicationRow | null> {
  const [updated] = await tx
    .update(shiftApplications)
    .set({ attendanceConfirmedAt: now })
    .where(
      and(
        eq(shiftApplications.id, applicationId),
        eq(shiftApplications.status, 'accepted'),
        isNull(shiftApplications.attendanceConfirmedAt),
      ),
    )
    .returning(applicationColumns);
  return updated ?? null;
}

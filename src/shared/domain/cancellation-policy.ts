// ADR 014: the consequence of a cancellation, one table for both sides
// (docs/product/applications.md, "Cancellation policy"). Pure: the caller passes `now`, so the dialog that states the
// consequence before the click and the server that records it after compute the same answer.
import { CANCELLATION_POLICY } from '../constants';
import type { Role } from './roles';

type Instant = Date | string;

/** What a shift's scheduled paid time is made of. */
export type ScheduledShift = { startsAt: Instant; endsAt: Instant; breakMinutes: number };

export type CancellationConsequence =
  | { kind: 'none' }
  /** A worker's cancellation that counts against reliability `weight` times. */
  | { kind: 'late' | 'very_late' | 'no_show'; weight: 1 | 2 | 3 }
  /** A business's late cancellation: each booked worker is owed this many minutes at the shift's hourly rate. */
  | { kind: 'business_late'; owedMinutes: number };

/** What a cancellation counted for, as stored (shift_applications.cancellation_consequence). */
export const CANCELLATION_CONSEQUENCE_KINDS = [
  'none',
  'late',
  'very_late',
  'no_show',
  'business_late',
] as const satisfies readonly CancellationConsequence['kind'][];
export type CancellationConsequenceKind = (typeof CANCELLATION_CONSEQUENCE_KINDS)[number];

/**
 * Why the platform ended an application that was not booked (docs/product/applications.md, "No limbo"): the shift
 * filled, closed or was cancelled, or the manager passed on it ('Not this time').
 */
export const ENDED_REASONS = ['filled', 'closed', 'cancelled', 'passed'] as const;
export type EndedReason = (typeof ENDED_REASONS)[number];

export type CancellationFacts = {
  by: Role;
  shift: ScheduledShift;
  now: Date;
  /** The worker cancels terms that changed materially after booking: always free. */
  afterMaterialChange?: boolean;
  /** The worker's emergency excuse (one per 90 days, counted by the caller): no reliability consequence. */
  emergency?: boolean;
};

/** The shift's scheduled time minus its unpaid break, in whole minutes, never below zero. */
export function scheduledPaidMinutes(shift: ScheduledShift): number {
  const scheduled = Math.floor(
    (new Date(shift.endsAt).getTime() - new Date(shift.startsAt).getTime()) / 60_000,
  );
  return Math.max(0, scheduled - shift.breakMinutes);
}

/**
 * The consequence of cancelling a booking at `now`. A worker: free 72 h or more before the start, late from 24 h up
 * to 72 h, very late under 24 h, and at or after the start it is a no-show (a booking cannot be cancelled then; this
 * is what the missed shift counts for). An emergency or a material change makes a cancellation before the start free.
 * A manager (removing a booked worker or cancelling the shift): free 24 h or more before, otherwise owes each booked
 * worker min(4 h, the scheduled paid time).
 */
export function cancellationConsequence(facts: CancellationFacts): CancellationConsequence {
  const before = new Date(facts.shift.startsAt).getTime() - facts.now.getTime();
  if (facts.by === 'manager') {
    if (before >= CANCELLATION_POLICY.businessFreeBeforeStartMs) return { kind: 'none' };
    return {
      kind: 'business_late',
      owedMinutes: Math.min(
        CANCELLATION_POLICY.businessCompensationMaxMinutes,
        scheduledPaidMinutes(facts.shift),
      ),
    };
  }
  const { weights } = CANCELLATION_POLICY;
  if (before <= 0) return { kind: 'no_show', weight: weights.no_show };
  if (facts.afterMaterialChange || facts.emergency) return { kind: 'none' };
  if (before >= CANCELLATION_POLICY.workerFreeBeforeStartMs) return { kind: 'none' };
  if (before >= CANCELLATION_POLICY.workerLateBeforeStartMs) return { kind: 'late', weight: weights.late };
  return { kind: 'very_late', weight: weights.very_late };
}

/**
 * What a business's late cancellation owes one booked worker, in cents: owed minutes x hourly rate / 60, rounded to
 * the nearest cent (half a cent up), the same rounding as pay for worked minutes (docs/product/applications.md,
 * "Cancellation policy").
 */
export function businessCompensationCents(owedMinutes: number, hourlyRateCents: number): number {
  if (
    !Number.isInteger(owedMinutes) ||
    !Number.isInteger(hourlyRateCents) ||
    owedMinutes < 0 ||
    hourlyRateCents < 0
  )
    throw new RangeError('owedMinutes and hourlyRateCents must be non-negative integers');
  return Math.round((owedMinutes * hourlyRateCents) / 60);
}

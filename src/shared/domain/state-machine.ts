// ADR 014: every status change of an application and of a shift, as data: from, to, who may make
// it, and the time bounds (named below) that must hold at `now`. The server's use-cases and the client ask the same
// functions, so a button is shown exactly when the server would accept the click (docs/product/applications.md,
// "The application state machine"; docs/product/shifts.md, "Shift states").
import { ATTENDANCE_WINDOW } from '../constants';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status';
import { isOfferOpen } from './offer-window';
import { ROLES } from './roles';
import {
  type AvailabilityFacts,
  isShiftVisible,
  shiftVacancyProblem,
  VACANCY_CONDITIONS,
  type VacancyProblem,
} from './shift-availability';
import { STORED_SHIFT_STATUSES, type StoredShiftStatus } from './shift-status';

/** Who makes a change: one of the two roles, or the platform itself (the scheduler, or a consequence of another change). */
export const ACTORS = [...ROLES, 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/** The shift facts the bounds read; a shift row (Date) or a DTO (ISO string) fits as it is. */
export type TransitionShift = AvailabilityFacts & { endsAt: Date | string };

export type TransitionContext = {
  actor: Actor;
  now: Date;
  shift: TransitionShift;
  /** The offer's expiry (`offerExpiresAt` in offer-window.ts); an offer without one never lapses. */
  offerExpiresAt?: Date | string | null;
};

export const TRANSITION_REFUSALS = [
  'notAllowed',
  'shiftStarted',
  'shiftClosed',
  'shiftFilled',
  'offerExpired',
  'offerNotExpired',
  'checkInNotOpen',
  'checkInClosed',
  'noShowTooEarly',
  'notStarted',
] as const;
/** Includes every VacancyProblem of shift-availability.ts (BOUNDS would not compile otherwise). */
export type TransitionRefusal = (typeof TRANSITION_REFUSALS)[number];

/** What a screen can show for each refusal (the server keeps its own words where the API already had them). */
export const TRANSITION_REFUSAL_MESSAGES: Record<TransitionRefusal, string> = {
  notAllowed: 'This is not possible in the current status.',
  shiftStarted: 'This shift has already started.',
  shiftClosed: 'This shift is closed.',
  shiftFilled: 'This shift has already been filled.',
  offerExpired: 'This offer has expired.',
  offerNotExpired: 'This offer has not expired yet.',
  checkInNotOpen: 'Check-in opens 30 minutes before the start.',
  checkInClosed: 'Check-in has closed for this shift.',
  noShowTooEarly: 'A no-show cannot be recorded yet.',
  notStarted: 'This shift has not started yet.',
};

const at = (instant: Date | string) => new Date(instant).getTime();

/** The named time bounds: each returns the refusal when it does not hold at `now`, or null. */
const BOUNDS = {
  /** Open, not started, not full: shift-availability.ts, the same test as applying. */
  shiftCanTakeWorker: ({ shift, now }: TransitionContext) => shiftVacancyProblem(shift, now),
  beforeStart: ({ shift, now }: TransitionContext) => (isShiftVisible(shift, now) ? null : 'shiftStarted'),
  afterStart: ({ shift, now }: TransitionContext) =>
    now.getTime() >= at(shift.startsAt) ? null : 'notStarted',
  offerOpen: ({ offerExpiresAt, now }: TransitionContext) =>
    isOfferOpen(offerExpiresAt, now) ? null : 'offerExpired',
  offerLapsed: ({ offerExpiresAt, now }: TransitionContext) =>
    offerExpiresAt != null && !isOfferOpen(offerExpiresAt, now) ? null : 'offerNotExpired',
  /** The worker checks in from 30 min before the start until the scheduled end. */
  checkInWindow: ({ shift, now }: TransitionContext) => {
    if (now.getTime() < at(shift.startsAt) - ATTENDANCE_WINDOW.checkInOpensBeforeStartMs)
      return 'checkInNotOpen';
    return now.getTime() < at(shift.endsAt) ? null : 'checkInClosed';
  },
  /** The manager marks an arrival ('Mark as arrived') from the same opening until the booking is settled. */
  arrivalWindow: ({ shift, now }: TransitionContext) => {
    if (now.getTime() < at(shift.startsAt) - ATTENDANCE_WINDOW.checkInOpensBeforeStartMs)
      return 'checkInNotOpen';
    return now.getTime() < at(shift.endsAt) + ATTENDANCE_WINDOW.settledAfterEndMs ? null : 'checkInClosed';
  },
  managerNoShow: ({ shift, now }: TransitionContext) =>
    now.getTime() >= at(shift.startsAt) + ATTENDANCE_WINDOW.managerNoShowAfterStartMs
      ? null
      : 'noShowTooEarly',
  /** Neither a check-in nor a manager's mark 4 h after the end. */
  settledNoShow: ({ shift, now }: TransitionContext) =>
    now.getTime() >= at(shift.endsAt) + ATTENDANCE_WINDOW.settledAfterEndMs ? null : 'noShowTooEarly',
} satisfies Record<string, (context: TransitionContext) => TransitionRefusal | null>;

export type TransitionBound = keyof typeof BOUNDS;

export type Transition<S extends string> = {
  from: S;
  to: S;
  actor: Actor;
  /** Checked in order; the first that fails names the refusal. */
  bounds: readonly TransitionBound[];
};

/** docs/product/applications.md, "The application state machine": one row per (from, to, actor). */
export const APPLICATION_TRANSITIONS: readonly Transition<ApplicationStatus>[] = [
  // 'Select and Contact Worker', or the automatic backfill after an expiry or a cancellation.
  { from: 'interested', to: 'selected', actor: 'manager', bounds: ['shiftCanTakeWorker'] },
  { from: 'interested', to: 'selected', actor: 'system', bounds: ['shiftCanTakeWorker'] },
  // 'Withdraw' before being booked; an offer is answered with Decline instead.
  { from: 'interested', to: 'withdrawn', actor: 'talent', bounds: [] },
  // A suspended worker's waiting application ends as if withdrawn (docs/product/accounts.md, "Suspended accounts").
  { from: 'interested', to: 'withdrawn', actor: 'system', bounds: [] },
  // 'Not this time', or the shift filled, closed or was cancelled.
  { from: 'interested', to: 'rejected', actor: 'manager', bounds: ['beforeStart'] },
  { from: 'interested', to: 'rejected', actor: 'system', bounds: [] },
  { from: 'selected', to: 'accepted', actor: 'talent', bounds: ['offerOpen', 'shiftCanTakeWorker'] },
  { from: 'selected', to: 'declined', actor: 'talent', bounds: ['offerOpen'] },
  // A suspended worker's pending offer ends as if declined.
  { from: 'selected', to: 'declined', actor: 'system', bounds: [] },
  { from: 'selected', to: 'expired', actor: 'system', bounds: ['offerLapsed'] },
  // An offer still pending when the shift fills, closes or is cancelled.
  { from: 'selected', to: 'rejected', actor: 'system', bounds: [] },
  // 'Cancel booking' (worker), removing a booked worker (manager), or the shift's cancellation (system).
  { from: 'accepted', to: 'cancelled', actor: 'talent', bounds: ['beforeStart'] },
  { from: 'accepted', to: 'cancelled', actor: 'manager', bounds: ['beforeStart'] },
  { from: 'accepted', to: 'cancelled', actor: 'system', bounds: ['beforeStart'] },
  { from: 'accepted', to: 'checked_in', actor: 'talent', bounds: ['checkInWindow'] },
  { from: 'accepted', to: 'checked_in', actor: 'manager', bounds: ['arrivalWindow'] },
  { from: 'accepted', to: 'no_show', actor: 'manager', bounds: ['managerNoShow'] },
  { from: 'accepted', to: 'no_show', actor: 'system', bounds: ['settledNoShow'] },
  // The timesheet approved by the manager, or automatically.
  { from: 'checked_in', to: 'completed', actor: 'manager', bounds: ['afterStart'] },
  { from: 'checked_in', to: 'completed', actor: 'system', bounds: ['afterStart'] },
];

/** docs/product/shifts.md, "Shift states": 'Close applications' and 'Cancel shift', both until the start. */
export const SHIFT_TRANSITIONS: readonly Transition<StoredShiftStatus>[] = [
  { from: 'open', to: 'closed', actor: 'manager', bounds: ['beforeStart'] },
  { from: 'open', to: 'cancelled', actor: 'manager', bounds: ['beforeStart'] },
  { from: 'closed', to: 'cancelled', actor: 'manager', bounds: ['beforeStart'] },
];

export type TransitionResult = { ok: true } | { ok: false; reason: TransitionRefusal; message: string };

/** The refusal as a shift-availability problem, for callers that word those in their own messages; else null. */
export function vacancyRefusal(reason: TransitionRefusal): VacancyProblem | null {
  return VACANCY_CONDITIONS.find((problem) => problem === reason) ?? null;
}

function refuse(reason: TransitionRefusal): TransitionResult {
  return { ok: false, reason, message: TRANSITION_REFUSAL_MESSAGES[reason] };
}

function decide<S extends string>(
  table: readonly Transition<S>[],
  from: S,
  to: S,
  context: TransitionContext,
): TransitionResult {
  const row = table.find((t) => t.from === from && t.to === to && t.actor === context.actor);
  if (!row) return refuse('notAllowed');
  for (const bound of row.bounds) {
    const refusal = BOUNDS[bound](context);
    if (refusal) return refuse(refusal);
  }
  return { ok: true };
}

/** Whether `context.actor` may move an application from `from` to `to` at `context.now`, and if not, why. */
export function applicationTransition(
  from: ApplicationStatus,
  to: ApplicationStatus,
  context: TransitionContext,
): TransitionResult {
  return decide(APPLICATION_TRANSITIONS, from, to, context);
}

/** The statuses `context.actor` may move this application to now: the buttons a screen shows. */
export function allowedApplicationActions(
  status: ApplicationStatus,
  context: TransitionContext,
): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((to) => applicationTransition(status, to, context).ok);
}

/**
 * The statuses an actor can move an application to from this status at some time, bounds aside: for a screen whose
 * time-dependent state is decided elsewhere (the worker dashboard's missed offers, application-outcome.ts).
 */
export function applicationMoves(status: ApplicationStatus, actor: Actor): ApplicationStatus[] {
  return APPLICATION_TRANSITIONS.filter((t) => t.from === status && t.actor === actor).map((t) => t.to);
}

/** Whether `context.actor` may move the shift `context.shift` from `from` to `to` now. */
export function shiftTransition(
  from: StoredShiftStatus,
  to: StoredShiftStatus,
  context: Omit<TransitionContext, 'offerExpiresAt'>,
): TransitionResult {
  return decide(SHIFT_TRANSITIONS, from, to, context);
}

export function allowedShiftActions(
  status: StoredShiftStatus,
  context: Omit<TransitionContext, 'offerExpiresAt'>,
): StoredShiftStatus[] {
  return STORED_SHIFT_STATUSES.filter((to) => shiftTransition(status, to, context).ok);
}

// ADR 014: every time bound of the transition table at its edges, the last instant it holds and the
// first it does not; a row with bounds that no edge covers fails the first test.
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from './application-status';
import {
  type Actor,
  APPLICATION_TRANSITIONS,
  applicationTransition,
  type TransitionContext,
  type TransitionRefusal,
} from './state-machine';
import { at, END, HOUR, MINUTE, START, shift } from './state-machine.fixtures';

type Edge = {
  name: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  actor: Actor;
  ok: Partial<TransitionContext>[];
  refused: [Partial<TransitionContext>, TransitionRefusal][];
};

type Edges = Pick<Edge, 'ok' | 'refused'>;
/** A bound that holds until `instant`: the millisecond before holds, `instant` itself is refused for `reason`. */
const until = (instant: number, reason: TransitionRefusal): Edges => ({
  ok: [at(instant - 1)],
  refused: [[at(instant), reason]],
});
/** A bound that holds from `instant` on: `instant` holds, the millisecond before is refused for `reason`. */
const fromOn = (instant: number, reason: TransitionRefusal): Edges => ({
  ok: [at(instant)],
  refused: [[at(instant - 1), reason]],
});

// Each bound at its edges: the last instant it holds and the first it does not (or the reverse).
const EDGES: Edge[] = [
  // The manager's button and the automatic backfill select the same way.
  ...(['manager', 'system'] as const).map(
    (actor): Edge => ({
      name: `${actor}: an interested applicant is selected only while the shift can take a worker`,
      from: 'interested',
      to: 'selected',
      actor,
      ok: [at(START - 1), { ...at(START - HOUR), shift: { ...shift, maxApplications: 2, acceptedCount: 1 } }],
      refused: [
        [at(START), 'shiftStarted'],
        [{ ...at(START - HOUR), shift: { ...shift, status: 'closed' } }, 'shiftClosed'],
        [{ ...at(START - HOUR), shift: { ...shift, status: 'cancelled' } }, 'shiftClosed'],
        [{ ...at(START - HOUR), shift: { ...shift, acceptedCount: 1 } }, 'shiftFilled'],
      ],
    }),
  ),
  {
    name: "a manager passes ('Not this time') until the start",
    from: 'interested',
    to: 'rejected',
    actor: 'manager',
    ...until(START, 'shiftStarted'),
  },
  {
    name: 'a worker withdraws an application at any time, the shift started or not',
    from: 'interested',
    to: 'withdrawn',
    actor: 'talent',
    ok: [at(START - 24 * HOUR), at(END + HOUR)],
    refused: [],
  },
  {
    name: 'a worker accepts until the offer expires (exclusive) and while the shift can take them',
    from: 'selected',
    to: 'accepted',
    actor: 'talent',
    ok: [
      at(START - 2 * HOUR, { offerExpiresAt: new Date(START - 2 * HOUR + 1) }),
      // An offer made before expiry existed does not lapse.
      at(START - 1, { offerExpiresAt: null }),
    ],
    refused: [
      [at(START - 2 * HOUR, { offerExpiresAt: new Date(START - 2 * HOUR) }), 'offerExpired'],
      // Selected 10 min before the start: the offer runs to 5 min after it, but the start ends it first.
      [at(START, { offerExpiresAt: new Date(START + 5 * MINUTE) }), 'shiftStarted'],
      [{ ...at(START - HOUR), shift: { ...shift, acceptedCount: 1 } }, 'shiftFilled'],
    ],
  },
  {
    name: 'a worker declines until the offer expires, even on a shift that filled',
    from: 'selected',
    to: 'declined',
    actor: 'talent',
    ok: [
      at(START - 2 * HOUR, { offerExpiresAt: new Date(START - 2 * HOUR + 1) }),
      { ...at(START - HOUR), shift: { ...shift, acceptedCount: 1 } },
    ],
    refused: [[at(START - 2 * HOUR, { offerExpiresAt: new Date(START - 2 * HOUR) }), 'offerExpired']],
  },
  {
    name: 'the scheduler expires an offer from its expiry on, never one without an expiry',
    from: 'selected',
    to: 'expired',
    actor: 'system',
    ok: [at(START - 2 * HOUR, { offerExpiresAt: new Date(START - 2 * HOUR) })],
    refused: [
      [at(START - 2 * HOUR, { offerExpiresAt: new Date(START - 2 * HOUR + 1) }), 'offerNotExpired'],
      [at(START - 2 * HOUR, { offerExpiresAt: null }), 'offerNotExpired'],
    ],
  },
  ...(['talent', 'manager', 'system'] as const).map(
    (actor): Edge => ({
      name: `${actor}: a booking is cancelled only before the start`,
      from: 'accepted',
      to: 'cancelled',
      actor,
      ...until(START, 'shiftStarted'),
    }),
  ),
  {
    name: 'a worker checks in from 30 min before the start until the scheduled end',
    from: 'accepted',
    to: 'checked_in',
    actor: 'talent',
    ok: [at(START - 30 * MINUTE), at(END - 1)],
    refused: [
      [at(START - 30 * MINUTE - 1), 'checkInNotOpen'],
      [at(END), 'checkInClosed'],
    ],
  },
  {
    name: 'a manager marks an arrival from 30 min before the start until 4 h after the end',
    from: 'accepted',
    to: 'checked_in',
    actor: 'manager',
    ok: [at(START - 30 * MINUTE), at(END + 4 * HOUR - 1)],
    refused: [
      [at(START - 30 * MINUTE - 1), 'checkInNotOpen'],
      [at(END + 4 * HOUR), 'checkInClosed'],
    ],
  },
  {
    name: 'a manager records a no-show from 30 min after the start',
    from: 'accepted',
    to: 'no_show',
    actor: 'manager',
    ...fromOn(START + 30 * MINUTE, 'noShowTooEarly'),
  },
  {
    name: 'the scheduler records a no-show from 4 h after the end',
    from: 'accepted',
    to: 'no_show',
    actor: 'system',
    ...fromOn(END + 4 * HOUR, 'noShowTooEarly'),
  },
  ...(['manager', 'system'] as const).map(
    (actor): Edge => ({
      name: `${actor}: a checked-in booking completes only once the shift has started`,
      from: 'checked_in',
      to: 'completed',
      actor,
      ...fromOn(START, 'notStarted'),
    }),
  ),
];

describe('the time bounds, at their edges', () => {
  it('covers every row of the table', () => {
    const covered = new Set(EDGES.map((edge) => `${edge.actor} ${edge.from}>${edge.to}`));
    const rowsWithBounds = APPLICATION_TRANSITIONS.filter((t) => t.bounds.length > 0).map(
      (t) => `${t.actor} ${t.from}>${t.to}`,
    );
    for (const row of rowsWithBounds) expect(covered.has(row), row).toBe(true);
  });

  it.each(EDGES)('$name', ({ from, to, actor, ok, refused }) => {
    for (const context of ok)
      expect(applicationTransition(from, to, { actor, now: new Date(0), shift, ...context })).toEqual({
        ok: true,
      });
    for (const [context, reason] of refused)
      expect(applicationTransition(from, to, { actor, now: new Date(0), shift, ...context })).toMatchObject({
        ok: false,
        reason,
      });
  });
});

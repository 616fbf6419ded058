// Issue 12 item 1 (ADR 014): every allowed and every refused transition. The expected tables are written out here,
// so adding or removing a transition (or changing its bounds) fails until the table, the ADR and
// docs/product/applications.md say the same.
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status';
import { STORED_SHIFT_STATUSES, type StoredShiftStatus } from './shift-status';
import {
  ACTORS,
  type Actor,
  APPLICATION_TRANSITIONS,
  allowedApplicationActions,
  allowedShiftActions,
  applicationMoves,
  applicationTransition,
  SHIFT_TRANSITIONS,
  shiftTransition,
  type TransitionContext,
  type TransitionRefusal,
  type TransitionShift,
  vacancyRefusal,
} from './state-machine';

const START = Date.parse('2026-12-06T14:00:00Z');
const END = Date.parse('2026-12-06T20:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const shift: TransitionShift = {
  status: 'open',
  startsAt: new Date(START),
  endsAt: new Date(END),
  acceptedCount: 0,
  maxApplications: 1,
};
const at = (ms: number, extra: Partial<TransitionContext> = {}) => ({ now: new Date(ms), shift, ...extra });

const EXPECTED_APPLICATION_TRANSITIONS = [
  'manager interested>selected: shiftCanTakeWorker',
  'system interested>selected: shiftCanTakeWorker',
  'talent interested>withdrawn: -',
  'manager interested>rejected: beforeStart',
  'system interested>rejected: -',
  'talent selected>accepted: offerOpen, shiftCanTakeWorker',
  'talent selected>declined: offerOpen',
  'system selected>expired: offerLapsed',
  'system selected>rejected: -',
  'talent accepted>cancelled: beforeStart',
  'manager accepted>cancelled: beforeStart',
  'system accepted>cancelled: beforeStart',
  'talent accepted>checked_in: checkInWindow',
  'manager accepted>checked_in: arrivalWindow',
  'manager accepted>no_show: managerNoShow',
  'system accepted>no_show: settledNoShow',
  'manager checked_in>completed: afterStart',
  'system checked_in>completed: afterStart',
];

const EXPECTED_SHIFT_TRANSITIONS = [
  'manager open>closed: beforeStart',
  'manager open>cancelled: beforeStart',
  'manager closed>cancelled: beforeStart',
];

const describeRow = (t: { actor: Actor; from: string; to: string; bounds: readonly string[] }) =>
  `${t.actor} ${t.from}>${t.to}: ${t.bounds.length ? t.bounds.join(', ') : '-'}`;

/** Instants that between them satisfy every bound: each transition must be allowed at one of them at least. */
const PROBES: Partial<TransitionContext>[] = [
  at(START - 24 * HOUR, { offerExpiresAt: new Date(START - 23 * HOUR) }),
  at(START - 24 * HOUR, { offerExpiresAt: new Date(START - 24 * HOUR) }),
  at(START - 30 * MINUTE),
  at(START),
  at(START + 30 * MINUTE),
  at(END),
  at(END + 4 * HOUR),
];

describe('the application transitions (docs/product/applications.md, "The application state machine")', () => {
  it('are the written table, with their bounds, one row per (from, to, actor)', () => {
    expect(APPLICATION_TRANSITIONS.map(describeRow)).toEqual(EXPECTED_APPLICATION_TRANSITIONS);
    const keys = APPLICATION_TRANSITIONS.map((t) => `${t.actor} ${t.from}>${t.to}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('allows each from × to × actor in the table at some time, and refuses every other as notAllowed at all times', () => {
    const expected = new Set(EXPECTED_APPLICATION_TRANSITIONS.map((row) => row.split(':')[0]));
    const allowed: string[] = [];
    for (const actor of ACTORS)
      for (const from of APPLICATION_STATUSES)
        for (const to of APPLICATION_STATUSES) {
          const key = `${actor} ${from}>${to}`;
          const results = PROBES.map((probe) =>
            applicationTransition(from, to, { actor, now: new Date(0), shift, ...probe }),
          );
          if (results.some((result) => result.ok)) allowed.push(key);
          if (!expected.has(key))
            for (const result of results)
              expect(result, key).toMatchObject({ ok: false, reason: 'notAllowed' });
        }
    expect(new Set(allowed)).toEqual(expected);
  });

  it('gives every refusal a message a screen can show', () => {
    const refused = applicationTransition('declined', 'accepted', { actor: 'talent', ...at(START - HOUR) });
    expect(refused).toEqual({
      ok: false,
      reason: 'notAllowed',
      message: 'This is not possible in the current status.',
    });
  });

  it('lets nobody leave a final status', () => {
    for (const final of [
      'declined',
      'expired',
      'withdrawn',
      'rejected',
      'cancelled',
      'no_show',
      'completed',
    ] as const)
      for (const actor of ACTORS) expect(applicationMoves(final, actor), `${actor} ${final}`).toEqual([]);
  });
});

type Edge = {
  name: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  actor: Actor;
  ok: Partial<TransitionContext>[];
  refused: [Partial<TransitionContext>, TransitionRefusal][];
};

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
    ok: [at(START - 1)],
    refused: [[at(START), 'shiftStarted']],
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
      ok: [at(START - 1)],
      refused: [[at(START), 'shiftStarted']],
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
    ok: [at(START + 30 * MINUTE)],
    refused: [[at(START + 30 * MINUTE - 1), 'noShowTooEarly']],
  },
  {
    name: 'the scheduler records a no-show from 4 h after the end',
    from: 'accepted',
    to: 'no_show',
    actor: 'system',
    ok: [at(END + 4 * HOUR)],
    refused: [[at(END + 4 * HOUR - 1), 'noShowTooEarly']],
  },
  ...(['manager', 'system'] as const).map(
    (actor): Edge => ({
      name: `${actor}: a checked-in booking completes only once the shift has started`,
      from: 'checked_in',
      to: 'completed',
      actor,
      ok: [at(START)],
      refused: [[at(START - 1), 'notStarted']],
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

describe('allowedApplicationActions', () => {
  it("gives the buttons of this moment: a worker's offer, a manager's interested applicant, a booking on the day", () => {
    const offer = { offerExpiresAt: new Date(START - HOUR) };
    expect(
      allowedApplicationActions('selected', { actor: 'talent', ...at(START - 2 * HOUR, offer) }),
    ).toEqual(['accepted', 'declined']);
    expect(allowedApplicationActions('selected', { actor: 'talent', ...at(START - HOUR, offer) })).toEqual(
      [],
    );
    expect(allowedApplicationActions('interested', { actor: 'manager', ...at(START - HOUR) })).toEqual([
      'selected',
      'rejected',
    ]);
    expect(allowedApplicationActions('interested', { actor: 'talent', ...at(START - HOUR) })).toEqual([
      'withdrawn',
    ]);
    expect(allowedApplicationActions('accepted', { actor: 'talent', ...at(START - 10 * MINUTE) })).toEqual([
      'cancelled',
      'checked_in',
    ]);
    expect(allowedApplicationActions('accepted', { actor: 'manager', ...at(START + 30 * MINUTE) })).toEqual([
      'checked_in',
      'no_show',
    ]);
  });
});

describe('vacancyRefusal', () => {
  it('passes the shift-availability problems through and nothing else', () => {
    expect(vacancyRefusal('shiftFilled')).toBe('shiftFilled');
    expect(vacancyRefusal('shiftStarted')).toBe('shiftStarted');
    expect(vacancyRefusal('offerExpired')).toBeNull();
    expect(vacancyRefusal('notAllowed')).toBeNull();
  });
});

describe('the shift transitions (docs/product/shifts.md, "Shift states")', () => {
  it('are the written table', () => {
    expect(SHIFT_TRANSITIONS.map(describeRow)).toEqual(EXPECTED_SHIFT_TRANSITIONS);
  });

  it('allows each from × to × actor in the table before the start, refuses it from the start, and refuses every other', () => {
    const expected = new Set(EXPECTED_SHIFT_TRANSITIONS.map((row) => row.split(':')[0]));
    for (const actor of ACTORS)
      for (const from of STORED_SHIFT_STATUSES)
        for (const to of STORED_SHIFT_STATUSES) {
          const key = `${actor} ${from}>${to}`;
          const before = shiftTransition(from, to, { actor, ...at(START - 1) });
          const after = shiftTransition(from, to, { actor, ...at(START) });
          if (expected.has(key)) {
            expect(before, key).toEqual({ ok: true });
            expect(after, key).toMatchObject({ ok: false, reason: 'shiftStarted' });
          } else {
            expect(before, key).toMatchObject({ ok: false, reason: 'notAllowed' });
            expect(after, key).toMatchObject({ ok: false, reason: 'notAllowed' });
          }
        }
  });

  it("gives the manager's buttons", () => {
    const open: StoredShiftStatus = 'open';
    expect(allowedShiftActions(open, { actor: 'manager', ...at(START - HOUR) })).toEqual([
      'closed',
      'cancelled',
    ]);
    expect(allowedShiftActions('cancelled', { actor: 'manager', ...at(START - HOUR) })).toEqual([]);
    expect(allowedShiftActions(open, { actor: 'talent', ...at(START - HOUR) })).toEqual([]);
  });
});

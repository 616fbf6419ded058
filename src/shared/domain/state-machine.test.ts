// ADR 014: every allowed and every refused transition. The expected tables are written out here,
// so adding or removing a transition (or changing its bounds) fails until the table, the ADR and
// docs/product/applications.md say the same.
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './application-status';
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
  vacancyRefusal,
} from './state-machine';

import { at, END, HOUR, MINUTE, START, shift } from './state-machine.fixtures';

const EXPECTED_APPLICATION_TRANSITIONS = [
  'manager interested>selected: shiftCanTakeWorker',
  'system interested>selected: shiftCanTakeWorker',
  'talent interested>withdrawn: -',
  'system interested>withdrawn: -',
  'manager interested>rejected: beforeStart',
  'system interested>rejected: -',
  'talent selected>accepted: offerOpen, shiftCanTakeWorker',
  'talent selected>declined: offerOpen',
  'system selected>declined: -',
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

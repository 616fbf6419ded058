// The reliability formula (docs/product/trust.md, "Reliability"): properties over random histories.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELIABILITY } from '../constants';
import {
  businessReliability,
  median,
  WORKER_OUTCOMES,
  type WorkerBookingEvent,
  workerReliability,
} from './reliability';

const NOW = new Date('2026-11-26T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const event = fc.record({
  outcome: fc.constantFrom(...WORKER_OUTCOMES),
  at: fc.integer({ min: 1, max: 400 * DAY }).map((ago) => new Date(NOW.getTime() - ago)),
  appealUpheld: fc.boolean(),
});
const history = fc.array(event, { maxLength: 40 });
const recent = (days: number, outcome: WorkerBookingEvent['outcome']): WorkerBookingEvent => ({
  outcome,
  at: new Date(NOW.getTime() - days * DAY),
});

describe('worker reliability', () => {
  it("is completed / (completed + late + 2 × very late + 3 × no-shows), 'New' until 3 bookings", () => {
    expect(workerReliability([recent(1, 'completed'), recent(2, 'late')], NOW).figure).toBeNull();
    const r = workerReliability(
      [
        recent(1, 'completed'),
        recent(2, 'completed'),
        recent(3, 'late'),
        recent(4, 'very_late'),
        recent(5, 'no_show'),
      ],
      NOW,
    );
    expect(r).toMatchObject({ completed: 2, late: 1, veryLate: 1, noShows: 1, bookingsCounted: 5 });
    expect(r.figure).toBeCloseTo(2 / (2 + 1 + 2 + 3));
  });

  it('a new no-show never raises it', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 170 * DAY }), (events, ago) => {
        const before = workerReliability(events, NOW);
        const after = workerReliability(
          [...events, { outcome: 'no_show', at: new Date(NOW.getTime() - ago) }],
          NOW,
        );
        if (before.figure !== null && after.figure !== null)
          expect(after.figure).toBeLessThanOrEqual(before.figure);
      }),
    );
  });

  it('counts only the last 20 bookings within 180 days, never an upheld appeal or an excused cancellation', () => {
    fc.assert(
      fc.property(history, (events) => {
        const r = workerReliability(events, NOW);
        const eligible = events.filter(
          (e) => !e.appealUpheld && NOW.getTime() - new Date(e.at).getTime() < RELIABILITY.windowDays * DAY,
        );
        expect(r.bookingsCounted).toBe(Math.min(eligible.length, RELIABILITY.lastBookings));
      }),
    );
    const old = Array.from({ length: 5 }, () => recent(181, 'no_show'));
    expect(
      workerReliability([...old, recent(1, 'completed'), recent(2, 'completed'), recent(3, 'completed')], NOW)
        .figure,
    ).toBe(1);
    const many = [...Array.from({ length: 20 }, (_, i) => recent(i + 1, 'completed')), recent(30, 'no_show')];
    expect(workerReliability(many, NOW)).toMatchObject({ figure: 1, noShows: 0, bookingsCounted: 20 });
    const upheld = { ...recent(1, 'no_show'), appealUpheld: true };
    const excused = { ...recent(1, 'very_late'), excused: true };
    const three = [recent(2, 'completed'), recent(3, 'completed'), recent(4, 'completed')];
    expect(workerReliability([upheld, excused, ...three], NOW).figure).toBe(1);
  });
});

describe('business reliability', () => {
  it("is the share not cancelled late by the business, with the median approval hours; 'New' until 3", () => {
    const at = (days: number) => new Date(NOW.getTime() - days * DAY);
    const events = [
      { lateByBusiness: false, at: at(1) },
      { lateByBusiness: true, at: at(2) },
      { lateByBusiness: false, at: at(3) },
      { lateByBusiness: false, at: at(4) },
    ];
    expect(businessReliability(events, [2, 10, 4], NOW)).toMatchObject({
      figure: 0.75,
      bookingsCounted: 4,
      lateCancellations: 1,
      medianApprovalHours: 4,
    });
    expect(businessReliability(events.slice(0, 2), [1], NOW)).toMatchObject({
      figure: null,
      medianApprovalHours: null,
    });
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });
});

// The words a dialog states before a cancellation and a History card after it
// (docs/product/applications.md, "Cancellations").
import { describe, expect, it } from 'vitest';
import { lastMovedAt, REMOVED_LABEL, workerApplicationView } from '../domain/application-outcome';
import {
  businessCancellation,
  businessConsequenceText,
  endedWords,
  workerCancellation,
  workerConsequenceText,
} from './cancellation-messages';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T12:00:00.000Z');
const shiftIn = (hours: number) => {
  const startsAt = new Date(now.getTime() + hours * HOUR);
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + 6 * HOUR),
    breakMinutes: 30,
    hourlyRateCents: 1850,
  };
};

describe('the cancel dialogs', () => {
  it("state the worker's consequence from the table, the excuse and a material change making it free", () => {
    const words = (hours: number, emergency = false, termsChangedAt: Date | null = null) =>
      workerConsequenceText(workerCancellation({ shift: shiftIn(hours), termsChangedAt }, now, emergency));
    expect(words(72)).toBe('Cancelling now is free.');
    expect(words(71.9)).toBe('This is a late cancellation: it counts against your reliability.');
    expect(words(24)).toBe('This is a late cancellation: it counts against your reliability.');
    expect(words(23.9)).toBe('This is a very late cancellation: it counts against your reliability twice.');
    expect(words(10, true)).toBe('Cancelling now is free.');
    expect(words(10, false, now)).toBe('Cancelling now is free.');
  });

  it("state the business's compensation in dollars from integer cents", () => {
    expect(businessCancellation(shiftIn(24), now).owedCents).toBe(0);
    const late = businessCancellation(shiftIn(23), now);
    expect(late).toEqual({ consequence: { kind: 'business_late', owedMinutes: 240 }, owedCents: 7400 });
    expect(businessConsequenceText(7400, 2, 'cancel')).toBe(
      'Each booked worker will be paid $74.00 for the late cancellation.',
    );
    expect(businessConsequenceText(7400, 0, 'cancel')).toBe('No worker is booked: cancelling now is free.');
    expect(businessConsequenceText(0, 1, 'remove')).toContain('removing a worker now is free');
  });
});

describe('History', () => {
  it('gives every ending its own words and badge', () => {
    expect(endedWords({ status: 'withdrawn' })).toBe('You withdrew this application.');
    expect(endedWords({ status: 'rejected', endedReason: 'filled' })).toBe('This shift has been filled.');
    expect(endedWords({ status: 'rejected', endedReason: 'passed' })).toBe(
      'The business chose other applicants this time.',
    );
    expect(
      endedWords({ status: 'cancelled', cancelledBy: 'talent', cancellationConsequence: 'very_late' }),
    ).toContain('counts against your reliability twice');
    expect(endedWords({ status: 'cancelled', cancelledBy: 'talent', emergencyExcuse: true })).toContain(
      'emergency excuse',
    );
    expect(endedWords({ status: 'accepted' })).toBeNull();
    const shift = { status: 'open', startsAt: shiftIn(48).startsAt, acceptedCount: 0, maxApplications: 1 };
    expect(workerApplicationView({ status: 'cancelled', cancelledBy: 'manager', shift }, now)).toEqual({
      tab: 'history',
      missed: REMOVED_LABEL,
    });
    expect(workerApplicationView({ status: 'rejected', endedReason: 'closed', shift }, now).missed).toBe(
      'Shift closed',
    );
  });

  it('orders by the last known move', () => {
    const applied = { status: 'rejected' as const, appliedAt: '2026-11-20T10:00:00.000Z' };
    const cancelled = {
      status: 'cancelled' as const,
      appliedAt: '2026-11-10T10:00:00.000Z',
      cancelledAt: '2026-11-25T10:00:00.000Z',
    };
    expect(lastMovedAt(cancelled)).toBeGreaterThan(lastMovedAt(applied));
  });
});

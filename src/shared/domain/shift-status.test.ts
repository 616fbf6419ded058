import { describe, expect, it } from 'vitest';
import { SHIFT_STATUSES, STORED_SHIFT_STATUSES, shiftDisplayStatus } from './shift-status';

describe('shiftDisplayStatus', () => {
  it('is open below capacity', () => {
    expect(shiftDisplayStatus({ status: 'open', acceptedCount: 1, maxApplications: 2 })).toEqual({
      status: 'open',
      label: 'OPEN',
    });
  });

  it('is filled at capacity, with the confirmed note', () => {
    expect(shiftDisplayStatus({ status: 'open', acceptedCount: 2, maxApplications: 2 })).toEqual({
      status: 'filled',
      label: 'FILLED!',
      note: '2/2 Confirmed',
    });
  });

  it('prefers filled over a stored closed status', () => {
    expect(shiftDisplayStatus({ status: 'closed', acceptedCount: 1, maxApplications: 1 }).status).toBe(
      'filled',
    );
    expect(shiftDisplayStatus({ status: 'closed', acceptedCount: 0, maxApplications: 1 })).toEqual({
      status: 'closed',
      label: 'CLOSED',
    });
  });

  it('falls back to open and to a capacity of 1', () => {
    expect(shiftDisplayStatus({ status: null, acceptedCount: 0, maxApplications: 1 }).label).toBe('OPEN');
    expect(shiftDisplayStatus({ status: 'weird', acceptedCount: 0, maxApplications: null }).label).toBe(
      'OPEN',
    );
    expect(shiftDisplayStatus({ status: 'open', acceptedCount: 1, maxApplications: 0 }).note).toBe(
      '1/1 Confirmed',
    );
  });
});

describe('shiftDisplayStatus, the later statuses', () => {
  const clock = (now: string) => ({
    startsAt: '2026-12-06T14:00:00.000Z',
    endsAt: '2026-12-06T20:00:00.000Z',
    now: new Date(now),
  });
  const full = { status: 'open', acceptedCount: 1, maxApplications: 1 };

  it('is CANCELLED once cancelled, whatever the counts or the clock', () => {
    expect(shiftDisplayStatus({ ...full, status: 'cancelled' })).toEqual({
      status: 'cancelled',
      label: 'CANCELLED',
    });
    expect(shiftDisplayStatus({ ...full, status: 'cancelled' }, clock('2026-12-06T15:00:00Z')).label).toBe(
      'CANCELLED',
    );
  });

  it('is IN PROGRESS from the start and COMPLETED from the end, given the clock', () => {
    expect(shiftDisplayStatus(full, clock('2026-12-06T13:59:59.999Z')).label).toBe('FILLED!');
    expect(shiftDisplayStatus(full, clock('2026-12-06T14:00:00Z'))).toEqual({
      status: 'in_progress',
      label: 'IN PROGRESS',
    });
    expect(shiftDisplayStatus(full, clock('2026-12-06T19:59:59.999Z')).label).toBe('IN PROGRESS');
    expect(shiftDisplayStatus(full, clock('2026-12-06T20:00:00Z'))).toEqual({
      status: 'completed',
      label: 'COMPLETED',
    });
  });

  it('without the clock stays as before (the lists show only shifts that have not started)', () => {
    expect(shiftDisplayStatus(full).label).toBe('FILLED!');
  });
});

describe('SHIFT_STATUSES', () => {
  it('stores open, closed and cancelled: filled follows from the counts, in progress and completed from the clock (docs/product/shifts.md)', () => {
    expect(SHIFT_STATUSES).toEqual(['open', 'filled', 'closed', 'cancelled', 'in_progress', 'completed']);
    expect(STORED_SHIFT_STATUSES).toEqual(['open', 'closed', 'cancelled']);
  });
});

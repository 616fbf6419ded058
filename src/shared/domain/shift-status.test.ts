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

describe('SHIFT_STATUSES', () => {
  it('stores open and closed only: filled follows from the accepted count (docs/product/shifts.md)', () => {
    expect(SHIFT_STATUSES).toEqual(['open', 'filled', 'closed']);
    expect(STORED_SHIFT_STATUSES).toEqual(['open', 'closed']);
  });
});

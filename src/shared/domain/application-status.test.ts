import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  dashboardTab,
  managerButton,
  workerBadge,
} from './application-status';

// The table of docs/product/applications.md, "The application state machine": every status in its order, with the
// worker's badge, whether it is highlighted, and the words of the worker's button.
const WORKER_WORDS: [ApplicationStatus, string, boolean, string][] = [
  ['interested', 'Applied', false, 'Applied'],
  ['selected', 'SELECTED', true, 'Selected'],
  ['accepted', 'BOOKED', true, 'Booked'],
  ['declined', 'DECLINED', false, 'Declined'],
  ['expired', 'OFFER EXPIRED', false, 'Offer expired'],
  ['withdrawn', 'WITHDRAWN', false, 'Withdrawn'],
  ['rejected', 'NOT SELECTED', false, 'Not Selected'],
  ['cancelled', 'CANCELLED', false, 'Cancelled'],
  ['checked_in', 'CHECKED IN', true, 'Checked in'],
  ['no_show', 'NO-SHOW', false, 'No-show'],
  ['completed', 'COMPLETED', false, 'Completed'],
];

describe('APPLICATION_STATUSES', () => {
  it('keeps the first names and adds the later ones (docs/product/applications.md)', () => {
    expect(APPLICATION_STATUSES).toEqual(WORKER_WORDS.map(([status]) => status));
  });
});

describe('workerBadge', () => {
  it.each(WORKER_WORDS)('%s', (status, label, highlight, buttonLabel) => {
    expect(workerBadge(status)).toEqual({ label, highlight, buttonLabel });
  });
});

describe('managerButton', () => {
  it('follows contact and acceptance', () => {
    expect(managerButton({ contactedAt: null, status: 'interested' })).toBe('Select and Contact Worker');
    expect(managerButton({ contactedAt: '2026-11-01T10:00:00Z', status: 'selected' })).toBe(
      'Texted Worker/Awaiting Response',
    );
    expect(managerButton({ contactedAt: new Date(), status: 'accepted' })).toBe(
      'Worker Accepted Your Offer!',
    );
  });

  it('does not say "Texted" for a worker selected without a text', () => {
    expect(managerButton({ contactedAt: null, status: 'selected' })).toBe('Selected — notified in the app');
  });

  it('does not say "Awaiting Response" once the worker has declined', () => {
    expect(managerButton({ contactedAt: '2026-11-01T10:00:00Z', status: 'declined' })).toBe(
      'Worker Declined',
    );
  });

  it('names every later status, and never offers to select a worker who has moved on', () => {
    const texted = '2026-11-01T10:00:00Z';
    expect(APPLICATION_STATUSES.map((status) => managerButton({ contactedAt: texted, status }))).toEqual([
      'Select and Contact Worker',
      'Texted Worker/Awaiting Response',
      'Worker Accepted Your Offer!',
      'Worker Declined',
      'Offer Expired',
      'Worker Withdrew',
      'Not Selected',
      'Booking Cancelled',
      'Worker Checked In',
      'No-Show',
      'Shift Completed',
    ]);
    expect(managerButton({ contactedAt: null, status: 'withdrawn' })).toBe('Worker Withdrew');
  });
});

describe('dashboardTab', () => {
  it('sorts statuses into the three tabs: a booking stays Active until it ends, every ending is History', () => {
    expect(Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, dashboardTab(status)]))).toEqual({
      interested: 'active',
      selected: 'pending',
      accepted: 'active',
      declined: 'history',
      expired: 'history',
      withdrawn: 'history',
      rejected: 'history',
      cancelled: 'history',
      checked_in: 'active',
      no_show: 'history',
      completed: 'history',
    });
  });
});

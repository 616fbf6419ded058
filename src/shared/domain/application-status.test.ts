import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canTransition,
  dashboardTab,
  managerButton,
  workerBadge,
} from './application-status';
import { ROLES } from './roles';

describe('canTransition', () => {
  const allowed = new Set([
    'manager:interested>selected',
    'talent:selected>accepted',
    'talent:selected>declined',
  ]);

  it('allows exactly the three transitions of docs/product/applications.md', () => {
    for (const actor of ROLES) {
      for (const from of APPLICATION_STATUSES) {
        for (const to of APPLICATION_STATUSES) {
          expect(canTransition(from, to, actor), `${actor}:${from}>${to}`).toBe(
            allowed.has(`${actor}:${from}>${to}`),
          );
        }
      }
    }
  });
});

describe('workerBadge', () => {
  it.each<[ApplicationStatus, string, boolean, string]>([
    ['interested', 'Applied', false, 'Applied'],
    ['selected', 'SELECTED', true, 'Selected'],
    ['accepted', 'CONFIRMED', true, 'Confirmed'],
    ['declined', 'DECLINED', false, 'Declined'],
    ['rejected', 'NOT SELECTED', false, 'Not Selected'],
    ['completed', 'COMPLETED', false, 'Completed'],
  ])('%s', (status, label, highlight, buttonLabel) => {
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

  it('issue 11: does not say "Texted" for a worker selected without a text', () => {
    expect(managerButton({ contactedAt: null, status: 'selected' })).toBe('Selected — notified in the app');
  });

  it('does not say "Awaiting Response" once the worker has declined', () => {
    expect(managerButton({ contactedAt: '2026-11-01T10:00:00Z', status: 'declined' })).toBe(
      'Worker Declined',
    );
  });
});

describe('dashboardTab', () => {
  it('sorts statuses into the three tabs', () => {
    expect(APPLICATION_STATUSES.map(dashboardTab)).toEqual([
      'active',
      'pending',
      'active',
      'history',
      'history',
      'history',
    ]);
  });
});

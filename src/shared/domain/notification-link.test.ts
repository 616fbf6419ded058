import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link';
import { NOTIFICATION_TYPES } from './notification-type';

const shiftId = '0b7c6a52-2f6e-4b8e-9a51-3f0c2d1e4a77';
const about = (type: string, data: Record<string, unknown> = { shiftId, applicationId: shiftId }) => ({
  type,
  data,
});

describe('notificationLink', () => {
  it("sends a worker to their dashboard card and a manager to that shift's applications page", () => {
    expect(notificationLink(about('shift_selected'), 'talent')).toBe('/worker-dashboard');
    expect(notificationLink(about('worker_accepted'), 'manager')).toBe(`/view-applications/${shiftId}`);
    // One type, two readers: each to their own page.
    expect(notificationLink(about('booking_cancelled'), 'talent')).toBe('/worker-dashboard');
    expect(notificationLink(about('booking_cancelled'), 'manager')).toBe(`/view-applications/${shiftId}`);
  });

  it('sends timesheets, money and invitations where they are shown', () => {
    expect(notificationLink(about('timesheet_submitted'), 'manager')).toBe('/manager/timesheets');
    expect(notificationLink(about('payment_failed'), 'manager')).toBe('/billing');
    expect(notificationLink(about('payout_sent', {}), 'talent')).toBe('/worker-dashboard');
    expect(notificationLink(about('shift_invitation'), 'talent')).toBe('/shifts');
  });

  it('keeps a notice about nothing with a page, or without its shift, as plain text', () => {
    expect(notificationLink(about('other'), 'talent')).toBeNull();
    expect(notificationLink(about('account_suspended', {}), 'talent')).toBeNull();
    expect(notificationLink(about('worker_accepted', {}), 'manager')).toBeNull();
    expect(notificationLink(about('worker_accepted', { shiftId: '../ops' }), 'manager')).toBeNull();
    // A type for the other side only.
    expect(notificationLink(about('worker_accepted'), 'talent')).toBeNull();
    expect(notificationLink(about('a_type_from_a_newer_server'), 'manager')).toBeNull();
  });

  it("follows the server's own link within the app, never to another site", () => {
    expect(notificationLink(about('vetting_decided', { link: '/worker-dashboard' }), 'talent')).toBe(
      '/worker-dashboard',
    );
    expect(notificationLink(about('appeal_decided', { link: '//evil.example' }), 'talent')).toBeNull();
    expect(notificationLink(about('appeal_decided', { link: 'https://evil.example' }), 'talent')).toBeNull();
  });

  it('gives every shift notice of either side a page', () => {
    const withShift = NOTIFICATION_TYPES.filter((type) => notificationLink(about(type), 'talent') !== null);
    expect(withShift.length).toBeGreaterThan(15);
  });
});

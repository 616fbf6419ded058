import { describe, expect, it } from 'vitest';
import type { NotificationDto } from '../../../shared/notifications';
import { withAllRead, withNewNotification, withRead } from './notifications-cache';

const n = (id: string, readAt: string | null = null): NotificationDto => ({
  id,
  type: 'other',
  title: `T${id}`,
  message: 'm',
  data: {},
  sentVia: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  readAt,
});

describe('notifications cache', () => {
  it('puts a new one on top and counts it once, keeping at most 50', () => {
    const start = { notifications: Array.from({ length: 50 }, (_, i) => n(String(i), 'x')), unreadCount: 0 };
    const next = withNewNotification(start, n('new'));
    expect(next.notifications[0]!.id).toBe('new');
    expect(next.notifications).toHaveLength(50);
    expect(next.unreadCount).toBe(1);
    expect(withNewNotification(next, n('new'))).toBe(next);
  });

  it('marks some or all read and never counts below zero', () => {
    const list = { notifications: [n('a'), n('b'), n('c', 'earlier')], unreadCount: 2 };
    const one = withRead(list, ['a', 'c'], 'now');
    expect(one.unreadCount).toBe(1);
    expect(one.notifications.map((x) => x.readAt)).toEqual(['now', null, 'earlier']);
    expect(withRead(one, ['a'], 'later')).toEqual(one);
    const all = withAllRead(one, 'now');
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.every((x) => x.readAt)).toBe(true);
  });
});

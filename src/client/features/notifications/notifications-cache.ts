import { NOTIFICATIONS_LIMIT } from '../../../shared/constants';
import type { NotificationDto, NotificationListDto } from '../../../shared/notifications';

// Pure updates of the cached list, applied by live events and by optimistic mutations.

/** docs/product/messaging.md: a new notification goes to the top and raises the count (once, even if it arrives twice). */
export function withNewNotification(list: NotificationListDto, dto: NotificationDto): NotificationListDto {
  if (list.notifications.some((n) => n.id === dto.id)) return list;
  return {
    notifications: [dto, ...list.notifications].slice(0, NOTIFICATIONS_LIMIT),
    unreadCount: list.unreadCount + (dto.readAt ? 0 : 1),
  };
}

export function withRead(list: NotificationListDto, ids: string[], readAt: string): NotificationListDto {
  const wanted = new Set(ids);
  let newlyRead = 0;
  const notifications = list.notifications.map((n) => {
    if (!wanted.has(n.id) || n.readAt) return n;
    newlyRead++;
    return { ...n, readAt };
  });
  return { notifications, unreadCount: Math.max(0, list.unreadCount - newlyRead) };
}

export function withAllRead(list: NotificationListDto, readAt: string): NotificationListDto {
  return {
    notifications: list.notifications.map((n) => (n.readAt ? n : { ...n, readAt })),
    unreadCount: 0,
  };
}

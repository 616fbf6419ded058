import { useEffect } from 'react';
import type { NotificationDto, NotificationListDto } from '../../../shared/notifications';
import type { NotificationsReadPayload } from '../../../shared/realtime';
import { queryClient } from '../../lib/query-client';
import { subscribeRealtime, useRealtimeConnection } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { notificationsQueryKey } from './api/list-notifications';
import { withAllRead, withNewNotification, withRead } from './notifications-cache';

function onNotification(dto: NotificationDto) {
  const list = queryClient.getQueryData<NotificationListDto>(notificationsQueryKey);
  if (list?.notifications.some((n) => n.id === dto.id)) return;
  if (list) queryClient.setQueryData(notificationsQueryKey, withNewNotification(list, dto));
  else void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  // New ones show a toast with title and message (docs/product/messaging.md).
  toast(dto.title, { description: dto.message });
}

function onRead(payload: NotificationsReadPayload) {
  // Another tab (or window) marked them read.
  const list = queryClient.getQueryData<NotificationListDto>(notificationsQueryKey);
  if (!list) return;
  const at = new Date().toISOString();
  queryClient.setQueryData(
    notificationsQueryKey,
    'ids' in payload ? withRead(list, payload.ids, at) : withAllRead(list, at),
  );
}

// The header mounts the bell twice (desktop and mobile); the handlers are installed once.
let users = 0;
let unsubscribe: (() => void) | null = null;

/** docs/product/messaging.md: new notifications arrive live, go to the top, raise the count and toast. */
export function useLiveNotifications() {
  useRealtimeConnection();
  useEffect(() => {
    if (users++ === 0) {
      const offs = [
        subscribeRealtime<NotificationDto>('notification', onNotification),
        subscribeRealtime<NotificationsReadPayload>('notifications_read', onRead),
      ];
      unsubscribe = () => {
        for (const off of offs) off();
      };
    }
    return () => {
      if (--users === 0) {
        unsubscribe?.();
        unsubscribe = null;
      }
    };
  }, []);
}

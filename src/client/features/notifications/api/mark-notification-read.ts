import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationDto, NotificationListDto } from '../../../../shared/notifications';
import { api } from '../../../lib/api';
import { withRead } from '../notifications-cache';
import { notificationsQueryKey } from './list-notifications';

/** Unread → read when clicked (docs/product/messaging.md). Optimistic; a failure is only logged. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ notification: NotificationDto }>(`/notifications/${encodeURIComponent(id)}/read`, {
        method: 'POST',
      }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: notificationsQueryKey });
      client.setQueryData<NotificationListDto>(notificationsQueryKey, (list) =>
        list ? withRead(list, [id], new Date().toISOString()) : list,
      );
    },
    onError: (error) => {
      console.warn('Failed to mark notification as read', error);
      void client.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAllReadDto, NotificationListDto } from '../../../../shared/notifications';
import { api } from '../../../lib/api';
import { withAllRead } from '../notifications-cache';
import { notificationsQueryKey } from './list-notifications';

/** 'Mark all read' (docs/product/messaging.md). Optimistic; a failure is only logged. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<MarkAllReadDto>('/notifications/read-all', { method: 'POST' }),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: notificationsQueryKey });
      client.setQueryData<NotificationListDto>(notificationsQueryKey, (list) =>
        list ? withAllRead(list, new Date().toISOString()) : list,
      );
    },
    onError: (error) => {
      console.warn('Failed to mark notifications as read', error);
      void client.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}

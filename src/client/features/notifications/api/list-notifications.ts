import { useQuery } from '@tanstack/react-query';
import type { NotificationListDto } from '../../../../shared/notifications';
import { api } from '../../../lib/api';

/** docs/product/messaging.md: own notifications, newest first, limit 50, with the unread count. */
export const notificationsQueryKey = ['notifications'] as const;

export const fetchNotifications = () => api<NotificationListDto>('/notifications');

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: fetchNotifications,
    enabled,
    // Live events keep it current; a refetch on focus covers a stream that was down.
    staleTime: 60_000,
  });
}

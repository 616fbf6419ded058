// Spec §3 notification; §7 calls 15-16; §9 limit 50.

/** The named types; anything else is shown generically (docs/product/messaging.md, "In-app notifications"). */
export const NOTIFICATION_TYPES = [
  'shift_selected',
  'worker_accepted',
  'worker_declined',
  'shift_reminder',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NotificationDto = {
  id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  sentVia: string[];
  createdAt: string;
  readAt: string | null;
};

export type NotificationListDto = { notifications: NotificationDto[]; unreadCount: number };

export type MarkAllReadDto = { updated: number; unreadCount: number };

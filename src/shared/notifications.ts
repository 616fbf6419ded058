// In-app notifications, their types and the limit of 50 (docs/product/messaging.md).
import type { z } from 'zod';
import type {
  markAllReadSchema,
  notificationListSchema,
  notificationSchema,
} from './schemas/responses/notifications';

/** The named types; anything else is shown generically (docs/product/messaging.md, "In-app notifications"). */
export const NOTIFICATION_TYPES = [
  'shift_selected',
  'worker_accepted',
  'worker_declined',
  'shift_reminder',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// The wire shapes are the routes' response schemas (issue 11 item 3); these are their TypeScript types.
export type NotificationDto = z.infer<typeof notificationSchema>;
export type NotificationListDto = z.infer<typeof notificationListSchema>;
export type MarkAllReadDto = z.infer<typeof markAllReadSchema>;

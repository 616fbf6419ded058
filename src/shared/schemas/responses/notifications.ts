// What the notification routes answer; `src/shared/notifications.ts` derives its DTO types from these.
import { z } from 'zod';
import { isoDateTime } from './common';

export const notificationSchema = z.object({
  id: z.string(),
  /** One of NOTIFICATION_TYPES (src/shared/domain/notification-type.ts), or a type a newer server added (shown generically). */
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  sentVia: z.array(z.string()),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});

export const notificationResponseSchema = z.object({ notification: notificationSchema });

export const markAllReadSchema = z.object({
  updated: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});

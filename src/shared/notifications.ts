// In-app notifications as the client receives them (docs/product/messaging.md); their types are in
// src/shared/domain/notification-type.ts.
import type { z } from 'zod';
import type {
  markAllReadSchema,
  notificationListSchema,
  notificationSchema,
} from './schemas/responses/notifications';

// The wire shapes are the routes' response schemas; these are their TypeScript types.
export type NotificationDto = z.infer<typeof notificationSchema>;
export type NotificationListDto = z.infer<typeof notificationListSchema>;
export type MarkAllReadDto = z.infer<typeof markAllReadSchema>;

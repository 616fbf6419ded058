import { z } from 'zod';
import {
  markAllReadSchema,
  notificationListSchema,
  notificationResponseSchema,
} from '../../../shared/schemas/responses/notifications';
import { declareRoutes } from '../../lib/route';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';

export const notificationRoutes = declareRoutes(({ ctx, signedIn }) => {
  signedIn.get('/notifications', {
    summary: 'The latest notifications',
    response: notificationListSchema,
    handler: ({ user }) => listNotifications(ctx, user.id),
  });

  signedIn.post('/notifications/:id/read', {
    summary: 'Mark one notification read',
    params: z.object({ id: z.string().max(64) }),
    response: notificationResponseSchema,
    handler: async ({ user, params }) => ({
      notification: await markNotificationRead(ctx, user.id, params.id),
    }),
  });

  signedIn.post('/notifications/read-all', {
    summary: 'Mark every notification read',
    response: markAllReadSchema,
    handler: ({ user }) => markAllNotificationsRead(ctx, user.id),
  });
});

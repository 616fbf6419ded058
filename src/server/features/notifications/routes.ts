import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markAllReadSchema,
  notificationListSchema,
  notificationResponseSchema,
} from '../../../shared/schemas/responses/notifications';
import { route } from '../../lib/route';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/notifications',
    summary: 'The latest notifications',
    access: 'signed-in',
    response: notificationListSchema,
    handler: ({ user }) => listNotifications(ctx, user.id),
  });

  route(app, {
    method: 'POST',
    url: '/notifications/:id/read',
    summary: 'Mark one notification read',
    access: 'signed-in',
    params: z.object({ id: z.string().max(64) }),
    response: notificationResponseSchema,
    handler: async ({ user, params }) => ({
      notification: await markNotificationRead(ctx, user.id, params.id),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/notifications/read-all',
    summary: 'Mark every notification read',
    access: 'signed-in',
    response: markAllReadSchema,
    handler: ({ user }) => markAllNotificationsRead(ctx, user.id),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markAllReadSchema,
  notificationListSchema,
  notificationResponseSchema,
} from '../../../shared/schemas/responses/notifications';
import { requireUser } from '../../auth/guards';
import { noStore } from '../../lib/http';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/notifications',
    { schema: { summary: 'The latest notifications', response: { 200: notificationListSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      noStore(reply);
      return listNotifications(ctx, user.id);
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        summary: 'Mark one notification read',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: notificationResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { notification: await markNotificationRead(ctx, user.id, request.params.id) };
    },
  );

  app.post(
    '/notifications/read-all',
    { schema: { summary: 'Mark every notification read', response: { 200: markAllReadSchema } } },
    async (request) => {
      const user = requireUser(request);
      return markAllNotificationsRead(ctx, user.id);
    },
  );
};

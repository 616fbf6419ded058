import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devInboxSchema } from '../../../shared/schemas/responses/messaging';
import { notFound } from '../../lib/app-error';
import { isLoopbackSocket } from '../../lib/http';
import { route } from '../../lib/route';
import { listDevMessages } from './list-dev-messages';

/**
 * `GET /api/dev/messages`: the development inbox. Not signed in on purpose (a developer reads the texts and
 * e-mails of every test account here), and therefore absent in production and closed to every machine but
 * this one (issue 10 item 9: it shows reset links). The socket's own peer is checked, not `request.ip`,
 * which a trusted proxy's X-Forwarded-For could set to 127.0.0.1.
 */
export const devInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  route(app, {
    method: 'GET',
    url: '/dev/messages',
    summary: 'Development inbox (loopback only; 404 in production)',
    access: 'anyone',
    response: devInboxSchema,
    handler: async ({ request }) => {
      if (ctx.config.isProduction || !isLoopbackSocket(request)) throw notFound();
      return listDevMessages(ctx);
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { noStore } from '../../lib/http';
import { listDevMessages } from './list-dev-messages';

/**
 * `GET /api/dev/messages`: the development inbox. Not signed in on purpose (a developer reads the texts and
 * e-mails of every test account here), and therefore absent in production.
 */
export const devInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get('/dev/messages', async (_request, reply) => {
    if (ctx.config.isProduction) throw notFound();
    noStore(reply);
    return listDevMessages(ctx);
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageResponseSchema } from '../../../shared/schemas/responses/common';
import { CONTACT_MESSAGES, contactFormSchema } from '../../../shared/schemas/support';
import { clientIp, noStore } from '../../lib/http';
import { submitContactMessage } from './submit-contact-message';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Room for a message far over its limit, so an over-long one gets the field's message rather than a 413.
  app.post(
    '/support/contact',
    {
      schema: {
        summary: 'Send a message to support',
        body: contactFormSchema,
        response: { 201: okMessageResponseSchema },
      },
      bodyLimit: 256 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      await submitContactMessage(ctx, request.body, { ip: clientIp(request) });
      return reply
        .status(201)
        .send({ ok: true as const, title: CONTACT_MESSAGES.successTitle, message: CONTACT_MESSAGES.success });
    },
  );
};

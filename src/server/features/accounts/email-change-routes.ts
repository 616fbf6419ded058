import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeConfirmSchema } from '../../../shared/schemas/email-change';
import { emailChangeConfirmedSchema } from '../../../shared/schemas/responses/recovery';
import { noStore } from '../../lib/http';
import { confirmEmailChange } from './confirm-email-change';

/**
 * Issue 10 item 6: the link sent to a new e-mail address lands on the client page /confirm-email#token=…,
 * which posts the token here in the body (never in a URL, so never in a log). The token is the credential:
 * no session is needed, as the new mailbox may be read on another device.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/accounts/email-change/confirm',
    {
      schema: {
        summary: 'Confirm a new e-mail address with the link sent to it',
        body: emailChangeConfirmSchema,
        response: { 200: emailChangeConfirmedSchema },
      },
      bodyLimit: 4 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      const session = request.sessionUser;
      const caller = session ? { userId: session.id, sessionId: session.sessionId } : null;
      const result = await confirmEmailChange(ctx, request.body, caller);
      return { ok: true as const, ...result };
    },
  );
};

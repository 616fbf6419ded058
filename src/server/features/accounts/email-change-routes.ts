import { emailChangeConfirmSchema } from '../../../shared/schemas/email-change';
import { emailChangeConfirmedSchema } from '../../../shared/schemas/responses/recovery';
import { declareRoutes } from '../../lib/route';
import { confirmEmailChange } from './confirm-email-change';

/**
 * The link sent to a new e-mail address lands on the client page /confirm-email#token=…,
 * which posts the token here in the body (never in a URL, so never in a log). The token is the credential:
 * no session is needed, as the new mailbox may be read on another device.
 */
export const emailChangeRoutes = declareRoutes(({ ctx, anyone }) => {
  anyone.post('/accounts/email-change/confirm', {
    summary: 'Confirm a new e-mail address with the link sent to it',
    body: emailChangeConfirmSchema,
    bodyLimit: 4 * 1024,
    response: emailChangeConfirmedSchema,
    handler: async ({ user, body }) => {
      const caller = user ? { userId: user.id, sessionId: user.sessionId } : null;
      return { ok: true as const, ...(await confirmEmailChange(ctx, body, caller)) };
    },
  });
});

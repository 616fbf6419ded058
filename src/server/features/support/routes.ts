import { okMessageResponseSchema } from '../../../shared/schemas/responses/common';
import { CONTACT_MESSAGES, contactFormSchema } from '../../../shared/schemas/support';
import { clientIp } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { submitContactMessage } from './submit-contact-message';

export const supportRoutes = declareRoutes(({ ctx, anyone }) => {
  anyone.post('/support/contact', {
    summary: 'Send a message to support',
    body: contactFormSchema,
    // Room for a message far over its limit, so an over-long one gets the field's message rather than a 413.
    bodyLimit: 256 * 1024,
    status: 201,
    response: okMessageResponseSchema,
    handler: async ({ body, request }) => {
      await submitContactMessage(ctx, body, { ip: clientIp(request) });
      return { ok: true as const, title: CONTACT_MESSAGES.successTitle, message: CONTACT_MESSAGES.success };
    },
  });
});

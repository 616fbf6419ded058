import { smsTestResultSchema } from '../../../shared/schemas/responses/messaging';
import { smsTestSchema } from '../../../shared/schemas/sms-test';
import { handleInboundSms } from '../../booking/handle-inbound-sms';
import { declareRoutes, textAnswer } from '../../lib/route';
import { sendTestSms } from './send-test-sms';
import { twimlResponse } from './twiml';
import { inboundSmsOf, verifiedTwilioForm } from './verify-twilio-request';

export const smsRoutes = declareRoutes(async ({ app, ctx, manager }) => {
  manager.post('/sms/test', {
    summary: "Text a test message to the manager's own verified mobile",
    body: smsTestSchema,
    bodyLimit: 4 * 1024,
    response: smsTestResultSchema,
    handler: ({ user, body }) => sendTestSms(ctx, user, body),
  });

  // Twilio posts form-encoded bodies; the parser lives only in this route's scope. The caller is Twilio, proven
  // by its signature rather than a session.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      '/webhooks/twilio/sms',
      {
        schema: {
          summary: 'Twilio inbound SMS webhook (STOP, START, HELP; YES / NO replies to offers and reminders)',
          description:
            'Called by Twilio, not by the client: a form-encoded body signed with X-Twilio-Signature. ' +
            'Answers TwiML.',
          response: textAnswer('text/xml', 'TwiML'),
        },
      },
      async (request, reply) => {
        const inbound = inboundSmsOf(verifiedTwilioForm(ctx.config, request));
        const replyText = await handleInboundSms(ctx, inbound);
        return reply.type('text/xml; charset=utf-8').send(twimlResponse(replyText));
      },
    );
  });
});

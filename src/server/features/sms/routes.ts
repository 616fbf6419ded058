import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { smsTestResultSchema } from '../../../shared/schemas/responses/messaging';
import { smsTestSchema } from '../../../shared/schemas/sms-test';
import { requireRole } from '../../auth/guards';
import { AppError } from '../../lib/app-error';
import { noStore } from '../../lib/http';
import { handleInboundSms } from './handle-inbound-sms';
import { sendTestSms } from './send-test-sms';
import { twimlResponse } from './twiml';
import { verifiedTwilioForm } from './verify-twilio-request';

const E164 = /^\+[1-9]\d{6,14}$/;
const MESSAGE_SID = /^[A-Z]{2}[0-9a-f]{32}$/;

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/sms/test',
    {
      schema: {
        summary: "Text a test message to the manager's own verified mobile",
        body: smsTestSchema,
        response: { 200: smsTestResultSchema },
      },
      bodyLimit: 4 * 1024,
      // The role is checked before the body, so a talent gets 403 whatever they send.
      preValidation: async (request) => {
        requireRole(request, 'manager');
      },
    },
    async (request, reply) => {
      noStore(reply);
      return sendTestSms(ctx, requireRole(request, 'manager'), request.body);
    },
  );

  // Twilio posts form-encoded bodies; the parser lives only in this route's scope.
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
          summary: 'Twilio inbound SMS webhook (STOP, START, HELP)',
          description:
            'Called by Twilio, not by the client: a form-encoded body signed with X-Twilio-Signature. ' +
            'Answers TwiML.',
          response: {
            200: { description: 'TwiML', content: { 'text/xml': { schema: z.string() } } },
          },
        },
      },
      async (request, reply) => {
        const params = verifiedTwilioForm(ctx.config, request);
        const get = (name: string) => params.find(([k]) => k === name)?.[1];
        const from = get('From');
        if (!from) throw new AppError('BAD_REQUEST', 'Missing From.');
        // Checked before anything is stored: a NUL byte here used to reach PostgreSQL and answer 500 (issue 10
        // item 21). Twilio sends E.164 numbers and 34-character message SIDs.
        if (!E164.test(from)) throw new AppError('BAD_REQUEST', 'From must be a phone number in E.164 form.');
        const messageSid = get('MessageSid');
        if (!messageSid || !MESSAGE_SID.test(messageSid))
          throw new AppError('BAD_REQUEST', 'Missing or invalid MessageSid.');
        const replyText = await handleInboundSms(ctx, { messageSid, from, body: get('Body') ?? '' });
        return reply.type('text/xml; charset=utf-8').send(twimlResponse(replyText));
      },
    );
  });
};

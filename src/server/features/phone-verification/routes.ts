import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PHONE_VERIFICATION_MESSAGES as M,
  phoneCodeSchema,
} from '../../../shared/schemas/phone-verification';
import {
  phoneCodeSentSchema,
  phoneVerificationStatusSchema,
  phoneVerifiedSchema,
} from '../../../shared/schemas/responses/messaging';
import { requireUser } from '../../auth/guards';
import { noStore } from '../../lib/http';
import { confirmPhoneVerification } from './confirm-phone-verification';
import { getPhoneVerification } from './get-phone-verification';
import { requestPhoneVerification } from './request-phone-verification';

/** Issue 10 item 7: the signed-in talent or manager proves their own stored phone; nobody else's. */
export const phoneVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/phone-verification',
    {
      schema: {
        summary: "The caller's phone and whether it is verified",
        response: { 200: phoneVerificationStatusSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return getPhoneVerification(ctx, requireUser(request).id);
    },
  );

  // No input: the code goes to the phone stored on the account, never to a number in the request.
  app.post(
    '/phone-verification',
    {
      schema: { summary: "Text a code to the caller's phone", response: { 200: phoneCodeSentSchema } },
      bodyLimit: 1024,
    },
    async (request, reply) => {
      noStore(reply);
      const result = await requestPhoneVerification(ctx, requireUser(request).id);
      return {
        ...result,
        message: result.status === 'verified' ? M.verified : M.codeSent(result.phone),
      };
    },
  );

  app.post(
    '/phone-verification/confirm',
    {
      schema: {
        summary: 'Confirm the texted code',
        body: phoneCodeSchema,
        response: { 200: phoneVerifiedSchema },
      },
      bodyLimit: 1024,
      // Signed-in callers only, checked before the body, so an anonymous caller learns nothing of the rules.
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request, reply) => {
      noStore(reply);
      await confirmPhoneVerification(ctx, requireUser(request).id, request.body.code);
      return { verified: true as const, message: M.verified };
    },
  );
};

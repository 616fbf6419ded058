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
import { route } from '../../lib/route';
import { confirmPhoneVerification } from './confirm-phone-verification';
import { getPhoneVerification } from './get-phone-verification';
import { requestPhoneVerification } from './request-phone-verification';

/** The signed-in talent or manager proves their own stored phone; nobody else's. */
export const phoneVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/phone-verification',
    summary: "The caller's phone and whether it is verified",
    access: 'signed-in',
    response: phoneVerificationStatusSchema,
    handler: ({ user }) => getPhoneVerification(ctx, user.id),
  });

  // No input: the code goes to the phone stored on the account, never to a number in the request.
  route(app, {
    method: 'POST',
    url: '/phone-verification',
    summary: "Text a code to the caller's phone",
    access: 'signed-in',
    bodyLimit: 1024,
    response: phoneCodeSentSchema,
    handler: ({ user }) => requestPhoneVerification(ctx, user.id),
  });

  route(app, {
    method: 'POST',
    url: '/phone-verification/confirm',
    summary: 'Confirm the texted code',
    access: 'signed-in',
    body: phoneCodeSchema,
    bodyLimit: 1024,
    response: phoneVerifiedSchema,
    handler: async ({ user, body }) => {
      await confirmPhoneVerification(ctx, user.id, body.code);
      return { verified: true as const, message: M.verified };
    },
  });
};

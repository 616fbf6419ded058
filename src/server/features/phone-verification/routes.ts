import {
  PHONE_VERIFICATION_MESSAGES as M,
  phoneCodeSchema,
} from '../../../shared/schemas/phone-verification';
import {
  phoneCodeSentSchema,
  phoneVerificationStatusSchema,
  phoneVerifiedSchema,
} from '../../../shared/schemas/responses/messaging';
import { declareRoutes } from '../../lib/route';
import { confirmPhoneVerification } from './confirm-phone-verification';
import { getPhoneVerification } from './get-phone-verification';
import { requestPhoneVerification } from './request-phone-verification';

/** The signed-in talent or manager proves their own stored phone; nobody else's. */
export const phoneVerificationRoutes = declareRoutes(({ ctx, signedIn }) => {
  signedIn.get('/phone-verification', {
    summary: "The caller's phone and whether it is verified",
    response: phoneVerificationStatusSchema,
    handler: ({ user }) => getPhoneVerification(ctx, user.id),
  });

  // No input: the code goes to the phone stored on the account, never to a number in the request.
  signedIn.post('/phone-verification', {
    summary: "Text a code to the caller's phone",
    bodyLimit: 1024,
    response: phoneCodeSentSchema,
    handler: ({ user }) => requestPhoneVerification(ctx, user.id),
  });

  signedIn.post('/phone-verification/confirm', {
    summary: 'Confirm the texted code',
    body: phoneCodeSchema,
    bodyLimit: 1024,
    response: phoneVerifiedSchema,
    handler: async ({ user, body }) => {
      await confirmPhoneVerification(ctx, user.id, body.code);
      return { verified: true as const, message: M.verified };
    },
  });
});

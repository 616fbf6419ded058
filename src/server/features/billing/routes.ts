import { z } from 'zod';
import { confirmPaymentMethodSchema } from '../../../shared/schemas/billing';
import { billingStateSchema, paymentMethodSetupSchema } from '../../../shared/schemas/responses/billing';
import { declareRoutes, routesOn } from '../../lib/route';
import { billingState } from './billing-state';
import { confirmPaymentMethod } from './confirm-payment-method';
import { receivePaymentWebhook } from './payment-webhook';
import { startPaymentMethodSetup } from './start-payment-method-setup';

/** The business's payment method (docs/product/payments.md, "Billing"). */
export const billingRoutes = declareRoutes(async ({ app, ctx, manager }) => {
  manager.get('/billing', {
    summary: "The business's payment method on file (brand and last four), or null",
    response: billingStateSchema,
    handler: ({ user }) => billingState(ctx, user.id),
  });

  manager.post('/billing/payment-method/setup', {
    summary: "Start adding or replacing the card: the URL of the payments provider's hosted page",
    description:
      'Returns to /billing?setup=<session id>. 409 when this server settles payments outside TalentBridge; ' +
      '429 after 10 starts in an hour.',
    response: paymentMethodSetupSchema,
    handler: ({ user }) => startPaymentMethodSetup(ctx, user),
  });

  manager.post('/billing/payment-method/confirm', {
    summary: "Keep the card saved on the hosted page of the caller's own setup session",
    body: confirmPaymentMethodSchema,
    bodyLimit: 4 * 1024,
    response: billingStateSchema,
    handler: ({ user, body }) => confirmPaymentMethod(ctx, user.id, body),
  });

  // The provider signs the body byte for byte, so this route takes it unparsed: the JSON parser is replaced only in
  // this scope. The caller is the provider's server, proven by its signature rather than a session.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    routesOn(scope).anyone.post('/webhooks/stripe', {
      summary: "The payments provider's events (Stripe webhook), each handled once",
      description:
        'Called by the provider, not by the client: the JSON event signed with the Stripe-Signature header. 400 ' +
        'and nothing stored when the signature is missing or does not match the body; a repeat of an event ' +
        'already handled answers 200 and changes nothing.',
      response: webhookReceivedSchema,
      handler: ({ request }) => {
        const signature = request.headers['stripe-signature'];
        return receivePaymentWebhook(
          ctx,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' && signature !== '' ? signature : undefined,
        );
      },
    });
  });
});

/** The provider's events are a few kilobytes; its documented ceiling is far below this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const webhookReceivedSchema = z.object({ received: z.literal(true) });

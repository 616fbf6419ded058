import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingStateSchema,
  confirmPaymentMethodSchema,
  paymentMethodSetupSchema,
} from '../../../shared/schemas/billing';
import { route } from '../../lib/route';
import { billingState } from './billing-state';
import { confirmPaymentMethod } from './confirm-payment-method';
import { startPaymentMethodSetup } from './start-payment-method-setup';

/** The business's payment method (docs/product/payments.md, "Billing"). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/billing',
    summary: "The business's payment method on file (brand and last four), or null",
    access: 'manager',
    response: billingStateSchema,
    handler: ({ user }) => billingState(ctx, user.id),
  });

  route(app, {
    method: 'POST',
    url: '/billing/payment-method/setup',
    summary: "Start adding or replacing the card: the URL of the payments provider's hosted page",
    description:
      'Returns to /billing?setup=<session id>. 409 when this server settles payments outside TalentBridge; ' +
      '429 after 10 starts in an hour.',
    access: 'manager',
    response: paymentMethodSetupSchema,
    handler: ({ user }) => startPaymentMethodSetup(ctx, user),
  });

  route(app, {
    method: 'POST',
    url: '/billing/payment-method/confirm',
    summary: "Keep the card saved on the hosted page of the caller's own setup session",
    access: 'manager',
    body: confirmPaymentMethodSchema,
    bodyLimit: 4 * 1024,
    response: billingStateSchema,
    handler: ({ user, body }) => confirmPaymentMethod(ctx, user.id, body),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSearchQuerySchema,
  staffDecisionBodySchema,
  suspensionAppealBodySchema,
  userIdParamsSchema,
} from '../../../shared/schemas/ops-accounts';
import { okMessageResponseSchema } from '../../../shared/schemas/responses/common';
import {
  accountPageSchema,
  accountSearchSchema,
  suspensionResultSchema,
} from '../../../shared/schemas/responses/ops-accounts';
import { clientIp } from '../../lib/http';
import { route } from '../../lib/route';
import { accountPage } from '../../trust/account-page';
import { searchAccounts } from '../../trust/account-summary';
import { reinstateAccount, suspendAccount } from '../../trust/suspend-account';
import { appealSuspension } from './appeal-suspension';

/** The console's accounts (docs/product/operations.md, "Accounts"): search, the account page, suspend, reinstate. */
export const opsAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/ops/accounts',
    summary: 'Search accounts by name, e-mail, phone (any format) or card number (prefix; paginated)',
    access: 'ops',
    query: accountSearchQuerySchema,
    response: accountSearchSchema,
    handler: ({ query }) => searchAccounts(ctx, query),
  });

  route(app, {
    method: 'GET',
    url: '/ops/accounts/:userId',
    summary: 'One account: profile, suspension, bookings, reliability, ratings, messages sent, audit entries',
    access: 'ops',
    params: userIdParamsSchema,
    response: accountPageSchema,
    handler: ({ params }) => accountPage(ctx, params.userId),
  });

  const decisions = [
    {
      action: 'suspend',
      summary:
        'Suspend an account with a reason: sign-in refused, every session ends, upcoming bookings end per the cancellation table (not staff accounts)',
      decide: suspendAccount,
    },
    {
      action: 'reinstate',
      summary: 'Reinstate a suspended account with a reason: sign-in works again (bookings stay cancelled)',
      decide: reinstateAccount,
    },
  ] as const;
  for (const { action, summary, decide } of decisions)
    route(app, {
      method: 'POST',
      url: `/ops/accounts/:userId/${action}`,
      summary,
      access: 'ops',
      params: userIdParamsSchema,
      body: staffDecisionBodySchema,
      response: suspensionResultSchema,
      handler: ({ user, params, body, request }) =>
        decide(ctx, user, params.userId, { reason: body.reason, ip: clientIp(request) }),
    });

  route(app, {
    method: 'POST',
    url: '/suspension-appeals',
    summary: 'Appeal a suspension through the signed link of the suspension e-mail (once, within 14 days)',
    description: 'A suspended account cannot sign in; the token in the link proves who appeals.',
    access: 'anyone',
    body: suspensionAppealBodySchema,
    status: 201,
    response: okMessageResponseSchema,
    handler: ({ body, request }) => appealSuspension(ctx, body, clientIp(request)),
  });
};

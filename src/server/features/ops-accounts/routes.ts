import {
  accountMessagesQuerySchema,
  accountSearchQuerySchema,
  staffDecisionBodySchema,
  suspensionAppealBodySchema,
  userIdParamsSchema,
} from '../../../shared/schemas/ops-accounts';
import { okMessageResponseSchema } from '../../../shared/schemas/responses/common';
import {
  accountMessagesSchema,
  accountPageSchema,
  accountSearchSchema,
  suspensionResultSchema,
} from '../../../shared/schemas/responses/ops-accounts';
import { clientIp } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { accountMessages, accountPage } from '../../trust/account-page';
import { searchAccounts } from '../../trust/account-summary';
import { reinstateAccount, suspendAccount } from '../../trust/suspend-account';
import { appealSuspension } from './appeal-suspension';

/** The console's accounts (docs/product/operations.md, "Accounts"): search, the account page, suspend, reinstate. */
export const opsAccountRoutes = declareRoutes(({ ctx, anyone, ops }) => {
  ops.get('/ops/accounts', {
    summary: 'Search accounts by name, e-mail, phone (any format) or card number (prefix; paginated)',
    query: accountSearchQuerySchema,
    response: accountSearchSchema,
    handler: ({ query }) => searchAccounts(ctx, query),
  });

  ops.get('/ops/accounts/:userId', {
    summary: 'One account: profile, suspension, bookings, reliability, ratings, messages sent, audit entries',
    params: userIdParamsSchema,
    response: accountPageSchema,
    handler: ({ params }) => accountPage(ctx, params.userId),
  });

  ops.get('/ops/accounts/:userId/messages', {
    summary:
      'Messages sent to one account, newest first: outbox texts and e-mails and texts sent at once (paginated)',
    params: userIdParamsSchema,
    query: accountMessagesQuerySchema,
    response: accountMessagesSchema,
    handler: ({ params, query }) => accountMessages(ctx, params.userId, query.offset),
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
    ops.post(`/ops/accounts/:userId/${action}`, {
      summary,
      params: userIdParamsSchema,
      body: staffDecisionBodySchema,
      response: suspensionResultSchema,
      handler: ({ user, params, body, request }) =>
        decide(ctx, user, params.userId, { reason: body.reason, ip: clientIp(request) }),
    });

  anyone.post('/suspension-appeals', {
    summary: 'Appeal a suspension through the signed link of the suspension e-mail (once, within 14 days)',
    description: 'A suspended account cannot sign in; the token in the link proves who appeals.',
    body: suspensionAppealBodySchema,
    status: 201,
    response: okMessageResponseSchema,
    handler: ({ body, request }) => appealSuspension(ctx, body, clientIp(request)),
  });
});

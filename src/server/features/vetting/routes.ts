import {
  emailVerificationSentSchema,
  emailVerifiedSchema,
  myVettingSchema,
  vettedOnlySettingSchema,
  vettingDecidedSchema,
  vettingQueueSchema,
  vettingReviewSchema,
} from '../../../shared/schemas/responses/vetting';
import {
  emailVerificationConfirmSchema,
  vettedOnlySchema,
  vettingDecisionSchema,
  vettingQueueQuerySchema,
  vettingUserParamsSchema,
} from '../../../shared/schemas/vetting';
import { clientIp } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { getVettedOnly, setVettedOnly } from '../../trust/vetted-only';
import { decideVetting } from './decide-vetting';
import { confirmEmailVerification, sendEmailVerification } from './email-verification';
import { getMyVetting, resubmitVetting } from './my-vetting';
import { getVettingReview, listVettingQueue } from './vetting-queue';

/** Vetting (docs/product/operations.md, "Vetting"): the worker's side, the staff's queue and decisions, the setting. */
export const vettingRoutes = declareRoutes(({ ctx, anyone, talent, manager, ops }) => {
  talent.get('/vetting/me', {
    summary: "The worker's vetting status, note and checklist",
    response: myVettingSchema,
    handler: ({ user }) => getMyVetting(ctx, user.id),
  });

  talent.post('/vetting/me/resubmit', {
    summary: "'Resubmit for review' after 'Ask for changes' (409 otherwise)",
    response: myVettingSchema,
    handler: ({ user }) => resubmitVetting(ctx, user.id),
  });

  talent.post('/email-verification', {
    summary: "Send a verification link to the worker's e-mail address (single use, 24 h)",
    response: emailVerificationSentSchema,
    handler: ({ user }) => sendEmailVerification(ctx, user.id),
  });

  anyone.post('/email-verification/confirm', {
    summary: 'Verify an e-mail address with the link sent to it',
    description: 'The token is the credential: no session is needed.',
    body: emailVerificationConfirmSchema,
    bodyLimit: 4 * 1024,
    response: emailVerifiedSchema,
    handler: async ({ body }) => ({
      ok: true as const,
      ...(await confirmEmailVerification(ctx, body.token)),
    }),
  });

  manager.get('/accounts/managers/me/vetted-only', {
    summary: "The business's 'Only vetted workers can apply' setting",
    response: vettedOnlySettingSchema,
    handler: ({ user }) => getVettedOnly(ctx, user.id),
  });

  manager.patch('/accounts/managers/me/vetted-only', {
    summary: "Turn 'Only vetted workers can apply' on or off",
    body: vettedOnlySchema,
    bodyLimit: 1024,
    response: vettedOnlySettingSchema,
    handler: ({ user, body }) => setVettedOnly(ctx, user.id, body.vettedOnly),
  });

  ops.get('/ops/vetting', {
    summary: 'Profiles in review, oldest first, with their age (paginated)',
    query: vettingQueueQuerySchema,
    response: vettingQueueSchema,
    handler: ({ query }) => listVettingQueue(ctx, query.page),
  });

  ops.get('/ops/vetting/:userId', {
    summary: 'One profile for review: the profile, its checklist and photo',
    params: vettingUserParamsSchema,
    response: vettingReviewSchema,
    handler: ({ params }) => getVettingReview(ctx, params.userId),
  });

  ops.post('/ops/vetting/:userId/decision', {
    summary: "'Approve', 'Ask for changes' (note required) or 'Reject' (reason required) a profile in review",
    description:
      "409 with 'Already decided by <staff name> at <time>: <decision>.' when another decision came first.",
    params: vettingUserParamsSchema,
    body: vettingDecisionSchema,
    bodyLimit: 8 * 1024,
    response: vettingDecidedSchema,
    handler: ({ user, params, body, request }) =>
      decideVetting(ctx, { id: user.id, role: user.role }, params.userId, body, clientIp(request)),
  });
});

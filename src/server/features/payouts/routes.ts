import { payoutSetupSchema, payoutStateSchema } from '../../../shared/schemas/responses/payouts';
import { declareRoutes } from '../../lib/route';
import { payoutState } from './payout-state';
import { refreshPayouts } from './refresh-payouts';
import { startPayoutSetup } from './start-payout-setup';

/** The worker's 'Get paid' (docs/product/payments.md, "Get paid"). */
export const payoutRoutes = declareRoutes(({ ctx, talent }) => {
  talent.get('/payouts', {
    summary: "The worker's payout setup and the approved pay waiting to be sent",
    response: payoutStateSchema,
    handler: ({ user }) => payoutState(ctx, user.id),
  });

  talent.post('/payouts/setup', {
    summary: "Start or continue payout setup: the URL of the payments provider's hosted onboarding",
    description:
      'Returns to /worker-dashboard?payouts=done (or ?payouts=again for a new link). 409 when payouts are ' +
      'already set up or this server settles pay outside TalentBridge; 429 after 10 starts in an hour.',
    response: payoutSetupSchema,
    handler: ({ user }) => startPayoutSetup(ctx, user),
  });

  talent.post('/payouts/refresh', {
    summary: 'Ask the payments provider whether payouts are on now (back from onboarding)',
    description: '429 after 30 checks in an hour.',
    response: payoutStateSchema,
    handler: ({ user }) => refreshPayouts(ctx, user.id),
  });
});

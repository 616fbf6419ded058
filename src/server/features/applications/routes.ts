import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLY_MESSAGES,
  DASHBOARD_MESSAGES,
  VIEW_APPLICATIONS_MESSAGES,
} from '../../../shared/marketplace/messages';
import {
  applicationResponseSchema,
  myApplicationsSchema,
  selectApplicantResultSchema,
  shiftApplicationsSchema,
} from '../../../shared/schemas/responses/marketplace';
import { authorize, type GuardMessages, roleHook } from '../../auth/route-guards';
import { noStore } from '../../lib/http';
import { applyToShift } from './apply-to-shift';
import { getShiftApplications } from './get-shift-applications';
import { listMyApplications } from './list-my-applications';
import { type OfferDecision, respondToOffer } from './respond-to-offer';
import { selectApplicant } from './select-applicant';

// Ids are checked by the use-cases, so a malformed one reads as "not found" with the screen's own message.
const shiftParams = z.object({ shiftId: z.string().max(100) });
const applicationParams = z.object({ applicationId: z.string().max(100) });

const applying: GuardMessages = {
  unauthenticated: APPLY_MESSAGES.loginRequired,
  forbidden: APPLY_MESSAGES.talentOnly,
};
const viewing: GuardMessages = {
  unauthenticated: VIEW_APPLICATIONS_MESSAGES.loginRequired,
  forbidden: VIEW_APPLICATIONS_MESSAGES.managerOnly,
};
const dashboard: GuardMessages = { unauthenticated: DASHBOARD_MESSAGES.loginRequired };

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/shifts/:shiftId/applications',
    {
      preValidation: roleHook('talent', applying),
      schema: {
        summary: 'Apply to a shift (talent)',
        params: shiftParams,
        response: { 201: applicationResponseSchema },
      },
    },
    async (request, reply) => {
      const user = authorize(request, 'talent', applying);
      const application = await applyToShift(ctx, user.id, request.params.shiftId);
      return reply.status(201).send({ application });
    },
  );

  app.get(
    '/shifts/:shiftId/applications',
    {
      preValidation: roleHook('manager', viewing),
      schema: {
        summary: "A shift's applicants (its manager)",
        params: shiftParams,
        response: { 200: shiftApplicationsSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = authorize(request, 'manager', viewing);
      return getShiftApplications(ctx, user.id, request.params.shiftId);
    },
  );

  app.post(
    '/applications/:applicationId/select',
    {
      preValidation: roleHook('manager'),
      schema: {
        summary: 'Select an applicant and contact them (manager)',
        params: applicationParams,
        response: { 200: selectApplicantResultSchema },
      },
    },
    async (request) => {
      const user = authorize(request, 'manager');
      return selectApplicant(ctx, user.id, request.params.applicationId);
    },
  );

  app.get(
    '/applications/mine',
    {
      preValidation: roleHook('talent', dashboard),
      schema: { summary: "The talent's own applications", response: { 200: myApplicationsSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const user = authorize(request, 'talent', dashboard);
      return listMyApplications(ctx, user.id);
    },
  );

  const respond = (path: 'accept' | 'decline', decision: OfferDecision) =>
    app.post(
      `/applications/:applicationId/${path}`,
      {
        preValidation: roleHook('talent'),
        schema: {
          summary: `${path === 'accept' ? 'Accept' : 'Decline'} an offer (talent)`,
          params: applicationParams,
          response: { 200: applicationResponseSchema },
        },
      },
      async (request) => {
        const user = authorize(request, 'talent');
        return { application: await respondToOffer(ctx, user.id, request.params.applicationId, decision) };
      },
    );
  respond('accept', 'accepted');
  respond('decline', 'declined');
};

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
import { route } from '../../lib/route';
import { applyToShift } from './apply-to-shift';
import { confirmAttendance } from './confirm-attendance';
import { getShiftApplications } from './get-shift-applications';
import { listMyApplications } from './list-my-applications';
import { respondToOffer } from './respond-to-offer';
import { selectApplicant } from './select-applicant';

// Ids are checked by the use-cases, so a malformed one reads as "not found" with the screen's own message.
const shiftParams = z.object({ shiftId: z.string().max(100) });
const applicationParams = z.object({ applicationId: z.string().max(100) });

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'POST',
    url: '/shifts/:shiftId/applications',
    summary: 'Apply to a shift (talent)',
    access: 'talent',
    messages: { unauthenticated: APPLY_MESSAGES.loginRequired, forbidden: APPLY_MESSAGES.talentOnly },
    params: shiftParams,
    status: 201,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({ application: await applyToShift(ctx, user.id, params.shiftId) }),
  });

  route(app, {
    method: 'GET',
    url: '/shifts/:shiftId/applications',
    summary: "A shift's applicants (its manager)",
    access: 'manager',
    messages: {
      unauthenticated: VIEW_APPLICATIONS_MESSAGES.loginRequired,
      forbidden: VIEW_APPLICATIONS_MESSAGES.managerOnly,
    },
    params: shiftParams,
    response: shiftApplicationsSchema,
    handler: ({ user, params }) => getShiftApplications(ctx, user.id, params.shiftId),
  });

  route(app, {
    method: 'POST',
    url: '/applications/:applicationId/select',
    summary: 'Select an applicant and contact them (manager)',
    access: 'manager',
    params: applicationParams,
    response: selectApplicantResultSchema,
    handler: ({ user, params }) => selectApplicant(ctx, user.id, params.applicationId),
  });

  route(app, {
    method: 'GET',
    url: '/applications/mine',
    summary: "The talent's own applications",
    access: 'talent',
    messages: { unauthenticated: DASHBOARD_MESSAGES.loginRequired },
    response: myApplicationsSchema,
    handler: ({ user }) => listMyApplications(ctx, user.id),
  });

  // Issue 12 item 4: 'Confirm I'm coming' on the booked card (docs/product/applications.md).
  route(app, {
    method: 'POST',
    url: '/applications/:applicationId/confirm-attendance',
    summary: "Confirm I'm coming to a booked shift (talent)",
    access: 'talent',
    params: applicationParams,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({
      application: await confirmAttendance(ctx, user.id, params.applicationId, 'app'),
    }),
  });

  for (const [path, decision] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const)
    route(app, {
      method: 'POST',
      url: `/applications/:applicationId/${path}`,
      summary: `${path === 'accept' ? 'Accept' : 'Decline'} an offer (talent)`,
      access: 'talent',
      params: applicationParams,
      response: applicationResponseSchema,
      handler: async ({ user, params }) => ({
        application: await respondToOffer(ctx, user.id, params.applicationId, decision),
      }),
    });
};

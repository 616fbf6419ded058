import { z } from 'zod';
import { MATCHING_MESSAGES } from '../../../shared/marketplace/matching-messages';
import {
  APPLY_MESSAGES,
  DASHBOARD_MESSAGES,
  VIEW_APPLICATIONS_MESSAGES,
} from '../../../shared/marketplace/messages';
import { applicantProfileSchema } from '../../../shared/schemas/responses/applicant-profile';
import {
  applicationResponseSchema,
  myApplicationsSchema,
  selectApplicantResultSchema,
  shiftApplicationsSchema,
} from '../../../shared/schemas/responses/marketplace';
import { BEST_MATCH_SORTS } from '../../../shared/schemas/responses/matching';
import { reconfirmResponseSchema } from '../../../shared/schemas/responses/shift-edits';
import { confirmAttendance } from '../../booking/confirm-attendance';
import { respondToOffer } from '../../booking/respond-to-offer';
import { selectApplicant } from '../../booking/select-applicant';
import { declareRoutes } from '../../lib/route';
import { applicationParams, shiftParams } from '../../lib/route-inputs';
import { applyToShift } from './apply-to-shift';
import { cancelBooking } from './cancel-booking';
import { getApplicantProfile } from './get-applicant-profile';
import { getShiftApplications } from './get-shift-applications';
import { listMyApplications } from './list-my-applications';
import { passApplicant } from './pass-applicant';
import { reconfirmBooking } from './reconfirm-booking';
import { removeBookedWorker } from './remove-booked-worker';
import { withdrawApplication } from './withdraw-application';

/** 'Sort by' on the applicants: 'Best match' (default) or 'Newest' (docs/decisions/018-match-score.md). */
const applicantsQuery = z.object({
  sort: z
    .enum(BEST_MATCH_SORTS.applicants, { error: MATCHING_MESSAGES.invalidApplicantsSort })
    .default('best'),
});
/** 'Cancel booking': whether the worker uses their emergency excuse (docs/product/applications.md, "Cancellations"). */
const cancelBookingSchema = z.object({ emergency: z.boolean() });

export const applicationRoutes = declareRoutes(({ ctx, talent, manager }) => {
  talent.post('/shifts/:shiftId/applications', {
    summary: 'Apply to a shift (talent)',
    messages: { unauthenticated: APPLY_MESSAGES.loginRequired, forbidden: APPLY_MESSAGES.talentOnly },
    params: shiftParams,
    status: 201,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({ application: await applyToShift(ctx, user.id, params.shiftId) }),
  });

  manager.get('/shifts/:shiftId/applications', {
    summary: "A shift's applicants (its manager)",
    messages: {
      unauthenticated: VIEW_APPLICATIONS_MESSAGES.loginRequired,
      forbidden: VIEW_APPLICATIONS_MESSAGES.managerOnly,
    },
    params: shiftParams,
    query: applicantsQuery,
    response: shiftApplicationsSchema,
    handler: ({ user, params, query }) => getShiftApplications(ctx, user.id, params.shiftId, query.sort),
  });

  // 'View Full Profile' on the applicant card (docs/product/applications.md, "An applicant's full profile").
  manager.get('/applications/:applicationId/profile', {
    summary: "An applicant's full profile and past shifts with the business (the shift's manager)",
    params: applicationParams,
    response: applicantProfileSchema,
    handler: ({ user, params }) => getApplicantProfile(ctx, user.id, params.applicationId),
  });

  manager.post('/applications/:applicationId/select', {
    summary: 'Select an applicant and contact them (manager)',
    params: applicationParams,
    response: selectApplicantResultSchema,
    handler: ({ user, params }) => selectApplicant(ctx, user.id, params.applicationId),
  });

  talent.get('/applications/mine', {
    summary: "The talent's own applications",
    messages: { unauthenticated: DASHBOARD_MESSAGES.loginRequired },
    response: myApplicationsSchema,
    handler: ({ user }) => listMyApplications(ctx, user.id),
  });

  // 'Confirm I'm coming' on the booked card (docs/product/applications.md).
  talent.post('/applications/:applicationId/confirm-attendance', {
    summary: "Confirm I'm coming to a booked shift (talent)",
    params: applicationParams,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({
      application: await confirmAttendance(ctx, user.id, params.applicationId, 'app'),
    }),
  });

  // 'Withdraw', 'Not this time', 'Cancel booking' and 'Remove from shift'
  // (docs/product/applications.md, "Cancellations").
  talent.post('/applications/:applicationId/withdraw', {
    summary: 'Withdraw an application that is still waiting (talent)',
    params: applicationParams,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({
      application: await withdrawApplication(ctx, user.id, params.applicationId),
    }),
  });

  manager.post('/applications/:applicationId/pass', {
    summary: "'Not this time': pass on an applicant (manager)",
    params: applicationParams,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({
      application: await passApplicant(ctx, user.id, params.applicationId),
    }),
  });

  talent.post('/applications/:applicationId/cancel', {
    summary: 'Cancel a booking before the start (talent)',
    params: applicationParams,
    body: cancelBookingSchema,
    response: applicationResponseSchema,
    handler: async ({ user, params, body }) => ({
      application: await cancelBooking(ctx, user.id, params.applicationId, body),
    }),
  });

  manager.post('/applications/:applicationId/remove', {
    summary: 'Remove a booked worker from the shift before the start (manager)',
    params: applicationParams,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({
      application: await removeBookedWorker(ctx, user.id, params.applicationId),
    }),
  });

  // 'Keep my booking' after a material change of the shift (docs/product/shifts.md, "Edit shift").
  talent.post('/applications/:applicationId/reconfirm', {
    summary: "'Keep my booking' after a material change of the shift (talent)",
    params: applicationParams,
    response: reconfirmResponseSchema,
    handler: async ({ user, params }) => ({
      application: await reconfirmBooking(ctx, user.id, params.applicationId),
    }),
  });

  for (const [path, decision] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const)
    talent.post(`/applications/:applicationId/${path}`, {
      summary: `${path === 'accept' ? 'Accept' : 'Decline'} an offer (talent)`,
      params: applicationParams,
      response: applicationResponseSchema,
      handler: async ({ user, params }) => ({
        application: await respondToOffer(ctx, user.id, params.applicationId, decision),
      }),
    });
});

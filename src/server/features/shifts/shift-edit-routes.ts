import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import {
  editShiftResponseSchema,
  reconfirmResponseSchema,
  shiftChangesSchema,
} from '../../../shared/schemas/responses/shift-edits';
import { shiftEditSchema } from '../../../shared/schemas/shifts';
import { route } from '../../lib/route';
import { editShift } from './edit-shift';
import { listShiftChanges } from './list-shift-changes';
import { reconfirmBooking } from './reconfirm-booking';

// Ids are checked by the use-cases, so a malformed one reads as "not found".
const shiftParams = z.object({ shiftId: z.string().max(100) });
const applicationParams = z.object({ applicationId: z.string().max(100) });

/** 'Edit shift', its change history and re-confirmation (docs/product/shifts.md, "Edit shift"). */
export const shiftEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'PUT',
    url: '/shifts/:shiftId',
    summary: 'Edit a shift before its start (its manager)',
    description:
      'The shift form plus the `version` it was loaded with; a stale version is refused (409) so two tabs cannot overwrite each other.',
    access: 'manager',
    messages: { forbidden: EDIT_SHIFT_MESSAGES.managerOnly },
    params: shiftParams,
    body: shiftEditSchema,
    bodyLimit: 64 * 1024,
    response: editShiftResponseSchema,
    handler: ({ user, params, body }) => editShift(ctx, user.id, params.shiftId, body),
  });

  route(app, {
    method: 'GET',
    url: '/shifts/:shiftId/changes',
    summary: "A shift's change history (its manager, or a worker who applied)",
    access: 'signed-in',
    params: shiftParams,
    response: shiftChangesSchema,
    handler: ({ user, params }) => listShiftChanges(ctx, user, params.shiftId),
  });

  route(app, {
    method: 'POST',
    url: '/applications/:applicationId/reconfirm',
    summary: "'Keep my booking' after a material change of the shift (talent)",
    access: 'talent',
    params: applicationParams,
    response: reconfirmResponseSchema,
    handler: async ({ user, params }) => ({
      application: await reconfirmBooking(ctx, user.id, params.applicationId),
    }),
  });
};

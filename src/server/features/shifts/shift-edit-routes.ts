import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import { editShiftResponseSchema, shiftChangesSchema } from '../../../shared/schemas/responses/shift-edits';
import { shiftEditSchema } from '../../../shared/schemas/shifts';
import { route } from '../../lib/route';
import { editShift } from './edit-shift';
import { listShiftChanges } from './list-shift-changes';

// Ids are checked by the use-cases, so a malformed one reads as "not found".
const shiftParams = z.object({ shiftId: z.string().max(100) });

/** 'Edit shift' and its change history (docs/product/shifts.md, "Edit shift"); re-confirmation is in applications/routes.ts. */
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
};

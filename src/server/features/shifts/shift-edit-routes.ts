import { EDIT_SHIFT_MESSAGES } from '../../../shared/marketplace/edit-shift-messages';
import { editShiftResponseSchema, shiftChangesSchema } from '../../../shared/schemas/responses/shift-edits';
import { shiftEditSchema } from '../../../shared/schemas/shifts';
import { declareRoutes } from '../../lib/route';
import { shiftParams } from '../../lib/route-inputs';
import { editShift } from './edit-shift';
import { listShiftChanges } from './list-shift-changes';

/** 'Edit shift' and its change history (docs/product/shifts.md, "Edit shift"); re-confirmation is in applications/routes.ts. */
export const shiftEditRoutes = declareRoutes(({ ctx, manager, signedIn }) => {
  manager.put('/shifts/:shiftId', {
    summary: 'Edit a shift before its start (its manager)',
    description:
      'The shift form plus the `version` it was loaded with; a stale version is refused (409) so two tabs cannot overwrite each other.',
    messages: { forbidden: EDIT_SHIFT_MESSAGES.managerOnly },
    params: shiftParams,
    body: shiftEditSchema,
    bodyLimit: 64 * 1024,
    response: editShiftResponseSchema,
    handler: ({ user, params, body }) => editShift(ctx, user.id, params.shiftId, body),
  });

  signedIn.get('/shifts/:shiftId/changes', {
    summary: "A shift's change history (its manager, or a worker who applied)",
    params: shiftParams,
    response: shiftChangesSchema,
    handler: ({ user, params }) => listShiftChanges(ctx, user, params.shiftId),
  });
});

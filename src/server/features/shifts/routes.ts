import { z } from 'zod';
import { MATCHING_MESSAGES } from '../../../shared/marketplace/matching-messages';
import { MANAGE_MESSAGES } from '../../../shared/marketplace/messages';
import { checkFilterRanges, openShiftFiltersSchema } from '../../../shared/marketplace/open-shift-filters';
import { cleanedText } from '../../../shared/schemas/fields';
import {
  createdShiftResponseSchema,
  managerShiftsPageSchema,
  managerUnderwayShiftsPageSchema,
  openShiftsPageSchema,
} from '../../../shared/schemas/responses/marketplace';
import { BEST_MATCH_SORTS } from '../../../shared/schemas/responses/matching';
import { wageFloorsResponseSchema } from '../../../shared/schemas/responses/wage-floors';
import { shiftFormSchema } from '../../../shared/schemas/shifts';
import { cancelShift } from '../../booking/cancel-shift';
import { declareRoutes } from '../../lib/route';
import { pageQuery, shiftParams } from '../../lib/route-inputs';
import { closeShift } from './close-shift';
import { createShift } from './create-shift';
import { listManagerShifts, listManagerUnderwayShifts } from './list-manager-shifts';
import { openShiftsFor } from './open-shifts-for';
import { wageFloorsOf } from './wage-floor';

/** 'Cancel shift': the manager's reason, included in the notices to workers (one line, cleaned like every text). */
const cancelShiftSchema = z.object({
  reason: cleanedText({ max: 500, tooLong: 'Please keep the reason under 500 characters.' }).optional(),
});

/** A signed-in talent's 'Sort by': 'Best match' (the default) or 'Soonest'; anonymous callers always get 'Soonest'. */
const openShiftsQuery = pageQuery
  .extend({
    sort: z.enum(BEST_MATCH_SORTS.openShifts, { error: MATCHING_MESSAGES.invalidOpenShiftsSort }).optional(),
    // The filters (docs/product/shifts.md, "Filters").
    ...openShiftFiltersSchema.shape,
  })
  .superRefine(checkFilterRanges);

export const shiftRoutes = declareRoutes(({ ctx, anyone, manager }) => {
  manager.post('/shifts', {
    summary: 'Post a shift (manager)',
    messages: { forbidden: MANAGE_MESSAGES.managerOnly },
    body: shiftFormSchema,
    bodyLimit: 64 * 1024,
    status: 201,
    response: createdShiftResponseSchema,
    handler: async ({ user, body }) => ({ shift: await createShift(ctx, user.id, body) }),
  });

  // Public: /shifts shows open shifts without a session; applying needs one (docs/product/applications.md, "Applying").
  anyone.get('/shifts/open', {
    summary:
      "Open shifts: soonest first (public), or a signed-in talent's best match first; filtered by date, position, pay and distance",
    query: openShiftsQuery,
    response: openShiftsPageSchema,
    handler: async ({ user, query, reply }) => {
      const result = await openShiftsFor(ctx, user, query, (page) => String(reply.serialize(page)));
      if ('page' in result) return result.page;
      // A string with a JSON content type goes out as it is.
      return reply.type('application/json; charset=utf-8').send(result.json);
    },
  });

  // 'Close applications' and 'Cancel shift' (docs/product/shifts.md, "Shift states").
  manager.post('/shifts/:shiftId/close', {
    summary: "'Close applications' on a shift before its start (manager)",
    params: shiftParams,
    response: createdShiftResponseSchema,
    handler: async ({ user, params }) => ({ shift: await closeShift(ctx, user.id, params.shiftId) }),
  });

  manager.post('/shifts/:shiftId/cancel', {
    summary: "'Cancel shift' before its start, ending every booking and application (manager)",
    params: shiftParams,
    body: cancelShiftSchema,
    response: createdShiftResponseSchema,
    handler: async ({ user, params, body }) => ({
      shift: await cancelShift(ctx, user.id, params.shiftId, body.reason),
    }),
  });

  manager.get('/shifts/mine', {
    summary:
      "The manager's own shifts: upcoming soonest first, or with when=past those started, latest first",
    messages: { unauthenticated: MANAGE_MESSAGES.loginRequired },
    query: pageQuery.extend({ when: z.enum(['upcoming', 'past']).optional() }),
    response: managerShiftsPageSchema,
    handler: ({ user, query }) => listManagerShifts(ctx, user.id, query),
  });

  manager.get('/shifts/wage-floors', {
    summary:
      "The minimum wages where the manager's business is, for the shift form (docs/product/pricing.md)",
    messages: { unauthenticated: MANAGE_MESSAGES.loginRequired },
    response: wageFloorsResponseSchema,
    handler: async ({ user }) =>
      (await wageFloorsOf(ctx.db, user.id)) ?? { place: { state: '', county: null }, floors: [] },
  });

  manager.get('/shifts/mine/underway', {
    summary:
      "The manager's shifts today and in progress: started, ended less than 4 h ago or with timesheets to decide",
    messages: { unauthenticated: MANAGE_MESSAGES.loginRequired },
    query: pageQuery,
    response: managerUnderwayShiftsPageSchema,
    handler: ({ user, query }) => listManagerUnderwayShifts(ctx, user.id, query),
  });
});

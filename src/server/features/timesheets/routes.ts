// The timesheet routes (docs/product/attendance.md, "Timesheets"; docs/architecture.md, "Routes").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveAllResponseSchema,
  earningsSchema,
  timesheetCostsSchema,
  timesheetListSchema,
  timesheetResponseSchema,
} from '../../../shared/schemas/responses/timesheets';
import {
  adjustTimesheetSchema,
  correctTimesheetSchema,
  disputeTimesheetSchema,
  listTimesheetsQuerySchema,
} from '../../../shared/schemas/timesheets';
import { route } from '../../lib/route';
import {
  adjustTimesheet,
  approveAllForShift,
  approveAllSubmitted,
  approveTimesheet,
} from './approve-timesheet';
import { disputeTimesheet } from './dispute-timesheet';
import { listShiftTimesheets, listTimesheets, managerCosts, workerEarnings } from './list-timesheets';
import { correctTimesheet, submitTimesheet } from './submit-timesheet';

// Ids are checked by the use-cases, so a malformed one reads as "not found".
const idParams = z.object({ id: z.string().max(100) });
const shiftParams = z.object({ shiftId: z.string().max(100) });

export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/timesheets',
    summary:
      "Timesheets: a manager's across their shifts, a worker's own (filter by shift and status, paginated)",
    access: 'signed-in',
    query: listTimesheetsQuerySchema,
    response: timesheetListSchema,
    handler: ({ user, query }) => listTimesheets(ctx, user, query),
  });

  route(app, {
    method: 'GET',
    url: '/timesheets/earnings',
    summary: "The worker's approved earnings this week, month and year",
    access: 'talent',
    response: earningsSchema,
    handler: ({ user }) => workerEarnings(ctx, user.id),
  });

  route(app, {
    method: 'GET',
    url: '/timesheets/costs',
    summary: "The manager's hours and cost per shift and per week",
    access: 'manager',
    response: timesheetCostsSchema,
    handler: ({ user }) => managerCosts(ctx, user.id),
  });

  route(app, {
    method: 'GET',
    url: '/shifts/:shiftId/timesheets',
    summary: "A shift's timesheets (its manager)",
    access: 'manager',
    params: shiftParams,
    response: timesheetListSchema,
    handler: ({ user, params }) => listShiftTimesheets(ctx, user.id, params.shiftId),
  });

  route(app, {
    method: 'PATCH',
    url: '/timesheets/:id',
    summary: "'Correct times' (the worker, within 24 h, with a note)",
    access: 'talent',
    params: idParams,
    body: correctTimesheetSchema,
    response: timesheetResponseSchema,
    handler: async ({ user, params, body }) => ({
      timesheet: await correctTimesheet(ctx, user.id, params.id, body),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/timesheets/:id/submit',
    summary: 'Submit a draft timesheet (the worker)',
    access: 'talent',
    params: idParams,
    response: timesheetResponseSchema,
    handler: async ({ user, params }) => ({ timesheet: await submitTimesheet(ctx, user.id, params.id) }),
  });

  route(app, {
    method: 'POST',
    url: '/timesheets/:id/approve',
    summary: "'Approve' a timesheet (the shift's manager)",
    access: 'manager',
    params: idParams,
    response: timesheetResponseSchema,
    handler: async ({ user, params }) => ({ timesheet: await approveTimesheet(ctx, user.id, params.id) }),
  });

  route(app, {
    method: 'POST',
    url: '/timesheets/:id/adjust',
    summary: "'Adjust' a timesheet's times with a reason (the shift's manager)",
    access: 'manager',
    params: idParams,
    body: adjustTimesheetSchema,
    response: timesheetResponseSchema,
    handler: async ({ user, params, body }) => ({
      timesheet: await adjustTimesheet(ctx, user.id, params.id, body),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/shifts/:shiftId/timesheets/approve-all',
    summary: "'Approve all' of a shift's undecided timesheets (its manager)",
    access: 'manager',
    params: shiftParams,
    response: approveAllResponseSchema,
    handler: ({ user, params }) => approveAllForShift(ctx, user.id, params.shiftId),
  });

  route(app, {
    method: 'POST',
    url: '/timesheets/approve-all',
    summary: "'Approve all submitted' across the manager's shifts",
    access: 'manager',
    response: approveAllResponseSchema,
    handler: ({ user }) => approveAllSubmitted(ctx, user.id),
  });

  route(app, {
    method: 'POST',
    url: '/timesheets/:id/dispute',
    summary: "'Dispute' an adjusted timesheet within 48 h, with a note (the worker)",
    access: 'talent',
    params: idParams,
    body: disputeTimesheetSchema,
    response: timesheetResponseSchema,
    handler: async ({ user, params, body }) => ({
      timesheet: await disputeTimesheet(ctx, user.id, params.id, body.note),
    }),
  });
};

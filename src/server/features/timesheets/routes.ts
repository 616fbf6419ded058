// The timesheet routes (docs/product/attendance.md, "Timesheets"; docs/architecture.md, "Routes").
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
import { declareRoutes } from '../../lib/route';
import { idParams, shiftParams } from '../../lib/route-inputs';
import {
  adjustTimesheet,
  approveAllForShift,
  approveAllSubmitted,
  approveTimesheet,
} from './approve-timesheet';
import { disputeTimesheet } from './dispute-timesheet';
import { listShiftTimesheets, listTimesheets, managerCosts, workerEarnings } from './list-timesheets';
import { correctTimesheet, submitTimesheet } from './submit-timesheet';

export const timesheetRoutes = declareRoutes(({ ctx, signedIn, talent, manager }) => {
  signedIn.get('/timesheets', {
    summary:
      "Timesheets: a manager's across their shifts, a worker's own (filter by shift and status, paginated)",
    query: listTimesheetsQuerySchema,
    response: timesheetListSchema,
    handler: ({ user, query }) => listTimesheets(ctx, user, query),
  });

  talent.get('/timesheets/earnings', {
    summary: "The worker's approved earnings this week, month and year",
    response: earningsSchema,
    handler: ({ user }) => workerEarnings(ctx, user.id),
  });

  manager.get('/timesheets/costs', {
    summary: "The manager's hours and cost per shift and per week",
    response: timesheetCostsSchema,
    handler: ({ user }) => managerCosts(ctx, user.id),
  });

  manager.get('/shifts/:shiftId/timesheets', {
    summary: "A shift's timesheets (its manager)",
    params: shiftParams,
    response: timesheetListSchema,
    handler: ({ user, params }) => listShiftTimesheets(ctx, user.id, params.shiftId),
  });

  talent.patch('/timesheets/:id', {
    summary: "'Correct times' (the worker, within 24 h, with a note)",
    params: idParams,
    body: correctTimesheetSchema,
    response: timesheetResponseSchema,
    handler: async ({ user, params, body }) => ({
      timesheet: await correctTimesheet(ctx, user.id, params.id, body),
    }),
  });

  talent.post('/timesheets/:id/submit', {
    summary: 'Submit a draft timesheet (the worker)',
    params: idParams,
    response: timesheetResponseSchema,
    handler: async ({ user, params }) => ({ timesheet: await submitTimesheet(ctx, user.id, params.id) }),
  });

  manager.post('/timesheets/:id/approve', {
    summary: "'Approve' a timesheet (the shift's manager)",
    params: idParams,
    response: timesheetResponseSchema,
    handler: async ({ user, params }) => ({ timesheet: await approveTimesheet(ctx, user.id, params.id) }),
  });

  manager.post('/timesheets/:id/adjust', {
    summary: "'Adjust' a timesheet's times with a reason (the shift's manager)",
    params: idParams,
    body: adjustTimesheetSchema,
    response: timesheetResponseSchema,
    handler: async ({ user, params, body }) => ({
      timesheet: await adjustTimesheet(ctx, user.id, params.id, body),
    }),
  });

  manager.post('/shifts/:shiftId/timesheets/approve-all', {
    summary: "'Approve all' of a shift's undecided timesheets (its manager)",
    params: shiftParams,
    response: approveAllResponseSchema,
    handler: ({ user, params }) => approveAllForShift(ctx, user.id, params.shiftId),
  });

  manager.post('/timesheets/approve-all', {
    summary: "'Approve all submitted' across the manager's shifts",
    response: approveAllResponseSchema,
    handler: ({ user }) => approveAllSubmitted(ctx, user.id),
  });

  talent.post('/timesheets/:id/dispute', {
    summary: "'Dispute' an adjusted timesheet within 48 h, with a note (the worker)",
    params: idParams,
    body: disputeTimesheetSchema,
    response: timesheetResponseSchema,
    handler: async ({ user, params, body }) => ({
      timesheet: await disputeTimesheet(ctx, user.id, params.id, body.note),
    }),
  });
});

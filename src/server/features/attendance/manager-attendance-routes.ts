import { z } from 'zod';
import { VIEW_APPLICATIONS_MESSAGES } from '../../../shared/marketplace/messages';
import { requiredText } from '../../../shared/schemas/fields';
import { shiftAttendanceSchema } from '../../../shared/schemas/responses/manager-attendance';
import { applicationResponseSchema } from '../../../shared/schemas/responses/marketplace';
import { cleanMultiline } from '../../../shared/text';
import { declareRoutes } from '../../lib/route';
import { applicationParams, shiftParams } from '../../lib/route-inputs';
import { getShiftAttendance } from './get-shift-attendance';
import { markArrived } from './mark-arrived';
import { markNoShow } from './mark-no-show';

/** docs/product/attendance.md, "The manager's attendance list": the times as instants, the reason required. */
export const markArrivedSchema = z.object({
  arrivedAt: z.iso.datetime({ offset: true }),
  leftAt: z.iso.datetime({ offset: true }).nullable().optional(),
  reason: requiredText({
    required: 'Please give a reason for marking the arrival.',
    max: 500,
    tooLong: 'Please keep the reason under 500 characters.',
    clean: cleanMultiline,
  }),
});

/** The manager's attendance list, 'Mark as arrived' and 'Mark no-show'. */
export const managerAttendanceRoutes = declareRoutes(({ ctx, manager }) => {
  manager.get('/shifts/:shiftId/attendance', {
    summary: "A shift's booked workers and their attendance (its manager)",
    messages: {
      unauthenticated: VIEW_APPLICATIONS_MESSAGES.loginRequired,
      forbidden: VIEW_APPLICATIONS_MESSAGES.managerOnly,
    },
    params: shiftParams,
    response: shiftAttendanceSchema,
    handler: ({ user, params }) => getShiftAttendance(ctx, user.id, params.shiftId),
  });

  manager.post('/applications/:applicationId/mark-arrived', {
    summary: "'Mark as arrived' with the times and a reason (manager)",
    params: applicationParams,
    body: markArrivedSchema,
    response: applicationResponseSchema,
    handler: async ({ user, params, body }) => ({
      application: await markArrived(ctx, user.id, params.applicationId, {
        arrivedAt: new Date(body.arrivedAt),
        leftAt: body.leftAt ? new Date(body.leftAt) : null,
        reason: body.reason,
      }),
    }),
  });

  manager.post('/applications/:applicationId/no-show', {
    summary: "'Mark no-show' from 30 minutes after the start (manager)",
    params: applicationParams,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({
      application: await markNoShow(ctx, user.id, params.applicationId),
    }),
  });
});

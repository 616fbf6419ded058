// The check-in code, check-in and check-out (docs/product/attendance.md; ADR 017).
import { z } from 'zod';
import { CHECK_IN_MESSAGES } from '../../../shared/marketplace/attendance-messages';
import { checkInCodeSchema } from '../../../shared/schemas/responses/attendance';
import { applicationResponseSchema } from '../../../shared/schemas/responses/marketplace';
import { getCheckInCode } from '../../booking/check-in-code';
import { declareRoutes } from '../../lib/route';
import { applicationParams, shiftParams } from '../../lib/route-inputs';
import { checkIn } from './check-in';
import { checkOut } from './check-out';

const checkInBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, CHECK_IN_MESSAGES.codeFormat),
});

export const checkInRoutes = declareRoutes(({ ctx, manager, talent }) => {
  manager.get('/shifts/:shiftId/check-in-code', {
    summary: "A shift's check-in code, link and QR code (its manager)",
    params: shiftParams,
    response: checkInCodeSchema,
    handler: ({ user, params }) => getCheckInCode(ctx, user.id, params.shiftId),
  });

  talent.post('/applications/:applicationId/check-in', {
    summary: 'Check in to a booked shift with its code (talent; 5 wrong codes lock it for 15 min)',
    params: applicationParams,
    body: checkInBody,
    response: applicationResponseSchema,
    handler: async ({ user, params, body }) => ({
      application: await checkIn(ctx, user.id, params.applicationId, body.code),
    }),
  });

  talent.post('/applications/:applicationId/check-out', {
    summary: 'Check out of a shift checked in to (talent)',
    params: applicationParams,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({
      application: await checkOut(ctx, user.id, params.applicationId),
    }),
  });
});

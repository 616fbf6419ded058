// The check-in code, check-in and check-out (docs/product/attendance.md; ADR 017).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECK_IN_MESSAGES } from '../../../shared/marketplace/attendance-messages';
import { checkInCodeSchema } from '../../../shared/schemas/responses/attendance';
import { applicationResponseSchema } from '../../../shared/schemas/responses/marketplace';
import { getCheckInCode } from '../../booking/check-in-code';
import { route } from '../../lib/route';
import { checkIn } from './check-in';
import { checkOut } from './check-out';

// Ids are checked by the use-cases, so a malformed one reads as "not found".
const shiftParams = z.object({ shiftId: z.string().max(100) });
const applicationParams = z.object({ applicationId: z.string().max(100) });
const checkInBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, CHECK_IN_MESSAGES.codeFormat),
});

export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/shifts/:shiftId/check-in-code',
    summary: "A shift's check-in code, link and QR code (its manager)",
    access: 'manager',
    params: shiftParams,
    response: checkInCodeSchema,
    handler: ({ user, params }) => getCheckInCode(ctx, user.id, params.shiftId),
  });

  route(app, {
    method: 'POST',
    url: '/applications/:applicationId/check-in',
    summary: 'Check in to a booked shift with its code (talent; 5 wrong codes lock it for 15 min)',
    access: 'talent',
    params: applicationParams,
    body: checkInBody,
    response: applicationResponseSchema,
    handler: async ({ user, params, body }) => ({
      application: await checkIn(ctx, user.id, params.applicationId, body.code),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/applications/:applicationId/check-out',
    summary: 'Check out of a shift checked in to (talent)',
    access: 'talent',
    params: applicationParams,
    response: applicationResponseSchema,
    handler: async ({ user, params }) => ({
      application: await checkOut(ctx, user.id, params.applicationId),
    }),
  });
};

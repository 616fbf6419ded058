import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGE_MESSAGES } from '../../../shared/marketplace/messages';
import {
  createdShiftResponseSchema,
  managerShiftsPageSchema,
  openShiftsPageSchema,
} from '../../../shared/schemas/responses/marketplace';
import { shiftFormSchema } from '../../../shared/schemas/shifts';
import { authorize, roleHook } from '../../auth/route-guards';
import { noStore } from '../../lib/http';
import { createShift } from './create-shift';
import { listManagerShifts } from './list-manager-shifts';
import { listOpenShifts } from './list-open-shifts';

const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

const managerOnly = { forbidden: MANAGE_MESSAGES.managerOnly };

export const shiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/shifts',
    {
      preValidation: roleHook('manager', managerOnly),
      schema: {
        summary: 'Post a shift (manager)',
        body: shiftFormSchema,
        response: { 201: createdShiftResponseSchema },
      },
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const user = authorize(request, 'manager', managerOnly);
      const shift = await createShift(ctx, user.id, request.body);
      return reply.status(201).send({ shift });
    },
  );

  // Public: /shifts shows open shifts without a session; applying needs one (docs/product/applications.md, "Applying").
  // Signed-in callers always get a fresh page (a talent's carries their own applications, and a manager who just
  // posted expects to see it); anonymous visitors share the pages of the open-shifts cache.
  app.get(
    '/shifts/open',
    {
      schema: {
        summary: 'Open shifts, soonest first (public)',
        querystring: pageQuery,
        response: { 200: openShiftsPageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const viewer = request.sessionUser?.role === 'talent' ? request.sessionUser.id : undefined;
      if (request.sessionUser) return listOpenShifts(ctx, { viewerId: viewer, ...request.query });
      const { cursor = '', limit = '' } = request.query;
      // Cached pages are made by this route's serializer too, so they keep to the response schema.
      const body = await ctx.services.openShiftsCache.page(`${limit}:${cursor}`, async () =>
        String(reply.serialize(await listOpenShifts(ctx, request.query))),
      );
      // A string with a JSON content type goes out as it is; the type provider only knows the object form.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/shifts/mine',
    {
      preValidation: roleHook('manager', { unauthenticated: MANAGE_MESSAGES.loginRequired }),
      schema: {
        summary: "The manager's own shifts, newest first",
        querystring: pageQuery,
        response: { 200: managerShiftsPageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = authorize(request, 'manager');
      return listManagerShifts(ctx, user.id, request.query);
    },
  );
};

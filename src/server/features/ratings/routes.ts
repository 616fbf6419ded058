// The rating routes (docs/product/trust.md, "Ratings"; docs/architecture.md, "Routes").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ratingReplySchema,
  ratingReportSchema,
  ratingsAboutQuerySchema,
  submitRatingSchema,
} from '../../../shared/schemas/ratings';
import {
  bookingRatingsSchema,
  ratingReportResponseSchema,
  ratingSchema,
  ratingsAboutSchema,
} from '../../../shared/schemas/responses/ratings';
import { route } from '../../lib/route';
import { getBookingRatings, listRatingsAbout } from './rating-views';
import { replyToRating, reportRating } from './respond-to-rating';
import { submitRating } from './submit-rating';

// Ids are checked by the use-cases, so a malformed one reads as "not found".
const idParams = z.object({ id: z.string().max(100) });
const userParams = z.object({ userId: z.string().max(100) });

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, {
    method: 'GET',
    url: '/applications/:id/ratings',
    summary:
      "A completed booking's ratings as its worker or its shift's manager sees them (the other's once live)",
    access: 'signed-in',
    params: idParams,
    response: bookingRatingsSchema,
    handler: ({ user, params }) => getBookingRatings(ctx, user.id, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/applications/:id/ratings',
    summary:
      "'Rate this shift' (the worker) or 'Rate worker' (the shift's manager): within 7 days of completion, once",
    access: 'signed-in',
    params: idParams,
    body: submitRatingSchema,
    status: 201,
    response: bookingRatingsSchema,
    handler: async ({ user, params, body }) => {
      await submitRating(ctx, user.id, params.id, body);
      return getBookingRatings(ctx, user.id, params.id);
    },
  });

  route(app, {
    method: 'GET',
    url: '/ratings/about/:userId',
    summary: 'The live ratings about a worker or a business, newest first, with replies (paginated)',
    access: 'signed-in',
    params: userParams,
    query: ratingsAboutQuerySchema,
    response: ratingsAboutSchema,
    handler: ({ params, query }) => listRatingsAbout(ctx, params.userId, query.page),
  });

  route(app, {
    method: 'POST',
    url: '/ratings/:id/reply',
    summary: 'The one public reply to a live rating, by the rated party',
    access: 'signed-in',
    params: idParams,
    body: ratingReplySchema,
    response: z.object({ rating: ratingSchema }),
    handler: ({ user, params, body }) => replyToRating(ctx, user.id, params.id, body.reply),
  });

  route(app, {
    method: 'POST',
    url: '/ratings/:id/report',
    summary: "'Report' a live rating about you (for the operations team)",
    access: 'signed-in',
    params: idParams,
    body: ratingReportSchema,
    status: 201,
    response: ratingReportResponseSchema,
    handler: ({ user, params, body }) => reportRating(ctx, user.id, params.id, body.reason),
  });
};

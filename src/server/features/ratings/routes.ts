// The rating routes (docs/product/trust.md, "Ratings"; docs/architecture.md, "Routes").
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
import { declareRoutes } from '../../lib/route';
import { idParams, userParams } from '../../lib/route-inputs';
import { getBookingRatings, listRatingsAbout } from './rating-views';
import { replyToRating, reportRating } from './respond-to-rating';
import { submitRating } from './submit-rating';

export const ratingRoutes = declareRoutes(({ ctx, signedIn }) => {
  signedIn.get('/applications/:id/ratings', {
    summary:
      "A completed booking's ratings as its worker or its shift's manager sees them (the other's once live)",
    params: idParams,
    response: bookingRatingsSchema,
    handler: ({ user, params }) => getBookingRatings(ctx, user.id, params.id),
  });

  signedIn.post('/applications/:id/ratings', {
    summary:
      "'Rate this shift' (the worker) or 'Rate worker' (the shift's manager): within 7 days of completion, once",
    params: idParams,
    body: submitRatingSchema,
    status: 201,
    response: bookingRatingsSchema,
    handler: async ({ user, params, body }) => {
      await submitRating(ctx, user.id, params.id, body);
      return getBookingRatings(ctx, user.id, params.id);
    },
  });

  signedIn.get('/ratings/about/:userId', {
    summary: 'The live ratings about a worker or a business, newest first, with replies (paginated)',
    params: userParams,
    query: ratingsAboutQuerySchema,
    response: ratingsAboutSchema,
    handler: ({ params, query }) => listRatingsAbout(ctx, params.userId, query.page),
  });

  signedIn.post('/ratings/:id/reply', {
    summary: 'The one public reply to a live rating, by the rated party',
    params: idParams,
    body: ratingReplySchema,
    response: z.object({ rating: ratingSchema }),
    handler: ({ user, params, body }) => replyToRating(ctx, user.id, params.id, body.reply),
  });

  signedIn.post('/ratings/:id/report', {
    summary: "'Report' a live rating about you (for the operations team)",
    params: idParams,
    body: ratingReportSchema,
    status: 201,
    response: ratingReportResponseSchema,
    handler: ({ user, params, body }) => reportRating(ctx, user.id, params.id, body.reason),
  });
});
